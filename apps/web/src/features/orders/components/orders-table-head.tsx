import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, VisuallyHidden } from '@mantine/core';
import { vatWording } from '../lib/format';
import classes from './orders-table.module.css';

/**
 * The status column: the badge of the longest state, "Ready for Collection" (164 px with its
 * dot in Chromium's font), fits with room to spare for wider fonts; narrower still, it wraps
 * (orders-table.module.css) rather than clip.
 */
const STATUS_COLUMN_PX = 212;

type Props = {
  isCompact: boolean;
  loadedCount: number;
  allLoadedSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
};

/** The column widths and titles, with the box that selects every loaded order. */
export function OrdersTableHead({ isCompact, loadedCount, allLoadedSelected, someSelected, onToggleAll }: Props) {
  const { t } = useLingui();
  return (
    <>
      {isCompact ? (
        <colgroup>
          <col style={{ width: 44 }} />
          <col />
        </colgroup>
      ) : (
        <colgroup>
          <col style={{ width: 44 }} />
          <col style={{ width: 172 }} />
          <col />
          <col style={{ width: 120 }} />
          <col style={{ width: 150 }} />
          <col style={{ width: STATUS_COLUMN_PX }} />
          <col style={{ width: 92 }} />
          <col style={{ width: 80 }} />
        </colgroup>
      )}
      <thead className={classes.head}>
        <tr>
          <th className={classes.selectCell} scope="col">
            <Checkbox
              aria-label={allLoadedSelected ? t`Clear the selection` : t`Select all ${loadedCount} loaded orders`}
              checked={allLoadedSelected}
              indeterminate={someSelected}
              onChange={onToggleAll}
              disabled={loadedCount === 0}
              size="sm"
            />
          </th>
          {isCompact ? (
            <th scope="col">
              <Trans>Orders</Trans>
            </th>
          ) : (
            <>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Recipient</Trans>
              </th>
              <th scope="col">
                <Trans>Service</Trans>
              </th>
              <th scope="col" className={classes.numeric}>
                {t`Price`} {vatWording()}
              </th>
              <th scope="col" className={classes.statusCell}>
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Created</Trans>
              </th>
              <th scope="col">
                <VisuallyHidden>
                  <Trans>Actions</Trans>
                </VisuallyHidden>
              </th>
            </>
          )}
        </tr>
      </thead>
    </>
  );
}
