import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type TabKey, tabLabel } from '../lib/order-tabs';

type Props = {
  tab: TabKey;
  /** The search the list was asked for, if any. */
  q: string;
  hasDates: boolean;
  /** The account has orders at all (or a date range hides them). */
  hasAnyOrder: boolean;
  onClearSearch: () => void;
  onSearchAll: () => void;
  /** Customer returns only. */
  isReturns?: boolean;
  /** Only the orders not yet exported. */
  isNotExported?: boolean;
};

/** An empty list: nothing matches the search, the account has no orders yet, or none is in this tab or range. */
export function OrdersEmpty(props: Props) {
  const { tab, q, hasDates, hasAnyOrder, onClearSearch, onSearchAll, isReturns, isNotExported } = props;
  const { t } = useLingui();
  const activeLabel = t(tabLabel(tab));
  if (q)
    return (
      <EmptyState
        icon={<IconSearch size={28} aria-hidden />}
        withIndicatorBackground
        title={t`No orders match “${q}”`}
        description={t`Nothing in ${activeLabel} matches. Search by order id, your reference, the recipient's name or phone.`}
        py="xl"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClearSearch}>
            <Trans>Clear search</Trans>
          </Button>
          {tab !== 'all' && (
            <Button variant="light" onClick={onSearchAll}>
              <Trans>Search all orders</Trans>
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    );
  if (!hasAnyOrder)
    return (
      <EmptyState
        icon={<IconPackage size={28} aria-hidden />}
        variant="light"
        title={t`No orders yet`}
        description={t`Place your first shipment: a courier collects it from your pickup address once you mark it Ready for Collection.`}
        py="xl"
        // The guided tour skips the steps that show an order's row while this shows.
        data-tour="orders-empty"
      >
        <EmptyState.Actions>
          <Button component={Link} to={WEB_ROUTES.singleShipment} leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>New Shipment</Trans>
          </Button>
          <Button component={Link} to={WEB_ROUTES.bulkOrders} variant="default">
            <Trans>Bulk Upload</Trans>
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  if (isNotExported && !isReturns)
    return (
      <EmptyState
        icon={<IconPackage size={28} aria-hidden />}
        withIndicatorBackground
        title={t`Every order here is exported`}
        description={t`Your own system has recorded each order in this list as exported. Clear the filter to see them.`}
        py="xl"
      />
    );
  if (isReturns)
    return (
      <EmptyState
        icon={<IconPackage size={28} aria-hidden />}
        withIndicatorBackground
        title={t`No returns here`}
        description={t`Returns you create from delivered orders, and those your customers request, appear here.`}
        py="xl"
      />
    );
  return (
    <EmptyState
      icon={<IconPackage size={28} aria-hidden />}
      withIndicatorBackground
      title={tab === 'all' ? t`No orders in these dates` : t`No orders in ${activeLabel}`}
      description={hasDates ? t`Try another date range, or clear the dates.` : t`Orders appear here as they move.`}
      py="xl"
    />
  );
}
