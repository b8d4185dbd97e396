import {
  type AdminRuleSetsAnswer,
  type EvaluateAnswer,
  type OrderDecisionAnswer,
  OrderDecisionAnswerSchema,
  OrderInputSchema,
  permissionsOfRole,
  type ResolveCarrierAnswer,
  type RuleAnswer,
  type RuleSetAnswer,
  type RuleSetsAnswer,
  type RulesAnswer,
  type SimulationAnswer,
} from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatcherDecisions, dispatcherRuleSetVersions } from '../../db/schema';
import { actorOf } from '../../platform/actor';
import type { Caller } from '../../platform/auth';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant, orderBody, placeOrder, setCreatedAt } from '../../test/orders';
import { ARAMEX_STAND_IN_ACCOUNT } from '../../test/stand-ins/aramex/stand-in';
import { call, type Member, makeAdmin, newMember, ok } from '../../test/teams';
import { createOrdersInBulk } from '../orders';

/** Aramex connected (at an address nothing answers: the rules never call it). */
const ARAMEX_CONNECTED = {
  carrierApis: { aramex: { baseUrl: 'http://127.0.0.1:9', clientInfo: { ...ARAMEX_STAND_IN_ACCOUNT } } },
};

/**
 * The same database served with Aramex connected and, as after its settings are removed, without:
 * what was saved while it was connected is read by the app that no longer has it.
 */
async function connectedThenNot() {
  const database = await openTestDatabase();
  const shared = { ...database, close: async () => {} };
  const connected = await createTestApp(ARAMEX_CONNECTED, { database: shared });
  const bare = await createTestApp({}, { database: shared });
  const close = async () => {
    await connected.close();
    await bare.close();
    await database.close();
  };
  return { connected, bare, close };
}

