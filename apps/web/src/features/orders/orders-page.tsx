import { Alert, Badge, Button, EmptyState, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ORDER_STATUS_GROUPS,
  type Order,
  type OrderStatusGroupKey,
  PHONE_BREAKPOINT_PX,
  WEB_ROUTES,
} from '@sameday/contract';
import { IconFileSpreadsheet, IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrders } from './api/find-orders';
import { useGroupCounts } from './api/get-group-counts';
import { useSignedInAccount } from './api/get-order-setup';
import type { OrdersFilters } from './api/query-keys';
import { BulkActionsBar } from './components/bulk-actions-bar';
import { OrderDrawer } from './components/order-drawer';
import { OrdersTable } from './components/orders-table';
import { OrdersToolbar } from './components/orders-toolbar';
import { StateInfo } from './components/state-info';
import { useDebounced } from './lib/use-debounced';
import { useOrderActions } from './lib/use-order-actions';
import { GuidedTour } from './tour/guided-tour';
import { useAutoStartTour } from './tour/use-auto-start-tour';

type TabKey = OrderStatusGroupKey | 'all';
const TABS: { key: TabKey; label: string }[] = [
  ...ORDER_STATUS_GROUPS.map((group) => ({ key: group.key, label: group.label })),
  { key: 'all', label: 'All' },
];
const DEFAULT_TAB: TabKey = 'pending';
const SEARCH_DEBOUNCE_MS = 300;
/** The phone header's height: the table's column titles stick below it. */
const PHONE_HEADER_PX = 56;

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : '');

/** The placeholder rows never move, so each is named once, by its place. */
const SKELETON_ROWS = Array.from({ length: 8 }, (_, row) => `skeleton-${row}`);

function TableSkeleton() {
  return (
    <Stack gap={6} role="status" aria-label="Loading orders">
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} h={48} radius="md" />
      ))}
    </Stack>
  );
}

