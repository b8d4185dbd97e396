import {
  type DeliveryReport,
  type Order,
  RECIPIENT_VERIFICATION_HEADER,
  STAFF_MESSAGES,
  type TrackingView,
} from '@sameday/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, recipientMessages } from '../../db/schema';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import {
  CARRIER_KEY,
  carrierEvent,
  changeStateOk,
  historyOf,
  type Merchant,
  newMerchant,
  placeOrder,
  putInState,
} from '../../test/orders';
import { pdfText } from '../../test/pdf-reader';
import { newStaff } from '../../test/staff';
import { call, createTeam, joinTeam, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
let other: Merchant;

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t, { full_name: 'Layla Haddad' });
  other = await newMerchant(t);
}, 120_000);
afterAll(() => t?.close());

const returnPath = (id: string) => `/quiqdash/orders/customer_return/${id}`;
const createReturn = (id: string, token = merchant.token, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', returnPath(id), token, body);

async function courier(orderId: string, status: string) {
  const response = await carrierEvent(t, { order_id: orderId, delivery_status: status });
  expect(response.statusCode, response.body).toBe(200);
}

/** An order the courier delivered (out for delivery, then the carrier's `delivered`). */
async function delivered(who: Merchant = merchant) {
  const order = await placeOrder(t, who);
  await putInState(t, order.id, 'out_for_delivery');
  await courier(order.id, 'delivered');
  return order;
}

const getOrder = async (id: string) => ok<Order>(await call(t.app, 'GET', `/quiqdash/order/${id}`, merchant.token));

describe('a customer return created by the merchant', () => {
  it('is a new order from the drop-off back to the pickup, linked both ways, with no cash to collect', async () => {
    const original = await delivered();
    const created = ok<Order>(await createReturn(original.id, merchant.token, { reason: 'Wrong size' }));
    expect(created.id).toMatch(/^SD[0-9A-Z]{10}$/);
    expect(created.id).not.toBe(original.id);
    expect(created).toMatchObject({
      status: 'pending',
      accountId: merchant.accountId,
      returnOfOrderId: original.id,
      returnOrderId: null,
      payment: { mode: 'prepaid', codAmountFils: 0 },
      serviceKind: 'next_day',
      partnerOrderId: null,
      createdBy: 'Layla Haddad',
    });
    expect(created.pickup).toMatchObject({
      kind: 'pickup',
      contactName: original.dropoff.name,
      phone: original.dropoff.phone,
      addressLine1: original.dropoff.addressLine1,
      area: original.dropoff.area,
      emirate: original.dropoff.emirate,
    });
    expect(created.dropoff).toMatchObject({
      kind: 'dropoff',
      name: original.pickup.contactName,
      phone: original.pickup.phone,
      addressLine1: original.pickup.addressLine1,
      area: original.pickup.area,
      emirate: original.pickup.emirate,
    });
    // The courier's note is the server's own text: its English, and its id for the dashboard (decision 053).
    expect(created.dropoff.notes).toBe(`Customer return of #${original.id}`);
    expect(created.dropoff.notesText).toEqual({ id: 'orderNotes.customerReturnOf', values: { order: original.id } });
    expect(created.items.map((item) => [item.name, item.quantity])).toEqual(
      original.items.map((item) => [item.name, item.quantity]),
    );
    expect(created.priceFils).toBeGreaterThan(0);

    const after = await getOrder(original.id);
    expect(after).toMatchObject({ status: 'delivery_complete', returnOrderId: created.id, returnOfOrderId: null });
    const originalHistory = await historyOf(t, merchant.token, original.id);
    expect(originalHistory.at(-1)).toMatchObject({
      fromStatus: 'delivery_complete',
      toStatus: 'delivery_complete',
      reason: `Return requested: #${created.id}`,
      actor: 'merchant',
      actorName: 'Layla Haddad',
    });
    const returnHistory = await historyOf(t, merchant.token, created.id);
    expect(returnHistory).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        reason: `Return of #${original.id}: Wrong size`,
      }),
    ]);
    // The list finds it among the returns only.
    const list = ok<{ orders: Order[] }>(await call(t.app, 'GET', '/quiqdash/orders?kind=return', merchant.token));
    expect(list.orders.map((order) => order.id)).toContain(created.id);
    expect(list.orders.every((order) => order.returnOfOrderId)).toBe(true);
  });

  it('follows the ordinary lifecycle back to the pickup address, with a label marked RETURN', async () => {
    const original = await delivered();
    const back = ok<Order>(await createReturn(original.id));
    const labels = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/quiqdash/orders/labels/${back.id}?format=4x6`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(labels.statusCode).toBe(200);
    const [text = ''] = await pdfText(labels.rawPayload);
    expect(text).toContain('RETURN');
    expect(text).toContain(original.id);
    // The label's TO is the merchant's pickup contact; FROM is the customer.
    expect(text.indexOf(original.pickup.contactName)).toBeLessThan(text.indexOf(original.dropoff.name));

    await changeStateOk(t, merchant.token, back.id, 'ready_for_collection');
    for (const status of ['collected', 'received_at_depot', 'out_for_delivery', 'delivered'])
      await courier(back.id, status);
    expect((await getOrder(back.id)).status).toBe('delivery_complete');
    // A return is not returned again.
    expectError(await createReturn(back.id), 412, 'failed_precondition', 'A return cannot itself be returned.');
  });

  it('is refused for orders not delivered, and unknown for another account’s order', async () => {
    const pending = await placeOrder(t, merchant);
    for (const status of [
      'pending',
      'out_for_delivery',
      'delivery_failed',
      'returned_to_origin',
      'cancelled',
    ] as const) {
      await putInState(t, pending.id, status);
      expectError(
        await createReturn(pending.id),
        412,
        'failed_precondition',
        'Only a delivered order can be returned.',
      );
    }
    const theirs = await delivered(other);
    expectError(await createReturn(theirs.id), 404, 'not_found', 'Order not found');
    expectError(await createReturn('SD0000000000'), 404, 'not_found', 'Order not found');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(row?.returnOrderId).toBeNull();
  });

  it('is refused to a read-only member and to support’s read-only view', async () => {
    const original = await delivered();
    await createTeam(t.app, merchant);
    const { member } = await joinTeam(t, merchant, 'viewer');
    const asViewer = await createReturn(original.id, member.token);
    expect(asViewer.statusCode).toBe(403);
    const support = await newStaff(t, ['support']);
    const view = ok<{ token: string }>(
      await call(t.app, 'GET', `/oauth/actor/token/${merchant.accountId}`, support.token),
    );
    expectError(await createReturn(original.id, view.token), 403, 'permission_denied', STAFF_MESSAGES.actorReadOnly);
    expect((await getOrder(original.id)).returnOrderId).toBeNull();
  });

  it('places one return under a double click; a cancelled return frees the order for another', async () => {
    const original = await delivered();
    const answers = await Promise.all([1, 2, 3].map(() => createReturn(original.id)));
    const ids = answers.map((answer) => ok<Order>(answer).id);
    expect(new Set(ids).size).toBe(1);
    const returns = await t.database.db.select().from(orders).where(eq(orders.returnOfOrderId, original.id));
    expect(returns).toHaveLength(1);
    const lines = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, original.id));
    expect(lines.filter((line) => line.reason?.startsWith('Return requested'))).toHaveLength(1);

    await changeStateOk(t, merchant.token, ids[0] as string, 'cancelled');
    // The original no longer points at the cancelled return: the drawer and the tracking page offer one again.
    expect((await getOrder(original.id)).returnOrderId).toBeNull();
    const again = ok<Order>(await createReturn(original.id));
    expect(again.id).not.toBe(ids[0]);
    expect((await getOrder(original.id)).returnOrderId).toBe(again.id);
  });
});

describe('a return requested by the recipient on the tracking page', () => {
  const track = (code: string, action = '', body?: unknown, verification?: string) =>
    t.app.inject({
      method: action ? 'POST' : 'GET',
      url: `${PLATFORM}/track/${code}${action ? `/${action}` : ''}`,
      remoteAddress: '10.0.0.7',
      headers: verification ? { [RECIPIENT_VERIFICATION_HEADER]: verification } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  /** The recipient confirms with the code sent to their phone (read from the outbox: no provider here). */
  const confirmedByCode = async (code: string, orderId: string) => {
    ok(await track(code, 'verify/send', {}));
    const [message] = await t.database.db
      .select({ text: recipientMessages.text })
      .from(recipientMessages)
      .where(and(eq(recipientMessages.orderId, orderId), like(recipientMessages.eventKey, '%:verification:%')));
    const otp = /\b[0-9]{6}\b/.exec(message?.text ?? '')?.[0];
    return ok<{ token: string }>(await track(code, 'verify', { otp })).token;
  };
  const codeOf = async (id: string) =>
    ok<{ code: string }>(await call(t.app, 'GET', `/tracking/orders/${id}/link`, merchant.token)).code;
  const setWindow = (returnWindowDays: number) =>
    call(t.app, 'PUT', '/tracking/settings', merchant.token, {
      brandColour: '#0b5cad',
      logoUrl: '',
      notifyEvents: [],
      returnWindowDays,
    });
  /** Moves the delivery `days` into the past. */
  const deliveredDaysAgo = (id: string, days: number) =>
    t.database.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(orderEvents.orderId, id));

  it('places the same return, once, within the window; the merchant sees it in the history', async () => {
    ok(await setWindow(7));
    const pending = await placeOrder(t, merchant);
    const pendingCode = await codeOf(pending.id);
    expect(ok<TrackingView>(await track(pendingCode)).actions.return).toBe(false);
    const pendingProof = await confirmedByCode(pendingCode, pending.id);
    expect((await track(pendingCode, 'return', {}, pendingProof)).json().code).toBe('failed_precondition');

    const original = await delivered();
    const code = await codeOf(original.id);
    const before = ok<TrackingView>(await track(code));
    expect(before.actions.return).toBe(true);
    expect(Date.parse(before.returnUntil ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // The merchant pays for it: the label's code alone asks for nothing.
    expect((await track(code, 'return', {})).json().code).toBe('permission_denied');
    const proof = await confirmedByCode(code, original.id);

    const answers = await Promise.all([
      track(code, 'return', { reason: 'Too small' }, proof),
      track(code, 'return', {}, proof),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const view = (answers.find((answer) => answer.statusCode === 200)?.json() ?? {}) as TrackingView;
    expect(view).toMatchObject({ returnRequested: true, returnUntil: null, actions: { return: false } });
    expect((await track(code, 'return', {}, proof)).json()).toMatchObject({
      code: 'failed_precondition',
      message: 'A return can be requested once, after delivery and within the return window.',
    });

    const after = await getOrder(original.id);
    expect(after.returnOrderId).toMatch(/^SD/);
    const back = await getOrder(after.returnOrderId as string);
    expect(back).toMatchObject({
      returnOfOrderId: original.id,
      status: 'pending',
      createdBy: 'Fatima Noor (recipient)',
    });
    const history = await historyOf(t, merchant.token, original.id);
    expect(history.at(-1)).toMatchObject({
      actor: 'recipient',
      reason: `Return requested by the recipient: #${back.id}`,
    });
    // Either request may win the race (PostgreSQL runs them at once): the history keeps the winner's reason.
    const winnerReason = answers[0]?.statusCode === 200 ? ': Too small' : '';
    expect((await historyOf(t, merchant.token, back.id))[0]).toMatchObject({
      actor: 'recipient',
      reason: `Return of #${original.id}${winnerReason}`,
    });
  });

  it('is refused outside the window, and when the merchant offers none', async () => {
    ok(await setWindow(3));
    const late = await delivered();
    await deliveredDaysAgo(late.id, 4);
    const code = await codeOf(late.id);
    expect(ok<TrackingView>(await track(code)).actions.return).toBe(false);
    expect((await track(code, 'return', {}, await confirmedByCode(code, late.id))).json().code).toBe(
      'failed_precondition',
    );
    const recent = await delivered();
    await deliveredDaysAgo(recent.id, 2);
    const recentCode = await codeOf(recent.id);
    expect(ok<TrackingView>(await track(recentCode)).actions.return).toBe(true);
    ok(await setWindow(0));
    const recentProof = await confirmedByCode(recentCode, recent.id);
    expect((await track(recentCode, 'return', {}, recentProof)).json().code).toBe('failed_precondition');
    expect((await getOrder(recent.id)).returnOrderId).toBeNull();
    expect((await track('a'.repeat(24), 'return', {})).json().code).toBe('not_found');
    ok(await setWindow(7));
  });
});

describe('the delivery report', () => {
  it('counts the period’s returns, those the recipients asked for and those back home', async () => {
    const fresh = await newMerchant(t);
    const first = await delivered(fresh);
    const second = await delivered(fresh);
    const a = ok<Order>(await createReturn(first.id, fresh.token));
    ok(await createReturn(second.id, fresh.token));
    await putInState(t, a.id, 'delivery_complete');
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const report = ok<DeliveryReport>(
      await call(t.app, 'GET', `/quiqdash/reports/summary?from=${today}&to=${today}`, fresh.token),
    );
    expect(report.returns).toEqual({ count: 2, byRecipient: 0, completed: 1 });
  });
});
