import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HISTORY_SENTENCES,
  ORDER_ERROR_SENTENCES,
  ORDER_STATUS_LABELS,
  renderServerText,
  sentence,
} from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import {
  CARRIER_KEY,
  carrierEvent,
  changeStateOk,
  historyOf,
  type Merchant,
  newMerchant,
  orderBody,
  placeOrder,
  putInState,
} from '../../test/orders';
import { call, ok } from '../../test/teams';

// Texts the server writes are kept and answered by message id with values, beside their English (decision 053).
let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t);
});
afterAll(async () => t?.close());

describe('texts by id', () => {
  it('keeps an order’s history reason and actor by id beside the English, and answers both', async () => {
    const order = await placeOrder(t, merchant);
    await changeStateOk(t, merchant.token, order.id, 'ready_for_collection');
    for (const word of ['picked_up', 'at_hub', 'out_for_delivery', 'failed', 'out_for_delivery', 'failed']) {
      ok(await carrierEvent(t, { order_id: order.id, delivery_status: word, failure_reason: 'Nobody home' }));
    }
    const history = await historyOf(t, merchant.token, order.id);
    const placed = history.find((event) => event.toStatus === 'pending');
    expect(placed?.reason).toBe(HISTORY_SENTENCES.placed);
    expect(placed?.reasonText).toEqual({ id: 'history.placed', values: {} });
    const held = history.find((event) => event.toStatus === 'on_hold');
    expect(held?.reason).toBe(HISTORY_SENTENCES.secondFailedAttempt);
    expect(held?.reasonText).toEqual({ id: 'history.secondFailedAttempt', values: {} });
    expect(renderServerText(held?.reasonText ?? { id: '', values: {} })).toBe(held?.reason);
    // The courier's own words stay as written, with no id.
    const failed = history.find((event) => event.toStatus === 'delivery_failed');
    expect(failed?.reason).toBe('Nobody home');
    expect(failed?.reasonText ?? null).toBeNull();
    // The merchant who placed it is named as a user is: no server sentence.
    expect(placed?.actorNameText ?? null).toBeNull();
  });

  it('answers an error written from a template with its id and values in the details', async () => {
    const order = await placeOrder(t, merchant);
    await putInState(t, order.id, 'collected');
    const refused = expectError(
      await call(t.app, 'PUT', `/quiqdash/order/${order.id}`, merchant.token, orderBody(merchant.pickupId)),
      412,
      'failed_precondition',
      sentence(ORDER_ERROR_SENTENCES.noLongerEditable, { status: ORDER_STATUS_LABELS.collected }),
    );
    expect(refused.details.messageText).toEqual({
      id: 'orders.noLongerEditable',
      values: { status: ORDER_STATUS_LABELS.collected },
    });
  });

  it('gives rows written before it their id and values where a template wrote the English', async () => {
    const order = await placeOrder(t, merchant);
    const db = t.database.db;
    const old = (id: string, reason: string) => sql`
      insert into order_events (id, order_id, account_id, from_status, to_status, reason, actor, actor_name)
      values (${id}, ${order.id}, ${order.accountId}, 'pending', 'pending', ${reason}, 'system', 'Sameday')`;
    await db.execute(old('evt_old_template', 'Held for review by the dispatcher rule “Fragile: glass”: call us first'));
    await db.execute(old('evt_old_fixed', HISTORY_SENTENCES.edited));
    await db.execute(old('evt_old_words', 'Customer asked to wait'));
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../../drizzle/0028_texts_by_id.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('UPDATE'));
    expect(backfill.length).toBeGreaterThan(50);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const history = await historyOf(t, merchant.token, order.id);
    const textOf = (id: string) => history.find((event) => event.id === id)?.reasonText ?? null;
    expect(textOf('evt_old_template')).toEqual({
      id: 'history.heldByRuleWithReason',
      values: { rule: 'Fragile: glass', reason: 'call us first' },
    });
    expect(textOf('evt_old_fixed')).toEqual({ id: 'history.edited', values: {} });
    expect(textOf('evt_old_words')).toBeNull();
  });
});