/** The orders page (spec: orders is the default home): tabs by state, search, dates, the table and the drawer. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : DEFAULT_TAB;
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const openId = params.get('order') ?? undefined;
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const q = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const isCompact = useMediaQuery(`(max-width: ${PHONE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });

  const setParam = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // The debounced search goes into the URL, so a reload or a shared link keeps it.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParam({ q: q || undefined }, true);
  }, [q, params, setParam]);

  const filters: OrdersFilters = useMemo(
    () => ({ group: tab === 'all' ? undefined : tab, q: q || undefined, from: from || undefined, to: to || undefined }),
    [tab, q, from, to],
  );
  const counts = useGroupCounts({ from: filters.from, to: filters.to });
  const list = useOrders(filters);
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.orders) ?? [], [list.data]);
  const actions = useOrderActions();
  useAutoStartTour(useSignedInAccount().data?.user?.isNewUser);

  const [selected, setSelected] = useState<Map<string, Order>>(() => new Map());
  const filterKey = JSON.stringify(filters);
  // A new tab, search or range starts a new selection, in the same render that shows the new list.
  const [selectionFilterKey, setSelectionFilterKey] = useState(filterKey);
  if (selectionFilterKey !== filterKey) {
    setSelectionFilterKey(filterKey);
    setSelected(new Map());
  }
  // Selected rows follow their latest state (after a bulk action the list is fetched again).
  useEffect(() => {
    setSelected((current) => {
      if (current.size === 0) return current;
      const fresh = new Map(orders.map((order) => [order.id, order]));
      let changed = false;
      const next = new Map<string, Order>();
      for (const [id, order] of current) {
        const latest = fresh.get(id);
        if (latest && latest !== order) changed = true;
        if (latest) next.set(id, latest);
        else changed = true;
      }
      return changed ? next : current;
    });
  }, [orders]);

  const toggle = useCallback((order: Order) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.id)) next.delete(order.id);
      else next.set(order.id, order);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setSelected((current) =>
      orders.length > 0 && orders.every((order) => current.has(order.id))
        ? new Map()
        : new Map(orders.map((order) => [order.id, order])),
    );
  }, [orders]);
  const dropFromSelection = useCallback((ids: string[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const countOf = (key: TabKey) => (key === 'all' ? counts.data?.total : counts.data?.groups[key]);
  const activeLabel = TABS.find((candidate) => candidate.key === tab)?.label ?? 'All';
  const hasAnyOrder = (counts.data?.total ?? 1) > 0 || Boolean(from || to);

  let content: ReactNode;
  if (list.isPending) {
    content = <TableSkeleton />;
  } else if (list.isError) {
    content = (
      <Alert color="red" variant="light" title="The orders could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{list.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (orders.length === 0) {
    content = q ? (
      <EmptyState
        icon={<IconSearch size={28} aria-hidden />}
        withIndicatorBackground
        title={`No orders match “${q}”`}
        description={`Nothing in ${activeLabel} matches. Search by order id, your reference, the recipient's name or phone.`}
        py="xl"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={() => setSearchText('')}>
            Clear search
          </Button>
          {tab !== 'all' && (
            <Button variant="light" onClick={() => setParam({ tab: 'all' })}>
              Search all orders
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    ) : !hasAnyOrder ? (
      <EmptyState
        icon={<IconPackage size={28} aria-hidden />}
        variant="light"
        title="No orders yet"
        description="Place your first shipment: a courier collects it from your pickup address once you mark it Ready for Collection."
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to={WEB_ROUTES.singleShipment} leftSection={<IconPlus size={16} aria-hidden />}>
            New Shipment
          </Button>
          <Button component={Link} to={WEB_ROUTES.bulkOrders} variant="default">
            Bulk Upload
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<IconPackage size={28} aria-hidden />}
        withIndicatorBackground
        title={tab === 'all' ? 'No orders in these dates' : `No orders in ${activeLabel}`}
        description={from || to ? 'Try another date range, or clear the dates.' : 'Orders appear here as they move.'}
        py="xl"
      />
    );
  } else {
    content = (
      <OrdersTable
        orders={orders}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={() => void list.fetchNextPage()}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onOpen={(id) => setParam({ order: id })}
        actions={actions}
        isCompact={isCompact}
        stickyTop={isCompact ? PHONE_HEADER_PX : 0}
      />
    );
  }

  const total = countOf(tab);
  return (
    <Stack gap="md" maw={1400} mx="auto" pb={selected.size > 0 ? 96 : 'md'}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz="h2">
            Orders
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            Follow every shipment from your pickup address to the recipient's door.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => void actions.exportCsv({ filters })}
            disabled={orders.length === 0}
          >
            Export CSV
          </Button>
          <Button
            component={Link}
            to={WEB_ROUTES.singleShipment}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-tour="single-shipment-button"
            // Phones have 'New Shipment' in the header already.
            visibleFrom="xs"
          >
            New Shipment
          </Button>
        </Group>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => value && setParam({ tab: value === DEFAULT_TAB ? undefined : value, order: undefined })}
        keepMounted={false}
        variant="default"
        styles={{ tab: { paddingInline: 12 } }}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }} aria-label="Order states">
          {TABS.map(({ key, label }) => {
            const count = countOf(key);
            return (
              <Tabs.Tab
                key={key}
                value={key}
                data-tour={key === 'ready_for_collection' ? 'ready-for-collection-tab' : undefined}
                style={{ whiteSpace: 'nowrap', flex: 'none' }}
              >
                <Group gap={6} wrap="nowrap" component="span">
                  {label}
                  {count !== undefined && (
                    <Badge
                      size="sm"
                      variant={key === tab ? 'filled' : 'light'}
                      color={key === tab ? 'brand' : 'gray'}
                      styles={{ root: { minWidth: 22, flex: 'none' } }}
                    >
                      {count.toLocaleString('en-US')}
                    </Badge>
                  )}
                </Group>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>

        <Stack gap="md" mt="md">
          <OrdersToolbar
            search={searchText}
            onSearch={setSearchText}
            from={from}
            to={to}
            onRange={(range) => setParam({ from: range.from || undefined, to: range.to || undefined })}
          />
          <StateInfo tab={tab} isCompact={isCompact} />
        </Stack>

        {TABS.map(({ key, label }) => (
          <Tabs.Panel key={key} value={key} mt="md" aria-label={label}>
            {key === tab && (
              <Stack gap="xs">
                {orders.length > 0 && total !== undefined && !q && (
                  <Text size="xs" c="dimmed" ta="right" aria-live="polite">
                    Showing {orders.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
                  </Text>
                )}
                {content}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <BulkActionsBar
        selected={[...selected.values()]}
        actions={actions}
        onClear={() => setSelected(new Map())}
        onChanged={dropFromSelection}
      />
      <OrderDrawer
        orderId={openId}
        placeholder={openId ? orders.find((order) => order.id === openId) : undefined}
        actions={actions}
        onClose={() => setParam({ order: undefined })}
        isCompact={isCompact}
      />
      {actions.dialogs}
      <GuidedTour />
    </Stack>
  );
}
