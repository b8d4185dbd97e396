import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ActionIcon, Checkbox, Group } from '@mantine/core';
import type { Order } from '@sameday/contract';
import { IconFileDownload } from '@tabler/icons-react';
import { type KeyboardEvent, memo } from 'react';
import { formatMoney } from '../../../shared/i18n';
import { formatCharge, formatDate, formatShortDay, formatTime } from '../lib/format';
import { useOrderLabels } from '../lib/labels';
import type { OrderActions } from '../lib/use-order-actions';
import { CollectionLine } from './collection-line';
import { ReturnBadge } from './customer-return';
import { OrderActionsMenu } from './order-row-menu';
import { OrderStatusBadge } from './order-status-badge';
import classes from './orders-table.module.css';

const payment = (i18n: I18n, order: Order) =>
  order.payment.mode === 'cod' ? i18n._(msg`COD ${formatMoney(order.payment.codAmountFils)}`) : i18n._(msg`Prepaid`);

/** The payment under a price: "COD" may shorten in a narrow column, its amount is always whole. */
function PaymentLine({ order }: { order: Order }) {
  const { i18n } = useLingui();
  if (order.payment.mode !== 'cod') return <span className={classes.secondary}>{i18n._(msg`Prepaid`)}</span>;
  const amount = formatMoney(order.payment.codAmountFils);
  return (
    <span className={classes.paymentLine} title={payment(i18n, order)}>
      <span>{i18n._(msg`COD`)}</span> <bdi>{amount}</bdi>
    </span>
  );
}

/** A click on a row's own controls (its checkbox, its actions) does not open the order. */
const isOnRowControl = (target: EventTarget) =>
  target instanceof Element && target.closest('[data-row-control]') !== null;

type OrderRowProps = {
  order: Order;
  index: number;
  isActive: boolean;
  isSelected: boolean;
  isCompact: boolean;
  rowHeight: number;
  actions: OrderActions;
  onActivate: (index: number) => void;
  onOpen: (id: string) => void;
  onToggle: (order: Order) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, order: Order) => void;
};

/** One order: rendered again only when it, its selection or its focus changes. */
export const OrderRow = memo(function OrderRow({
  order,
  index,
  isActive,
  isSelected,
  isCompact,
  rowHeight,
  actions,
  onActivate,
  onOpen,
  onToggle,
  onKeyDown,
}: OrderRowProps) {
  const { i18n } = useLingui();
  const tabIndex = isActive ? 0 : -1;
  const isFirst = index === 0;
  return (
    <tr
      data-row-index={index}
      aria-rowindex={index + 2}
      className={classes.row}
      data-selected={isSelected || undefined}
      style={{ height: rowHeight }}
      tabIndex={tabIndex}
      aria-label={i18n._(msg`Order ${order.id}, ${order.dropoff.name}`)}
      onFocus={() => onActivate(index)}
      onClick={(event) => {
        if (!isOnRowControl(event.target)) onOpen(order.id);
      }}
      onKeyDown={(event) => onKeyDown(event, index, order)}
    >
      <td className={classes.selectCell} data-tour={isFirst ? 'order-row-select' : undefined} data-row-control>
        <Checkbox
          aria-label={i18n._(msg`Select order ${order.id}`)}
          checked={isSelected}
          onChange={() => onToggle(order)}
          tabIndex={tabIndex}
          size="sm"
        />
      </td>
      {isCompact ? (
        <CompactCell order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
      ) : (
        <WideCells order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
      )}
    </tr>
  );
});

type RowProps = {
  order: Order;
  actions: OrderActions;
  onOpen: (id: string) => void;
  tabIndex: number;
  isFirst: boolean;
};

/** The columns of a row on a wide screen: order, recipient, service, price, status, created and actions. */
function WideCells({ order, actions, onOpen, tabIndex, isFirst }: RowProps) {
  const { i18n } = useLingui();
  const labels = useOrderLabels();
  return (
    <>
      <td>
        <span className={`${classes.primary} ${classes.orderId}`}>{order.id}</span>
        <span className={classes.secondary}>
          {order.returnOfOrderId && <ReturnBadge />}
          {order.partnerOrderId ?? i18n._(msg`No reference`)}
        </span>
      </td>
      <td>
        <span className={classes.primary}>{order.dropoff.name}</span>
        <span className={classes.secondary}>
          {order.dropoff.area}, {order.dropoff.emirate}
        </span>
      </td>
      <td>
        <span className={classes.primary} style={{ fontWeight: 500 }}>
          {labels.service(order.serviceKind)}
        </span>
        <span className={classes.secondary}>{formatShortDay(order.serviceDate)}</span>
      </td>
      <td className={classes.numeric}>
        {/* The column's title says "excl. VAT"; the whole wording is the cell's title. */}
        <span className={classes.primary} style={{ fontWeight: 500 }} title={formatCharge(order.priceFils)}>
          {formatMoney(order.priceFils)}
        </span>
        <PaymentLine order={order} />
      </td>
      <td className={classes.statusCell}>
        <OrderStatusBadge status={order.status} />
        {/* A ready order says under its state the day a courier collects it by. */}
        <CollectionLine order={order} className={classes.secondary} />
      </td>
      <td>
        <span className={classes.primary} style={{ fontWeight: 500 }}>
          {formatDate(order.createdAt)}
        </span>
        <span className={classes.secondary}>{formatTime(order.createdAt)}</span>
      </td>
      <td data-row-control>
        <RowActions order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
      </td>
    </>
  );
}

function RowActions({ order, actions, onOpen, tabIndex, isFirst }: RowProps) {
  const { i18n } = useLingui();
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        title={i18n._(msg`Download label (4×6)`)}
        color="gray"
        aria-label={i18n._(msg`Download label for order ${order.id}`)}
        data-tour={isFirst ? 'download-label-button' : undefined}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          void actions.downloadLabel([order.id], '4x6');
        }}
      >
        <IconFileDownload size={18} aria-hidden />
      </ActionIcon>
      <OrderActionsMenu
        order={order}
        actions={actions}
        onOpen={() => onOpen(order.id)}
        tabIndex={tabIndex}
        variant="icon"
      />
    </Group>
  );
}

function CompactCell({ order, actions, onOpen, tabIndex, isFirst }: RowProps) {
  const { i18n } = useLingui();
  const labels = useOrderLabels();
  return (
    <td className={classes.card}>
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <span className={`${classes.primary} ${classes.orderId}`} style={{ flex: 'none' }}>
          {order.id}
        </span>
        <Group gap={4} wrap="nowrap">
          {order.returnOfOrderId && <ReturnBadge />}
          <OrderStatusBadge status={order.status} size="sm" />
        </Group>
      </Group>
      <span className={classes.primary} style={{ fontWeight: 500, marginTop: 2 }}>
        {order.dropoff.name} · {order.dropoff.area}
      </span>
      <CollectionLine order={order} className={classes.secondary} />
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <span className={classes.secondary}>
          {labels.service(order.serviceKind)} · {payment(i18n, order)} · <bdi>{formatCharge(order.priceFils)}</bdi>
        </span>
        <div data-row-control>
          <RowActions order={order} actions={actions} onOpen={onOpen} tabIndex={tabIndex} isFirst={isFirst} />
        </div>
      </Group>
    </td>
  );
}
