import type { Order, OrderEvent, OrderStatus, StateChangeResult } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { featureFlagOverrides, orders } from '../db/schema';
import { createTestApp, PLATFORM, type TestApp } from './harness';
import { bearer } from './identity';
import { addressBody, call, type Member, newMember, ok } from './teams';

/** The api-key of the carrier status webhook in the orders tests. */
export const CARRIER_KEY = 'x'.repeat(32);

export type Merchant = Member & { pickupId: string };

/** A new merchant with one saved pickup address in Dubai. */
export async function newMerchant(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Merchant> {
  const member = await newMember(t.app, overrides);
  const pickup = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', member.token, addressBody()));
  return { ...member, pickupId: pickup.id };
}

/** The app of a test file with one merchant, who has a saved pickup address in Dubai. */
export async function openMerchantApp(): Promise<{ t: TestApp; merchant: Merchant }> {
  const t = await createTestApp();
  return { t, merchant: await newMerchant(t) };
}

/** A valid order body: next day to Dubai Marina, cash on delivery AED 250. */
export function orderBody(pickupLocationId: string, overrides: Record<string, unknown> = {}) {
  return {
    pickupLocationId,
    recipient: {
      name: 'Fatima Noor',
      phone: '+971509876543',
      addressLine1: 'Marina Heights Tower',
      addressLine2: 'Next to the metro',
      apartmentNumber: '1204',
      area: 'Dubai Marina',
      emirate: 'Dubai',
    },
    items: [{ name: 'Perfume 100ml', quantity: 2, weightKg: 0.4 }],
    payment: { mode: 'cod', codAmountFils: 25_000 },
    serviceKind: 'next_day',
    ...overrides,
  };
}

/** The same body with some recipient fields replaced. */
export function withRecipient(pickupLocationId: string, recipient: Record<string, unknown>) {
  const body = orderBody(pickupLocationId);
  return { ...body, recipient: { ...body.recipient, ...recipient } };
}

export function postOrder(t: TestApp, token: string, body: unknown, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/quiqdash/orders`,
    headers: { ...bearer(token), ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    payload: body as Record<string, unknown>,
  });
}

/** Places an order for the merchant and answers it. */
export async function placeOrder(t: TestApp, merchant: Merchant, overrides: Record<string, unknown> = {}) {
  return ok<Order>(await postOrder(t, merchant.token, orderBody(merchant.pickupId, overrides)));
}

export async function getOrder(t: TestApp, token: string, id: string) {
  return ok<Order>(await call(t.app, 'GET', `/quiqdash/order/${id}`, token));
}

export async function historyOf(t: TestApp, token: string, id: string) {
  return ok<OrderEvent[]>(await call(t.app, 'GET', `/quiqdash/orders/history/${id}`, token));
}

/** PUT /quiqdash/orders/state/{ids}/{state}. */
export function changeState(t: TestApp, token: string, ids: string | string[], state: string, reason?: string) {
  const list = Array.isArray(ids) ? ids.join(',') : ids;
  return call(t.app, 'PUT', `/quiqdash/orders/state/${list}/${state}`, token, reason ? { reason } : undefined);
}

export async function changeStateOk(t: TestApp, token: string, ids: string | string[], state: string) {
  return ok<StateChangeResult[]>(await changeState(t, token, ids, state));
}

/** One courier event through the carrier status webhook. */
export function carrierEvent(t: TestApp, body: Record<string, unknown>, apiKey: string | null = CARRIER_KEY) {
  return t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/webhooks/carrier/status`,
    headers: apiKey === null ? {} : { 'api-key': apiKey },
    payload: body,
  });
}

/**
 * Puts an order straight into a state in the database: the fixture of the
 * transition tests, which need an order in every state.
 */
export async function putInState(t: TestApp, id: string, status: OrderStatus, failedAttempts = 0) {
  await t.database.db.update(orders).set({ status, failedAttempts }).where(eq(orders.id, id));
}

/** An order of the merchant held for review as the dispatcher's rules hold one at placement (no end to the hold). */
export async function heldForReview(t: TestApp, merchant: Merchant): Promise<string> {
  const { id } = await placeOrder(t, merchant);
  await t.database.db.update(orders).set({ status: 'on_hold', onHoldUntil: null }).where(eq(orders.id, id));
  return id;
}

/** Sets the creation time of an order (for date filters and pagination). */
export async function setCreatedAt(t: TestApp, id: string, createdAt: string) {
  await t.database.db
    .update(orders)
    .set({ createdAt: sql`${createdAt}::timestamptz` })
    .where(eq(orders.id, id));
}

/** Turns the shipments_partner_4hr flag off (or on) for one account. */
export async function setFourHourFlag(t: TestApp, accountId: string, enabled: boolean) {
  await t.database.db
    .insert(featureFlagOverrides)
    .values({ flag: 'shipments_partner_4hr', subjectType: 'account', subjectId: accountId, enabled })
    .onConflictDoUpdate({
      target: [featureFlagOverrides.flag, featureFlagOverrides.subjectType, featureFlagOverrides.subjectId],
      set: { enabled },
    });
}

/** Every order of a list, following nextCursor. */
export async function listAll(t: TestApp, token: string, query = '', limit = 200) {
  const seen: Order[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '';
    const page: { orders: Order[]; nextCursor: string | null } = ok(
      await call(
        t.app,
        'GET',
        `/quiqdash/orders?${query}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        token,
      ),
    );
    seen.push(...page.orders);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

export const idsOf = (list: { id: string }[]) => list.map((order) => order.id);