let t: TestApp;
let merchant: Merchant;
let other: Merchant;
let staff: Member;
beforeAll(async () => {
  t = await createTestApp(ARAMEX_CONNECTED);
  merchant = await newMerchant(t);
  other = await newMerchant(t);
  staff = await newMember(t.app);
  await makeAdmin(t, staff);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, path: string, who: Member, body?: unknown) => call(t.app, method, path, who.token, body);

const HEAVY_ABU_DHABI = {
  name: 'Heavy to Abu Dhabi',
  conditions: [
    { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
    { field: 'weight_kg', operator: 'gt', value: 10 },
  ],
  action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
};
const heavyAbuDhabiOrder = (overrides: Record<string, unknown> = {}) => ({
  recipient: { ...orderBody('x').recipient, emirate: 'Abu Dhabi', area: 'Al Reem Island' },
  items: [{ name: 'Rug', quantity: 1, weightKg: 14 }],
  payment: { mode: 'prepaid' },
  ...overrides,
});

async function newRuleSet(who: Member, body: Record<string, unknown> = {}) {
  return ok<RuleSetAnswer>(await api('POST', '/partner/dispatcher/rule-sets', who, { name: 'Main rules', ...body }))
    .ruleSet;
}
async function addRule(who: Member, ruleSetId: string, body: Record<string, unknown> = HEAVY_ABU_DHABI) {
  return ok<RuleAnswer>(await api('POST', `/dispatcher/rule-sets/${ruleSetId}/rules`, who, body));
}
async function decisionOf(who: Member, orderId: string) {
  return ok<OrderDecisionAnswer>(await api('GET', `/dispatcher/orders/${orderId}/decision`, who)).decision;
}

describe('a merchant’s own rule set', () => {
  it('is built rule by rule, each change a new version, tried as a draft, then activated for new orders', async () => {
    const set = await newRuleSet(merchant);
    expect(set).toMatchObject({ kind: 'partner', active: false, version: 1, editable: true, rules: [] });
    const { rule, ruleSetVersion } = await addRule(merchant, set.id);
    expect(ruleSetVersion).toBe(2);
    expect(rule).toMatchObject({ position: 0, active: true, name: 'Heavy to Abu Dhabi' });
    expect(rule.conditions.map((c) => c.field)).toEqual(['destination_emirate', 'weight_kg']);

    // A draft decides nothing for orders yet: the platform default carries them.
    const before = await placeOrder(t, merchant, heavyAbuDhabiOrder());
    expect(await decisionOf(merchant, before.id)).toMatchObject({
      outcome: 'carrier',
      carrier: 'sameday',
      service: 'next_day',
      source: 'platform_default',
      ruleSets: { operations: null, partner: null },
    });

    // Tried with the draft in place of the active rule set: decision and trace, nothing stored.
    const tried = ok<EvaluateAnswer>(
      await api('POST', '/dispatcher/evaluate', merchant, { orderId: before.id, ruleSetId: set.id }),
    ).decision;
    expect(tried).toMatchObject({
      carrier: 'aramex',
      service: 'domestic_overnight',
      source: 'partner_rules',
      rule: { id: rule.id, name: 'Heavy to Abu Dhabi' },
      ruleSets: { partner: { id: set.id, version: 2 } },
      explanation: 'Aramex (Domestic Overnight) because rule “Heavy to Abu Dhabi” matched',
    });
    expect(tried.trace[0]?.conditions.map((c) => [c.field, c.actual, c.passed])).toEqual([
      ['destination_emirate', 'Abu Dhabi', true],
      ['weight_kg', 14, true],
    ]);
    expect((await decisionOf(merchant, before.id))?.carrier).toBe('sameday');

    // Facts alone, too: a light parcel falls through to the default.
    const light = ok<EvaluateAnswer>(
      await api('POST', '/dispatcher/evaluate', merchant, {
        ruleSetId: set.id,
        facts: { destinationEmirate: 'Abu Dhabi', serviceKind: 'same_day', weightKg: 2 },
      }),
    ).decision;
    expect(light).toMatchObject({ source: 'partner_default', carrier: 'sameday', service: 'same_day' });
    expect(light.trace[0]).toMatchObject({ outcome: 'not_matched', ruleName: 'Heavy to Abu Dhabi' });

    const activated = ok<RuleSetAnswer>(
      await api('PUT', `/partner/dispatcher/rule-sets/${set.id}`, merchant, { active: true }),
    ).ruleSet;
    expect(activated).toMatchObject({ active: true, version: 3 });
    const after = await placeOrder(t, merchant, heavyAbuDhabiOrder());
    const decision = await decisionOf(merchant, after.id);
    expect(OrderDecisionAnswerSchema.parse({ decision })).toBeTruthy();
    expect(decision).toMatchObject({
      orderId: after.id,
      carrier: 'aramex',
      decidedBy: 'order_created',
      ruleSets: { partner: { id: set.id, version: 3 } },
      facts: { weightKg: 14, destinationEmirate: 'Abu Dhabi', cod: false, parcelCount: 1 },
    });
    // The first placed keeps its decision: nothing redecides an order behind its back.
    expect((await decisionOf(merchant, before.id))?.carrier).toBe('sameday');
  });

  it('edits rules and conditions, reorders, deactivates and deletes, each in a new version', async () => {
    const set = await newRuleSet(merchant, { name: 'Edits' });
    const first = (await addRule(merchant, set.id)).rule;
    const second = (
      await addRule(merchant, set.id, {
        name: 'Refuse B2B',
        conditions: [{ field: 'reference', operator: 'starts_with', value: 'B2B' }],
        action: { type: 'refuse', reason: 'B2B goes by freight' },
        position: 0,
      })
    ).rule;
    expect(second.position).toBe(0);
    const listed = ok<RulesAnswer>(await api('GET', `/dispatcher/rule-sets/${set.id}/rules`, merchant));
    expect(listed.rules.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(listed.ruleSetVersion).toBe(3);

    const withCod = ok<RuleAnswer>(
      await api('POST', '/dispatcher/conditions', merchant, {
        ruleId: first.id,
        condition: { field: 'cod', operator: 'is', value: false },
      }),
    );
    const cod = withCod.rule.conditions.at(-1);
    expect(cod).toMatchObject({ field: 'cod', value: false, ruleId: first.id });
    const changed = ok<RuleAnswer>(
      await api('PUT', `/dispatcher/conditions/${cod?.id}`, merchant, {
        field: 'parcel_count',
        operator: 'lte',
        value: 2,
      }),
    );
    expect(changed.rule.conditions.at(-1)).toMatchObject({ id: cod?.id, field: 'parcel_count', value: 2 });
    const removed = ok<RuleAnswer>(await api('DELETE', `/dispatcher/conditions/${cod?.id}`, merchant));
    expect(removed.rule.conditions).toHaveLength(2);

    const replaced = ok<RuleAnswer>(
      await api('PUT', `/dispatcher/rules/${first.id}`, merchant, {
        ...HEAVY_ABU_DHABI,
        name: 'Heavy anywhere',
        conditions: [{ field: 'weight_kg', operator: 'gte', value: 20 }],
      }),
    );
    expect(replaced.rule).toMatchObject({ name: 'Heavy anywhere', conditions: [{ field: 'weight_kg', value: 20 }] });
    expect(ok<RuleAnswer>(await api('GET', `/dispatcher/rules/${first.id}`, merchant)).rule).toEqual(replaced.rule);

    const off = ok<RuleAnswer>(await api('POST', `/dispatcher/rules/${second.id}/deactivate`, merchant));
    expect(off.rule.active).toBe(false);
    const offDecision = ok<EvaluateAnswer>(
      await api('POST', '/dispatcher/evaluate', merchant, {
        ruleSetId: set.id,
        facts: { serviceKind: 'same_day', weightKg: 1, reference: 'B2B-1', destinationEmirate: 'Dubai' },
      }),
    ).decision;
    expect(offDecision.outcome).toBe('carrier');
    expect(offDecision.trace[0]).toMatchObject({ ruleId: second.id, outcome: 'inactive' });
    const on = ok<RuleAnswer>(await api('POST', `/dispatcher/rules/${second.id}/activate`, merchant));
    expect(on.rule.active).toBe(true);
    const refused = ok<EvaluateAnswer>(
      await api('POST', '/dispatcher/evaluate', merchant, {
        ruleSetId: set.id,
        facts: { serviceKind: 'same_day', weightKg: 1, reference: 'B2B-1', destinationEmirate: 'Dubai' },
      }),
    ).decision;
    expect(refused).toMatchObject({ outcome: 'refuse', reason: 'B2B goes by freight', carrier: null });

    const reordered = ok<RulesAnswer>(
      await api('PUT', `/dispatcher/rule-sets/${set.id}/order`, merchant, { ruleIds: [first.id, second.id] }),
    );
    expect(reordered.rules.map((r) => [r.id, r.position])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
    expectError(
      await api('PUT', `/dispatcher/rule-sets/${set.id}/order`, merchant, { ruleIds: [first.id] }),
      400,
      'invalid_argument',
      'Some fields are not valid.',
    );
    const afterDelete = ok<RulesAnswer>(await api('DELETE', `/dispatcher/rules/${first.id}`, merchant));
    expect(afterDelete.rules.map((r) => [r.id, r.position])).toEqual([[second.id, 0]]);
    const detail = ok<RuleSetAnswer>(await api('GET', `/dispatcher/rule-sets/${set.id}`, merchant)).ruleSet;
    expect(detail.version).toBe(afterDelete.ruleSetVersion);
    const versions = await t.database.db
      .select()
      .from(dispatcherRuleSetVersions)
      .where(eq(dispatcherRuleSetVersions.ruleSetId, set.id));
    expect(versions.map((v) => v.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: detail.version }, (_, i) => i + 1),
    );

    expect(ok(await api('DELETE', `/partner/dispatcher/rule-sets/${set.id}`, merchant))).toEqual({ status: 'OK' });
    expectError(await api('GET', `/dispatcher/rule-sets/${set.id}`, merchant), 404, 'not_found', 'Rule set not found');
  });

  it('refuses a service the carrier does not offer and a rule set of one kind through the other’s path', async () => {
    const set = await newRuleSet(merchant, { name: 'Checks' });
    const bad = expectError(
      await api('POST', `/dispatcher/rule-sets/${set.id}/rules`, merchant, {
        ...HEAVY_ABU_DHABI,
        action: { type: 'carrier', carrier: 'aramex', service: 'same_day' },
      }),
      400,
      'invalid_argument',
      'Some fields are not valid.',
    );
    expect(bad.details.fields?.[0]?.field).toBe('action.service');
    expectError(
      await api('PUT', `/admin/dispatcher/rule-sets/${set.id}`, staff, { name: 'Taken over' }),
      404,
      'not_found',
      'Rule set not found',
    );
  });
});

describe('a decision stored on an order', () => {
  it('never changes when the rule set is edited; redeciding stores a new one after it', async () => {
    const m = await newMerchant(t);
    const set = await newRuleSet(m, { active: true });
    const { rule } = await addRule(m, set.id);
    const order = await placeOrder(t, m, heavyAbuDhabiOrder());
    const first = await decisionOf(m, order.id);
    expect(first).toMatchObject({ carrier: 'aramex', rule: { id: rule.id } });

    await api('PUT', `/dispatcher/rules/${rule.id}`, m, {
      ...HEAVY_ABU_DHABI,
      name: 'Renamed',
      action: { type: 'hold', reason: 'Call first' },
    });
    await api('PUT', `/partner/dispatcher/rule-sets/${set.id}`, m, {
      defaultAction: { type: 'carrier', carrier: 'sameday', service: 'four_hour' },
    });
    expect(await decisionOf(m, order.id)).toEqual(first);

    const again = ok<ResolveCarrierAnswer>(
      await api('POST', '/dispatcher/resolve-carrier', m, { orderIds: [order.id] }),
    );
    expect(again.decisions).toEqual([expect.objectContaining({ decisionId: first?.id, created: false })]);
    const redecided = ok<ResolveCarrierAnswer>(
      await api('POST', '/dispatcher/resolve-carrier', m, { orderIds: [order.id], redecide: true }),
    );
    expect(redecided.decisions[0]).toMatchObject({
      created: true,
      outcome: 'hold',
      reason: 'Call first',
      ruleName: 'Renamed',
      explanation: 'Held for review because rule “Renamed” matched: Call first',
    });
    const latest = await decisionOf(m, order.id);
    expect(latest?.id).toBe(redecided.decisions[0]?.decisionId);
    expect(latest?.trace[0]).toMatchObject({ ruleName: 'Renamed', outcome: 'matched' });
    const rows = await t.database.db
      .select()
      .from(dispatcherDecisions)
      .where(eq(dispatcherDecisions.orderId, order.id));
    expect(rows).toHaveLength(2);
  });

  it('is made for every order of a bulk placement, in its batch', async () => {
    const m = await newMerchant(t);
    const set = await newRuleSet(m, { active: true });
    await addRule(m, set.id);
    const caller: Caller = {
      userId: m.userId,
      sessionId: 'dispatcher-bulk',
      accountId: m.accountId,
      accountRole: 'owner',
      roles: [],
      permissions: permissionsOfRole('owner'),
      isRestricted: false,
    };
    const input = (i: number, heavy: boolean) =>
      OrderInputSchema.parse(
        orderBody(m.pickupId, { partnerOrderId: `BULK-${i}`, ...(heavy ? heavyAbuDhabiOrder() : {}) }),
      );
    for (const writing of ['one-transaction', 'batches'] as const) {
      const rows = Array.from({ length: 300 }, (_, i) => ({
        input: input(writing === 'batches' ? 1000 + i : i, i % 3 === 0),
        sourceRowHash: null,
      }));
      const result = await createOrdersInBulk(t.database.db, actorOf(caller), rows, {}, { writing });
      expect(result.createdCount).toBe(300);
      const decisions = await t.database.db
        .select()
        .from(dispatcherDecisions)
        .where(eq(dispatcherDecisions.accountId, m.accountId));
      const byOrder = new Map(decisions.map((d) => [d.orderId, d]));
      result.createdIds.forEach((id, i) => {
        expect(byOrder.get(id as string)?.carrier, `row ${i}`).toBe(i % 3 === 0 ? 'aramex' : 'sameday');
      });
    }
  });
});

describe('operations rule sets', () => {
  it('are for staff only, and come before the merchant’s own rules; the merchant reads them', async () => {
    expectError(
      await api('POST', '/admin/dispatcher/rule-sets', merchant, { merchantId: merchant.accountId, name: 'Ops' }),
      403,
      'permission_denied',
      'This is for Sameday operations staff only.',
    );
    const ops = ok<RuleSetAnswer>(
      await api('POST', '/admin/dispatcher/rule-sets', staff, {
        merchantId: merchant.accountId,
        name: 'Ops: no COD over AED 2,000',
        active: true,
      }),
    ).ruleSet;
    expect(ops).toMatchObject({ kind: 'operations', accountId: merchant.accountId, defaultAction: { type: 'defer' } });
    const rule = (
      await addRule(staff, ops.id, {
        name: 'Big COD',
        conditions: [
          { field: 'cod', operator: 'is', value: true },
          { field: 'order_value_fils', operator: 'gt', value: 200_000 },
        ],
        action: { type: 'hold', reason: 'Large cash amount' },
      })
    ).rule;

    // The merchant sees it, read only, and cannot change it.
    const listed = ok<RuleSetsAnswer>(await api('GET', '/partner/dispatcher/rule-sets', merchant)).ruleSets;
    expect(listed.find((s) => s.id === ops.id)).toMatchObject({ kind: 'operations', editable: false, ruleCount: 1 });
    expectError(
      await api('POST', `/dispatcher/rules/${rule.id}/deactivate`, merchant),
      403,
      'permission_denied',
      'Operations keep this rule set: only operations staff can change it.',
    );
    expectError(
      await api('PUT', `/partner/dispatcher/rule-sets/${ops.id}`, merchant, { name: 'Mine now' }),
      403,
      'permission_denied',
      'Operations keep this rule set: only operations staff can change it.',
    );

    // The merchant's rule sends heavy Abu Dhabi parcels to Aramex; operations hold big COD first.
    const bigCod = await placeOrder(
      t,
      merchant,
      heavyAbuDhabiOrder({ payment: { mode: 'cod', codAmountFils: 300_000 } }),
    );
    expect(await decisionOf(merchant, bigCod.id)).toMatchObject({
      outcome: 'hold',
      source: 'operations_rules',
      rule: { id: rule.id },
      ruleSets: { operations: { id: ops.id }, partner: { kind: 'partner' } },
    });
    const prepaid = await placeOrder(t, merchant, heavyAbuDhabiOrder());
    const decided = await decisionOf(merchant, prepaid.id);
    expect(decided).toMatchObject({ source: 'partner_rules', carrier: 'aramex' });
    expect(decided?.trace.map((s) => [s.stage, s.outcome])).toEqual([
      ['operations_rules', 'not_matched'],
      ['partner_rules', 'matched'],
    ]);

    // An operations default that does not defer comes before the merchant's default.
    ok(
      await api('PUT', `/admin/dispatcher/rule-sets/${ops.id}`, staff, {
        defaultAction: { type: 'carrier', carrier: 'sameday', service: 'same_day' },
      }),
    );
    const light = ok<EvaluateAnswer>(
      await api('POST', '/dispatcher/evaluate', merchant, {
        facts: { destinationEmirate: 'Dubai', serviceKind: 'next_day', weightKg: 1 },
      }),
    ).decision;
    expect(light).toMatchObject({ source: 'operations_default', service: 'same_day' });
    // Staff evaluate for the merchant by naming it; a merchant cannot name another.
    const forMerchant = ok<EvaluateAnswer>(
      await api('POST', '/dispatcher/evaluate', staff, {
        merchantId: merchant.accountId,
        facts: { destinationEmirate: 'Dubai', serviceKind: 'next_day', weightKg: 1 },
      }),
    ).decision;
    expect(forMerchant.facts.merchantId).toBe(merchant.accountId);
    expectError(
      await api('POST', '/dispatcher/evaluate', other, {
        merchantId: merchant.accountId,
        facts: { serviceKind: 'next_day', weightKg: 1 },
      }),
      403,
      'permission_denied',
      'Only operations staff decide for another merchant.',
    );
    ok(await api('PUT', `/admin/dispatcher/rule-sets/${ops.id}`, staff, { defaultAction: { type: 'defer' } }));
  });

  it('are listed by merchant, a page at a time', async () => {
    for (const name of ['Ops A', 'Ops B', 'Ops C']) {
      ok(await api('POST', '/admin/dispatcher/rule-sets', staff, { merchantId: other.accountId, name }));
    }
    const first = ok<AdminRuleSetsAnswer>(
      await api('GET', `/admin/dispatcher/rule-sets?merchant_id=${other.accountId}&limit=2`, staff),
    );
    expect(first.ruleSets).toHaveLength(2);
    expect(first.nextToken).not.toBeNull();
    const second = ok<AdminRuleSetsAnswer>(
      await api(
        'GET',
        `/admin/dispatcher/rule-sets?merchant_id=${other.accountId}&limit=2&token=${first.nextToken}`,
        staff,
      ),
    );
    expect(second).toMatchObject({ nextToken: null });
    expect([...first.ruleSets, ...second.ruleSets].map((s) => s.name).sort()).toEqual(['Ops A', 'Ops B', 'Ops C']);
    expect(second.ruleSets.every((s) => s.accountId === other.accountId)).toBe(true);
    expectError(
      await api('POST', '/admin/dispatcher/rule-sets', staff, { merchantId: 'acc_nobody', name: 'Ops' }),
      404,
      'not_found',
      'Merchant not found',
    );
  });
});

describe('the 30-day simulation', () => {
  /** A heavy order to Abu Dhabi, a light one, and one older than the window; a draft sending heavy Abu Dhabi orders to Aramex. */
  async function simulated(app: TestApp, run: (m: Merchant) => Promise<SimulationAnswer>) {
    const m = await newMerchant(app);
    const heavy = await placeOrder(app, m, heavyAbuDhabiOrder());
    const light = await placeOrder(app, m, { payment: { mode: 'prepaid' } });
    const old = await placeOrder(app, m, heavyAbuDhabiOrder());
    await setCreatedAt(app, old.id, new Date(Date.now() - 40 * 86_400_000).toISOString());
    return { heavy, light, old, result: await run(m) };
  }
  const runDraft = (app: TestApp) => async (m: Merchant) => {
    const on = (method: Method, path: string, body?: unknown) => call(app.app, method, path, m.token, body);
    const set = ok<RuleSetAnswer>(await on('POST', '/partner/dispatcher/rule-sets', { name: 'Draft' })).ruleSet;
    ok(await on('POST', `/dispatcher/rule-sets/${set.id}/rules`, HEAVY_ABU_DHABI));
    return ok<SimulationAnswer>(await on('POST', `/dispatcher/rule-sets/${set.id}/simulation`, {}));
  };

  it('runs a draft over the last 30 days: orders and cost per carrier before and after, and what changes', async () => {
    const connected = await createTestApp(ARAMEX_CONNECTED);
    try {
      const { heavy, light, old, result } = await simulated(connected, runDraft(connected));
      expect(result).toMatchObject({ orderCount: 2, changedCount: 1, notConnected: [] });
      expect(result.before).toEqual([
        { outcome: 'carrier', carrier: 'sameday', orders: 2, costFils: expect.any(Number) },
      ]);
      expect(result.after.map((b) => [b.carrier, b.orders]).sort()).toEqual([
        ['aramex', 1],
        ['sameday', 1],
      ]);
      expect(result.changes).toEqual([
        expect.objectContaining({
          orderId: heavy.id,
          before: expect.objectContaining({ carrier: 'sameday' }),
          after: expect.objectContaining({ carrier: 'aramex', ruleName: 'Heavy to Abu Dhabi' }),
        }),
      ]);
      // Sameday next day to Abu Dhabi, 14 kg: 2,000 + 13 × 200 fils; Aramex's estimate: 4,000 + 13 × 150.
      expect(result.costDifferenceFils).toBe(4000 + 13 * 150 - (2000 + 13 * 200));
      expect(result.changes.some((c) => c.orderId === light.id || c.orderId === old.id)).toBe(false);
    } finally {
      await connected.close();
    }
  });

  it('counts the orders a rule sends to a carrier not connected on this platform as refused', async () => {
    // The rule was saved while Aramex was connected; this app connects no partner carrier.
    const pair = await connectedThenNot();
    try {
      const { heavy, result } = await simulated(pair.connected, async (m) => {
        const set = ok<RuleSetAnswer>(
          await call(pair.connected.app, 'POST', '/partner/dispatcher/rule-sets', m.token, { name: 'Draft' }),
        ).ruleSet;
        ok(await call(pair.connected.app, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, m.token, HEAVY_ABU_DHABI));
        return ok<SimulationAnswer>(
          await call(pair.bare.app, 'POST', `/dispatcher/rule-sets/${set.id}/simulation`, m.token, {}),
        );
      });
      expect(result.notConnected).toEqual(['aramex']);
      expect(result.after).toContainEqual({ outcome: 'refuse', carrier: 'aramex', orders: 1, costFils: 0 });
      expect(result.after).toContainEqual(
        expect.objectContaining({ outcome: 'carrier', carrier: 'sameday', orders: 1 }),
      );
      expect(result.changes).toEqual([
        expect.objectContaining({
          orderId: heavy.id,
          after: expect.objectContaining({ outcome: 'refuse', carrier: 'aramex', costFils: 0 }),
        }),
      ]);
      expect(result.costDifferenceFils).toBe(-(2000 + 13 * 200));
    } finally {
      await pair.close();
    }
  });
});

describe('tenant isolation', () => {
  it('another merchant reaches none of the rule sets, rules, conditions, orders or decisions', async () => {
    const set = await newRuleSet(merchant, { name: 'Private' });
    const { rule } = await addRule(merchant, set.id);
    const conditionId = rule.conditions[0]?.id as string;
    const order = await placeOrder(t, merchant);
    const notFound: [Method, string, unknown?][] = [
      ['GET', `/dispatcher/rule-sets/${set.id}`],
      ['GET', `/dispatcher/rule-sets/${set.id}/rules`],
      ['POST', `/dispatcher/rule-sets/${set.id}/rules`, HEAVY_ABU_DHABI],
      ['PUT', `/dispatcher/rule-sets/${set.id}/order`, { ruleIds: [rule.id] }],
      ['POST', `/dispatcher/rule-sets/${set.id}/simulation`, {}],
      ['GET', `/dispatcher/rules/${rule.id}`],
      ['PUT', `/dispatcher/rules/${rule.id}`, HEAVY_ABU_DHABI],
      ['DELETE', `/dispatcher/rules/${rule.id}`],
      ['POST', `/dispatcher/rules/${rule.id}/activate`],
      ['POST', `/dispatcher/rules/${rule.id}/deactivate`],
      ['POST', '/dispatcher/conditions', { ruleId: rule.id, condition: { field: 'cod', operator: 'is', value: true } }],
      ['PUT', `/dispatcher/conditions/${conditionId}`, { field: 'cod', operator: 'is', value: true }],
      ['DELETE', `/dispatcher/conditions/${conditionId}`],
      ['PUT', `/partner/dispatcher/rule-sets/${set.id}`, { name: 'Stolen' }],
      ['DELETE', `/partner/dispatcher/rule-sets/${set.id}`],
      ['GET', `/dispatcher/orders/${order.id}/decision`],
      ['POST', '/dispatcher/evaluate', { orderId: order.id }],
      ['POST', '/dispatcher/evaluate', { ruleSetId: set.id, facts: { serviceKind: 'same_day', weightKg: 1 } }],
      ['POST', '/dispatcher/resolve-carrier', { orderIds: [order.id] }],
    ];
    for (const [method, path, body] of notFound) {
      const response = await api(method, path, other, body);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
      expect(response.body).not.toContain('Heavy to Abu Dhabi');
    }
    const theirs = ok<RuleSetsAnswer>(await api('GET', '/partner/dispatcher/rule-sets', other)).ruleSets;
    expect(theirs.some((s) => s.accountId === merchant.accountId)).toBe(false);
    // Unchanged for its owner.
    const mine = ok<RuleSetAnswer>(await api('GET', `/dispatcher/rule-sets/${set.id}`, merchant)).ruleSet;
    expect(mine).toMatchObject({ name: 'Private', version: 2, rules: [{ id: rule.id, active: true }] });
  });
});

describe('a carrier not connected on this platform', () => {
  const TO_ARAMEX = { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' };

  it('names the rules and default sending orders to it when read, and refuses a new rule naming it', async () => {
    const { connected, bare, close } = await connectedThenNot();
    try {
      const m = await newMerchant(connected);
      const on = (app: TestApp, method: Method, path: string, body?: unknown) =>
        call(app.app, method, path, m.token, body);
      const set = ok<RuleSetAnswer>(
        await on(connected, 'POST', '/partner/dispatcher/rule-sets', { name: 'Main', defaultAction: TO_ARAMEX }),
      ).ruleSet;
      const { rule } = ok<RuleAnswer>(
        await on(connected, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, HEAVY_ABU_DHABI),
      );
      const fleet = {
        ...HEAVY_ABU_DHABI,
        name: 'Fleet',
        action: { type: 'carrier', carrier: 'sameday', service: null },
      };
      ok(await on(connected, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, fleet));

      // Connected: nothing to say.
      expect(ok<RuleSetAnswer>(await on(connected, 'GET', `/dispatcher/rule-sets/${set.id}`))).toMatchObject({
        notConnected: [],
        warnings: [],
      });
      // No longer connected: the rule set loads whole and names the rule and the default.
      const read = ok<RuleSetAnswer>(await on(bare, 'GET', `/dispatcher/rule-sets/${set.id}`));
      expect(read.ruleSet.rules.map((r) => r.action.type === 'carrier' && r.action.carrier)).toEqual([
        'aramex',
        'sameday',
      ]);
      expect(read.notConnected).toEqual(['aramex']);
      expect(read.warnings).toEqual([
        { ruleId: rule.id, carrier: 'aramex' },
        { ruleId: null, carrier: 'aramex' },
      ]);

      // A new rule naming it is refused, on the action's carrier; one already naming it may be kept.
      const refused = await on(bare, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, {
        ...HEAVY_ABU_DHABI,
        name: 'New',
      });
      const error = expectError(refused, 400, 'invalid_argument', 'Some fields are not valid.');
      expect(error.details.fields).toEqual([
        expect.objectContaining({ field: 'action.carrier', message: 'Aramex: Not connected on this platform.' }),
      ]);
      const renamed = await on(bare, 'PUT', `/dispatcher/rules/${rule.id}`, { ...HEAVY_ABU_DHABI, name: 'Kept' });
      expect(ok<RuleAnswer>(renamed).rule.name).toBe('Kept');
      const fleetRule = read.ruleSet.rules[1]?.id as string;
      expectError(
        await on(bare, 'PUT', `/dispatcher/rules/${fleetRule}`, HEAVY_ABU_DHABI),
        400,
        'invalid_argument',
        'Some fields are not valid.',
      );
      // Connected again, the same rule is welcome.
      ok(await on(connected, 'POST', `/dispatcher/rule-sets/${set.id}/rules`, { ...HEAVY_ABU_DHABI, name: 'New' }));
    } finally {
      await close();
    }
  });

  it("refuses a rule set's default newly naming it, and keeps one that already did", async () => {
    const { connected, bare, close } = await connectedThenNot();
    try {
      const m = await newMerchant(connected);
      const on = (app: TestApp, method: Method, path: string, body?: unknown) =>
        call(app.app, method, path, m.token, body);
      const carrierError = (answer: Awaited<ReturnType<typeof on>>) =>
        expectError(answer, 400, 'invalid_argument', 'Some fields are not valid.').details.fields;
      const refusal = [
        expect.objectContaining({ field: 'defaultAction.carrier', message: 'Aramex: Not connected on this platform.' }),
      ];
      // A new rule set sending orders to it by default.
      expect(
        carrierError(
          await on(bare, 'POST', '/partner/dispatcher/rule-sets', { name: 'New', defaultAction: TO_ARAMEX }),
        ),
      ).toEqual(refusal);
      // A rule set whose default changes to it.
      const plain = ok<RuleSetAnswer>(
        await on(bare, 'POST', '/partner/dispatcher/rule-sets', { name: 'Plain' }),
      ).ruleSet;
      const changed = await on(bare, 'PUT', `/partner/dispatcher/rule-sets/${plain.id}`, { defaultAction: TO_ARAMEX });
      expect(carrierError(changed)).toEqual(refusal);
      const unchanged = ok<RuleSetAnswer>(await on(bare, 'GET', `/dispatcher/rule-sets/${plain.id}`)).ruleSet;
      expect(unchanged.version).toBe(plain.version);
      // One saved while it was connected may be renamed with its default as it is.
      const kept = ok<RuleSetAnswer>(
        await on(connected, 'POST', '/partner/dispatcher/rule-sets', { name: 'Main', defaultAction: TO_ARAMEX }),
      ).ruleSet;
      const renamed = await on(bare, 'PUT', `/partner/dispatcher/rule-sets/${kept.id}`, {
        name: 'Main, renamed',
        defaultAction: TO_ARAMEX,
      });
      expect(ok<RuleSetAnswer>(renamed).ruleSet.name).toBe('Main, renamed');
    } finally {
      await close();
    }
  });
});
