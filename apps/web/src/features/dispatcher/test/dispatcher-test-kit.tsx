import { notifications } from '@mantine/notifications';
import {
  type CarrierCode,
  type CarrierWarning,
  type DecisionResult,
  DISPATCHER_PATHS,
  type Rule,
  type RuleInput,
  RuleInputSchema,
  type RuleSetDetail,
  type SimulationAnswer,
} from '@sameday/contract';
import { afterEach } from 'vitest';
import { ACCOUNT_ID, baseRoutes } from '../../../test/account-kit';
import { type ApiCall, ok, type Route } from '../../../test/mock-api';
import { Landed, renderScreen } from '../../../test/render-screen';
import ShippingRulesPage from '../shipping-rules-page';

/** The shipping rules screen's tests: the real providers and router, and a fake dispatcher API behind fetch. */

afterEach(() => notifications.clean());

export const renderShippingRules = () =>
  renderScreen(
    [
      { path: '/settings/shipping-rules', element: <ShippingRulesPage /> },
      { path: '*', element: <Landed /> },
    ],
    '/settings/shipping-rules',
  );

const NOW = '2026-11-24T08:00:00.000Z';

export function ruleFixture(overrides: Partial<Rule> = {}): Rule {
  return {
    id: 'rul_heavy',
    ruleSetId: 'rs_1',
    position: 0,
    name: 'Heavy parcels to Abu Dhabi',
    active: true,
    conditions: [
      { id: 'cnd_1', ruleId: 'rul_heavy', field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
      { id: 'cnd_2', ruleId: 'rul_heavy', field: 'weight_kg', operator: 'gt', value: 10 },
    ],
    action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
    updatedAt: NOW,
    ...overrides,
  };
}

export function ruleSetFixture(overrides: Partial<RuleSetDetail> = {}): RuleSetDetail {
  const rules = overrides.rules ?? [ruleFixture()];
  return {
    id: 'rs_1',
    accountId: ACCOUNT_ID,
    kind: 'partner',
    name: 'Shipping rules',
    active: false,
    version: 3,
    defaultAction: { type: 'carrier', carrier: 'sameday', service: null },
    ruleCount: rules.length,
    editable: true,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
    rules,
  };
}

export function decisionFixture(overrides: Partial<DecisionResult> = {}): DecisionResult {
  return {
    outcome: 'carrier',
    carrier: 'aramex',
    service: 'domestic_overnight',
    reason: null,
    source: 'partner_rules',
    rule: { id: 'rul_heavy', name: 'Heavy parcels to Abu Dhabi' },
    ruleSets: { operations: null, partner: { id: 'rs_1', name: 'Shipping rules', kind: 'partner', version: 3 } },
    facts: {
      merchantId: ACCOUNT_ID,
      destinationEmirate: 'Abu Dhabi',
      destinationCountry: 'AE',
      serviceKind: 'same_day',
      weightKg: 12,
      heaviestParcelKg: 12,
      longestSideCm: null,
      cod: false,
      orderValueFils: null,
      parcelCount: 1,
      pickupLocationId: null,
      pickupEmirate: null,
      placedAt: NOW,
      dubaiTime: '12:00',
      reference: null,
      tags: [],
    },
    trace: [
      {
        stage: 'partner_rules',
        ruleSetId: 'rs_1',
        ruleSetVersion: 3,
        ruleId: 'rul_heavy',
        ruleName: 'Heavy parcels to Abu Dhabi',
        outcome: 'matched',
        conditions: [
          {
            conditionId: 'cnd_1',
            field: 'destination_emirate',
            operator: 'in',
            expected: ['Abu Dhabi'],
            actual: 'Abu Dhabi',
            passed: true,
          },
          { conditionId: 'cnd_2', field: 'weight_kg', operator: 'gt', expected: 10, actual: 12, passed: true },
        ],
        note: null,
      },
    ],
    explanation: 'Aramex (Domestic Overnight) because rule “Heavy parcels to Abu Dhabi” matched',
    ...overrides,
  };
}

export function simulationFixture(overrides: Partial<SimulationAnswer> = {}): SimulationAnswer {
  return {
    ruleSetId: 'rs_1',
    ruleSetVersion: 3,
    from: '2026-10-25T08:00:00.000Z',
    to: NOW,
    orderCount: 40,
    changedCount: 6,
    before: [{ outcome: 'carrier', carrier: 'sameday', orders: 40, costFils: 100_000 }],
    after: [
      { outcome: 'carrier', carrier: 'sameday', orders: 34, costFils: 85_000 },
      { outcome: 'carrier', carrier: 'aramex', orders: 6, costFils: 12_000 },
    ],
    costBeforeFils: 100_000,
    costAfterFils: 97_000,
    costDifferenceFils: -3_000,
    changes: [
      {
        orderId: '7001',
        reference: 'SOUK-1',
        before: { outcome: 'carrier', carrier: 'sameday', service: 'same_day', costFils: 4_500 },
        after: {
          outcome: 'carrier',
          carrier: 'aramex',
          service: 'domestic_overnight',
          costFils: 4_000,
          ruleName: 'Heavy parcels to Abu Dhabi',
        },
      },
    ],
    notConnected: [],
    ...overrides,
  };
}

/**
 * A dispatcher that keeps what the screen sends: rule sets, rules, their order and activation,
 * each change a new version, as the API does.
 */
export function fakeDispatcher(initial: RuleSetDetail[] = [], notConnected: CarrierCode[] = []) {
  const unconnected = (action: { type: string; carrier?: string | null }) =>
    action.type === 'carrier' && notConnected.includes(action.carrier as CarrierCode)
      ? (action.carrier as CarrierCode)
      : null;
  /** The server's word on a rule set read: the rules and default sending orders to a carrier not connected. */
  const read = (set: RuleSetDetail) => {
    const named = [
      ...set.rules.map((rule) => ({ ruleId: rule.id, action: rule.action })),
      { ruleId: null, action: set.defaultAction },
    ];
    const warnings: CarrierWarning[] = named.flatMap(({ ruleId, action }) => {
      const carrier = unconnected(action);
      return carrier ? [{ ruleId, carrier }] : [];
    });
    return { ruleSet: set, notConnected, warnings };
  };
  const sets = initial.map((set) => ({ ...set, rules: [...set.rules] }));
  let nextId = 1;
  const find = (id: string) => sets.find((set) => set.id === id);
  const bump = (set: RuleSetDetail) => {
    set.version += 1;
    set.rules = set.rules.map((rule, position) => ({ ...rule, position }));
    set.ruleCount = set.rules.length;
  };
  const ruleOf = (id: string) => sets.flatMap((set) => set.rules).find((rule) => rule.id === id);
  const setOf = (rule: Rule) => find(rule.ruleSetId) as RuleSetDetail;
  const toRule = (ruleSetId: string, id: string, input: RuleInput): Rule => {
    const parsed = RuleInputSchema.parse(input);
    return {
      id,
      ruleSetId,
      position: 0,
      name: parsed.name,
      active: parsed.active,
      conditions: parsed.conditions.map((condition, index) => ({ ...condition, id: `${id}_c${index}`, ruleId: id })),
      action: parsed.action,
      updatedAt: NOW,
    };
  };
  const summary = ({ rules: _rules, ...set }: RuleSetDetail) => set;
  const idOf = (call: ApiCall, at: number) => call.path.split('/')[at] ?? '';
  const routes: Record<string, Route> = {
    ...baseRoutes(),
    [`GET ${DISPATCHER_PATHS.partnerRuleSets}`]: () => ok({ ruleSets: sets.map(summary) }),
    [`POST ${DISPATCHER_PATHS.partnerRuleSets}`]: (call) => {
      const set = ruleSetFixture({
        id: `rs_new${nextId++}`,
        name: (call.body as { name: string }).name,
        version: 1,
        rules: [],
      });
      sets.push(set);
      return ok({ ruleSet: set });
    },
    'PUT /partner/dispatcher/rule-sets/:id': (call) => {
      const set = find(idOf(call, 4)) as RuleSetDetail;
      Object.assign(set, call.body);
      bump(set);
      return ok({ ruleSet: set });
    },
    'GET /dispatcher/rule-sets/:id': (call) => ok(read(find(idOf(call, 3)) as RuleSetDetail)),
    'POST /dispatcher/rule-sets/:id/rules': (call) => {
      const set = find(idOf(call, 3)) as RuleSetDetail;
      set.rules.push(toRule(set.id, `rul_new${nextId++}`, call.body as RuleInput));
      bump(set);
      return ok({ rule: set.rules.at(-1), ruleSetVersion: set.version });
    },
    'PUT /dispatcher/rule-sets/:id/order': (call) => {
      const set = find(idOf(call, 3)) as RuleSetDetail;
      const ids = (call.body as { ruleIds: string[] }).ruleIds;
      set.rules = ids.map((id) => set.rules.find((rule) => rule.id === id) as Rule);
      bump(set);
      return ok({ rules: set.rules, ruleSetVersion: set.version });
    },
    'PUT /dispatcher/rules/:id': (call) => {
      const old = ruleOf(idOf(call, 3)) as Rule;
      const set = setOf(old);
      set.rules = set.rules.map((rule) => (rule.id === old.id ? toRule(set.id, old.id, call.body as RuleInput) : rule));
      bump(set);
      return ok({ rule: ruleOf(old.id), ruleSetVersion: set.version });
    },
    'POST /dispatcher/rules/:id/activate': (call) => toggle(idOf(call, 3), true),
    'POST /dispatcher/rules/:id/deactivate': (call) => toggle(idOf(call, 3), false),
    'DELETE /dispatcher/rules/:id': (call) => {
      const rule = ruleOf(idOf(call, 3)) as Rule;
      const set = setOf(rule);
      set.rules = set.rules.filter((other) => other.id !== rule.id);
      bump(set);
      return ok({ rules: set.rules, ruleSetVersion: set.version });
    },
  };
  function toggle(id: string, active: boolean) {
    const rule = ruleOf(id) as Rule;
    const set = setOf(rule);
    rule.active = active;
    bump(set);
    return ok({ rule, ruleSetVersion: set.version });
  }
  return { routes, sets };
}
