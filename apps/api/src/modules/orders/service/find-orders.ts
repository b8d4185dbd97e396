import {
  addDays,
  dubaiInstant,
  type FindOrdersQuerySchema,
  type GroupCounts,
  ORDER_ERROR_MESSAGES,
  ORDER_STATUS_GROUPS,
  type Order,
  type OrderEvent,
  type OrderStatus,
  statusesOfGroup,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { decodeCursor, encodeCursor } from '../../../platform/cursor';
import { invalidArgument } from '../../../platform/errors';
import * as q from '../queries';
import { withExportTimes } from './export-marks';
import { courierFor, plannedCollectionWindow, plannedStopsFrom, withCouriers, withListedExtras } from './order-courier';
import { notFound, toOrder, withItems } from './shared';

export type FindOrdersQuery = z.output<typeof FindOrdersQuerySchema>;

export async function getOrder(db: DbOrTx, accountId: string, id: string): Promise<Order> {
  const row = await q.findOrderRow(db, accountId, id);
  if (!row) throw notFound();
  const [order] = await withItems(db, [row]);
  return order as Order;
}

/** GET /quiqdash/order/{id}: one order of the account with its plan's courier and window once planned. */
export async function getOrderDetails(db: Db, accountId: string, id: string): Promise<Order> {
  const [order] = await withExportTimes(db, await withCouriers(db, [await getOrder(db, accountId, id)]));
  return order as Order;
}

/** Several orders of the account in the order asked, in two queries; one unknown id is not found. */
export async function getOrders(db: DbOrTx, accountId: string, ids: readonly string[]): Promise<Order[]> {
  const rows = await q.findOrderRows(db, accountId, ids);
  const byId = new Map((await withItems(db, rows)).map((order) => [order.id, order]));
  return ids.map((id) => {
    const order = byId.get(id);
    if (!order) throw notFound();
    return order;
  });
}

/** The instants of a period of Dubai days, both included. */
export function dateRange(from?: string, to?: string) {
  return {
    createdFrom: from ? dubaiInstant(from, '00:00') : undefined,
    createdBefore: to ? dubaiInstant(addDays(to, 1), '00:00') : undefined,
  };
}

function statusFilter(query: { status?: OrderStatus; group?: string }): readonly string[] | undefined {
  if (query.status) return [query.status];
  if (query.group) {
    const statuses = statusesOfGroup(query.group);
    if (statuses.length === 0) throw invalidArgument([{ field: 'group', message: ORDER_ERROR_MESSAGES.unknownGroup }]);
    return statuses;
  }
  return undefined;
}

/** A page of the account's orders, newest first (with their plan's courier), and the cursor of the next page (null on the last). */
export async function listOrders(db: DbOrTx, accountId: string, query: FindOrdersQuery) {
  const rows = await q.listOrderRows(db, {
    accountId,
    statuses: statusFilter(query),
    search: query.q || undefined,
    isReturn: query.kind === 'return',
    isNotExported: query.exported === 'no',
    ...dateRange(query.from, query.to),
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // The page query read each order's plan, export mark and stored proofs (docs/decisions/081).
  const orders = page.map((row) => {
    const planned = plannedStopsFrom(row.plan);
    return toOrder(row, row.items, {
      courier: courierFor(row.status as OrderStatus, planned),
      collectionWindow: plannedCollectionWindow(row.status as OrderStatus, planned),
      exportedAt: row.exportedAt,
    });
  });
  await withListedExtras(db, page, orders);
  return { orders, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

/**
 * The same page as the route's answer, `FindOrdersResponse` as JSON bytes. `toOrder` writes each
 * order field by field as the contract names them, so the page is sent without the response
 * schema's check of 50 orders (docs/decisions/047). Each order is written as a JSON text of its
 * own, the page as one string would pass 64K characters, a large object to V8 once it holds any
 * Arabic (docs/decisions/043); the texts are written into one buffer of the page's size, not 50
 * buffers joined (docs/decisions/081).
 */
export async function listOrdersAnswer(db: Db, accountId: string, query: FindOrdersQuery): Promise<Buffer> {
  const page = await listOrders(db, accountId, query);
  const texts = page.orders.map((order) => JSON.stringify(order));
  const head = '{"orders":[';
  const tail = `],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
  let size = head.length + Buffer.byteLength(tail) + Math.max(texts.length - 1, 0);
  for (const text of texts) size += Buffer.byteLength(text);
  const answer = Buffer.allocUnsafe(size);
  let at = answer.write(head, 0);
  texts.forEach((text, index) => {
    if (index > 0) at += answer.write(',', at);
    at += answer.write(text, at);
  });
  answer.write(tail, at);
  return answer;
}

export async function groupCounts(db: DbOrTx, accountId: string, from?: string, to?: string): Promise<GroupCounts> {
  const rows = await q.countByStatus(db, { accountId, ...dateRange(from, to) });
  const statuses = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  const groups = Object.fromEntries(
    ORDER_STATUS_GROUPS.map((group) => [group.key, group.statuses.reduce((sum, s) => sum + (statuses[s] ?? 0), 0)]),
  );
  return { total: rows.reduce((sum, row) => sum + Number(row.count), 0), statuses, groups };
}

export async function getHistory(db: DbOrTx, accountId: string, id: string): Promise<OrderEvent[]> {
  if (!(await q.findOrderRow(db, accountId, id))) throw notFound();
  const events = await q.findEvents(db, accountId, id);
  return events.map((event) => ({
    id: event.id,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    reasonText: event.reasonText,
    actor: event.actor,
    actorName: event.actorName,
    actorNameText: event.actorNameText,
    createdAt: event.createdAt.toISOString(),
  }));
}
