import {
  addDays,
  type DeliveryReport,
  type DeliveryReportQuery,
  deliveryRateOf,
  dubaiInstant,
  EMIRATES,
  ORDER_STATUS_GROUPS,
  type ReportBreakdownRow,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
} from '@sameday/contract';
import type { DbOrTx } from '../../db/client';
import { ratingsOf, returnsOf, tallyOrders } from './queries';

const groupOf = (status: string) => ORDER_STATUS_GROUPS.find((group) => group.statuses.includes(status as never))?.key;

/**
 * How the account's orders placed from `from` to `to` (Dubai days) went. One
 * pass over the account's orders of the period (orders_account_report_idx alone),
 * tallied by day, status, service and emirate; everything else adds up here.
 */
export async function deliveryReport(
  db: DbOrTx,
  accountId: string,
  range: DeliveryReportQuery,
): Promise<DeliveryReport> {
  const start = dubaiInstant(range.from, '00:00');
  const end = dubaiInstant(addDays(range.to, 1), '00:00');
  // Three reads at once: on PostgreSQL each takes its own connection.
  const [rows, ratings, returns] = await Promise.all([
    tallyOrders(db, accountId, start, end),
    ratingsOf(db, accountId, start, end),
    returnsOf(db, accountId, start, end),
  ]);

  const totals: DeliveryReport['totals'] = {
    orders: 0,
    delivered: 0,
    deliveredFirstAttempt: 0,
    inProgress: 0,
    needsAttention: 0,
    returned: 0,
    cancelled: 0,
    codCollectedFils: 0,
    spendFils: 0,
  };
  const days = new Map<string, { date: string; orders: number; delivered: number }>();
  for (let date = range.from; date <= range.to; date = addDays(date, 1))
    days.set(date, { date, orders: 0, delivered: 0 });
  const services = new Map<string, ReportBreakdownRow>(
    SERVICE_KINDS.map((kind) => [kind, row(kind, SERVICE_KIND_LABELS[kind])]),
  );
  const emirates = new Map<string, ReportBreakdownRow>();

  for (const tally of rows) {
    const count = Number(tally.orders);
    const group = groupOf(tally.status);
    const isDelivered = group === 'delivered';
    const isReturned = group === 'returns';
    totals.orders += count;
    if (isDelivered) {
      totals.delivered += count;
      if (tally.firstAttempt) totals.deliveredFirstAttempt += count;
      totals.codCollectedFils += Number(tally.codFils);
    } else if (isReturned) totals.returned += count;
    else if (group === 'cancelled') totals.cancelled += count;
    else if (group === 'attention') totals.needsAttention += count;
    else totals.inProgress += count;
    if (group !== 'cancelled') totals.spendFils += Number(tally.priceFils);

    const day = days.get(tally.day);
    if (day) {
      day.orders += count;
      if (isDelivered) day.delivered += count;
    }
    const emirate = tally.emirate && (EMIRATES as readonly string[]).includes(tally.emirate) ? tally.emirate : 'Other';
    if (!emirates.has(emirate)) emirates.set(emirate, row(emirate, emirate));
    for (const breakdown of [services.get(tally.serviceKind), emirates.get(emirate)]) {
      if (!breakdown) continue;
      breakdown.orders += count;
      if (isDelivered) breakdown.delivered += count;
      if (isReturned) breakdown.returned += count;
    }
  }

  return {
    from: range.from,
    to: range.to,
    totals,
    deliveryRate: deliveryRateOf(totals),
    firstAttemptRate: totals.delivered === 0 ? null : totals.deliveredFirstAttempt / totals.delivered,
    days: [...days.values()],
    services: [...services.values()],
    emirates: [...emirates.values()].sort((a, b) => b.orders - a.orders || a.label.localeCompare(b.label)),
    ratings,
    returns,
  };
}

function row(key: string, label: string): ReportBreakdownRow {
  return { key, label, orders: 0, delivered: 0, returned: 0 };
}
