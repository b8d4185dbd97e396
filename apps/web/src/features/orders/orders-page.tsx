import { useLingui } from '@lingui/react/macro';
import { Stack, Tabs } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useMemo, useRef } from 'react';
import { useIsPhone } from '../../shared/hooks/use-is-phone';
import { preloadedLazy } from '../../shared/ui/preloaded-lazy';
import { useOrders } from './api/find-orders';
import { useGroupCounts } from './api/get-group-counts';
import { useSignedInAccount } from './api/get-order-setup';
import { BulkActionsBar } from './components/bulk-actions-bar';
import { OrderTabsList } from './components/order-tabs-list';
import { OrdersEmpty } from './components/orders-empty';
import { OrdersHeader } from './components/orders-header';
import { OrdersResults } from './components/orders-results';
import { OrdersTable } from './components/orders-table';
import { OrdersToolbar } from './components/orders-toolbar';
import { StateInfo } from './components/state-info';
import { DEFAULT_TAB, TABS, type TabKey } from './lib/order-tabs';
import { useOrderActions } from './lib/use-order-actions';
import { useOrderSelection } from './lib/use-order-selection';
import { useOrdersUrlState } from './lib/use-orders-url-state';
import { useTourState } from './tour/tour-store';
import { useAutoStartTour } from './tour/use-auto-start-tour';

/** The tour's card and highlights load when a tour starts: most visits of / have none. */
const guidedTour = preloadedLazy(() => import('./tour/guided-tour').then((module) => ({ default: module.GuidedTour })));

/** The tour, started here for a new user: only this part of the page renders again when it starts or moves on. */
function TourWhenActive() {
  const { isActive } = useTourState();
  useAutoStartTour(useSignedInAccount().data?.user?.isNewUser, guidedTour.preload);
  if (!isActive) return null;
  return (
    <Suspense fallback={null}>
      <guidedTour.Component />
    </Suspense>
  );
}

/**
 * The order's drawer loads when an order is first opened: its details (the carrier's decision, the
 * address corrections) bring the contract's schemas, which the list does not need to paint.
 */
const OrderDrawer = lazy(() => import('./components/order-drawer').then((module) => ({ default: module.OrderDrawer })));

/** The drawer from the first order opened on (it stays mounted, so its closing still slides out). */
function OrderDrawerOnceOpened(props: ComponentProps<typeof OrderDrawer>) {
  const hasOpened = useRef(false);
  if (props.orderId) hasOpened.current = true;
  if (!hasOpened.current) return null;
  return (
    <Suspense fallback={null}>
      <OrderDrawer {...props} />
    </Suspense>
  );
}

/** The phone header's height: the table's column titles stick below it. */
const PHONE_HEADER_PX = 56;

/** The orders page (spec: orders is the default home): tabs by state, search, dates, the table and the drawer. */
export default function OrdersPage() {
  const { t } = useLingui();
  const { tab, from, to, isReturns, isNotExported, openId, searchText, setSearchText, q, filters, setParam } =
    useOrdersUrlState();
  const isCompact = useIsPhone();
  const counts = useGroupCounts({ from: filters.from, to: filters.to });
  const list = useOrders(filters);
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.orders) ?? [], [list.data]);
  const actions = useOrderActions();
  const selection = useOrderSelection(orders, JSON.stringify(filters));

  const countOf = (key: TabKey) => (key === 'all' ? counts.data?.total : counts.data?.groups[key]);
  const hasAnyOrder = (counts.data?.total ?? 1) > 0 || Boolean(from || to);

  return (
    <Stack gap="md" maw={1400} mx="auto" pb={selection.selected.size > 0 ? 96 : 'md'}>
      <OrdersHeader
        onExport={(format) => void actions.exportOrders({ filters }, format)}
        canExport={orders.length > 0}
      />

      <Tabs
        value={tab}
        onChange={(value) => value && setParam({ tab: value === DEFAULT_TAB ? undefined : value, order: undefined })}
        keepMounted={false}
        variant="default"
        styles={{ tab: { paddingInline: 12 } }}
      >
        <OrderTabsList tab={tab} countOf={countOf} />

        <Stack gap="md" mt="md">
          <OrdersToolbar
            search={searchText}
            onSearch={setSearchText}
            from={from}
            to={to}
            onRange={(range) => setParam({ from: range.from || undefined, to: range.to || undefined })}
            isReturns={isReturns}
            onReturns={(checked) => setParam({ kind: checked ? 'return' : undefined })}
            isNotExported={isNotExported}
            onNotExported={(checked) => setParam({ exported: checked ? 'no' : undefined })}
            isCompact={isCompact}
          />
          <StateInfo tab={tab} isCompact={isCompact} />
        </Stack>

        {TABS.map(({ key, label }) => (
          <Tabs.Panel key={key} value={key} mt="md" aria-label={t(label)}>
            {key === tab && (
              <OrdersResults
                isPending={list.isPending}
                error={list.isError ? list.error : null}
                onRetry={() => void list.refetch()}
                loaded={orders.length}
                // The tab's count knows no filter of its own: with one, "of N" would count orders it hides.
                total={isReturns || isNotExported ? undefined : countOf(tab)}
                isSearch={Boolean(q)}
                empty={
                  <OrdersEmpty
                    tab={tab}
                    q={q}
                    hasDates={Boolean(from || to)}
                    hasAnyOrder={hasAnyOrder}
                    isReturns={isReturns}
                    isNotExported={isNotExported}
                    onClearSearch={() => setSearchText('')}
                    onSearchAll={() => setParam({ tab: 'all' })}
                  />
                }
                table={
                  <OrdersTable
                    orders={orders}
                    hasNextPage={list.hasNextPage}
                    isFetchingNextPage={list.isFetchingNextPage}
                    fetchNextPage={() => void list.fetchNextPage()}
                    selected={selection.selected}
                    onToggle={selection.toggle}
                    onToggleAll={selection.toggleAll}
                    onOpen={(id) => setParam({ order: id })}
                    actions={actions}
                    isCompact={isCompact}
                    stickyTop={isCompact ? PHONE_HEADER_PX : 0}
                  />
                }
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <BulkActionsBar
        selected={[...selection.selected.values()]}
        actions={actions}
        onClear={selection.clear}
        onChanged={selection.drop}
      />
      <OrderDrawerOnceOpened
        orderId={openId}
        placeholder={openId ? orders.find((order) => order.id === openId) : undefined}
        actions={actions}
        onClose={() => setParam({ order: undefined })}
        isCompact={isCompact}
      />
      {actions.dialogs}
      <TourWhenActive />
    </Stack>
  );
}
