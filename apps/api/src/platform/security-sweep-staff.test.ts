// The staff sweep: every staff route of the route table (those declaring `staffRoute`) has a
// row here, called signed out, by a merchant and by each staff role: exactly the roles allowed
// get through, and every staff write leaves an audit entry naming its action, by the caller.
// A staff route without a row, or a staff write without an audit entry, fails this file.
import { type Mission, STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '@sameday/contract';
import { gt, max } from 'drizzle-orm';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwnerships, featureFlagOverrides, staffAuditLog } from '../db/schema';
import { dubaiParts, shiftAroundNow } from '../test/fleet';
import { createProduct, type FulfilmentWorld, placeFulfilmentOrder, stockUp } from '../test/fulfilment';
import { createTestApp, type TestApp, uniqueEmail } from '../test/harness';
import { changeStateOk, heldForReview, type Merchant, newMerchant, placeOrder } from '../test/orders';
import { newAccountRow, newInvoiceRow, newStaff } from '../test/staff';
import { call, type Member, newMember, ok } from '../test/teams';
import { checkDeclaredStaff } from './auth';
import { randomId } from './crypto';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = {
  /** `METHOD /path/{param}` as the route is registered (under /api/platform). */
  route: string;
  /** The path to call (a fresh fixture when the call uses one up). */
  path: () => Promise<string> | string;
  body?: () => Promise<unknown> | unknown;
  /** The staff roles let through besides admin: exactly those the route declares. */
  allow: readonly StaffRole[];
  /** The action each allowed call writes to the audit log; every write must name one. */
  audit?: string;
  /** A merchant's refusal, when it is not 403 (reading another account is not found). */
  merchantStatus?: number;
  /** A staff role's refusal, when it is not 403 (another merchant's rules are not found). */
  staffStatus?: number;
};

let t: TestApp;
let merchant: Member;
let target: Member;
const staff = {} as Record<StaffRole, Member>;
let staffOwnerId: number;
let heldMerchant: Merchant;
let fulfilmentMerchant: Member;
let world: FulfilmentWorld;
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

const ownership = async (billingIdentifier = 'BILL-MATRIX') => {
  const id = randomId('own');
  await t.database.db
    .insert(accountOwnerships)
    .values({ id, accountId: await newAccountRow(t), ownerId: staffOwnerId, billingIdentifier });
  return id;
};

const ALL: readonly StaffRole[] = ['operations', 'finance', 'support'];

/** A fresh order of the dispatch merchant, ready for collection. */
let dispatchMerchant: Merchant | undefined;
const readyOrder = async () => {
  dispatchMerchant ??= await newMerchant(t);
  const order = await placeOrder(t, dispatchMerchant, { serviceKind: 'same_day' });
  await changeStateOk(t, dispatchMerchant.token, order.id, 'ready_for_collection');
  return order.id;
};

/** One courier with a shift of the whole of today. */
let shiftCourierId: string | undefined;
const courierOnShift = async () => {
  if (!shiftCourierId) {
    shiftCourierId = ok<{ id: string }>(
      await call(t.app, 'POST', '/admin/dispatch/couriers', staff.admin.token, {
        ...courierBody(),
        vehicle: { kind: 'van' },
      }),
    ).id;
    await shiftAroundNow(t, staff.admin, shiftCourierId);
  }
  return shiftCourierId;
};

/** A mission planned once, by an admin, with two orders (a pickup and two drop-offs). */
let mission: Mission | undefined;
const plannedMission = async () => {
  if (!mission) {
    const wave = ok<{ missionIds: string[] }>(
      await call(t.app, 'POST', '/admin/dispatch/waves', staff.admin.token, {
        date: dubaiParts(new Date()).date,
        orderIds: [await readyOrder(), await readyOrder()],
        courierIds: [await courierOnShift()],
        seconds: 0.2,
      }),
    );
    mission = await currentMission(wave.missionIds[0]);
  }
  return mission;
};
/** A fresh wave of one order, to plan again. */
let replanWaveId = '';
const replannableWave = async () => {
  const wave = ok<{ id: string }>(
    await call(t.app, 'POST', '/admin/dispatch/waves', staff.admin.token, {
      date: dubaiParts(new Date()).date,
      orderIds: [await readyOrder()],
      courierIds: [await courierOnShift()],
      seconds: 0.2,
    }),
  );
  replanWaveId = wave.id;
  return wave.id;
};
const waveVersions = async () => {
  const wave = ok<{ missionIds: string[] }>(
    await call(t.app, 'GET', `/admin/dispatch/waves/${replanWaveId}`, staff.admin.token),
  );
  const versions: Record<string, number> = {};
  for (const id of wave.missionIds) versions[id] = (await currentMission(id)).version;
  return versions;
};
const currentMission = async (id = mission?.id) =>
  ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${id}`, staff.admin.token));

const courierBody = () => ({
  email: `matrix.courier${next()}.${Date.now()}@couriers.example`,
  fullName: 'Matrix Courier',
  vehicle: { kind: 'bike' },
  homeDepot: { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 },
});

/** One courier of the fleet, added by an admin once. */
let courierId: string | undefined;
const fleetCourier = async () => {
  courierId ??= ok<{ id: string }>(
    await call(t.app, 'POST', '/admin/dispatch/couriers', staff.admin.token, courierBody()),
  ).id;
  return courierId;
};

/** A shift on a day of its own far ahead, so no two overlap (one not started can be removed). */
const futureShiftBody = () => {
  const day = new Date(Date.UTC(2090, 0, 1) + next() * 86_400_000).toISOString().slice(0, 10);
  return { date: day, start: '08:00', end: '09:00' };
};
const futureShift = async () => {
  const path = `/admin/dispatch/couriers/${await fleetCourier()}/shifts`;
  return ok<{ id: string }>(await call(t.app, 'POST', path, staff.admin.token, futureShiftBody())).id;
};

/**
 * An operations rule set, made by an admin: a fresh one (of a fresh merchant, who may hold only
 * so many) for each call that uses one up.
 */
const operationsRuleSet = async () => {
  const answer = await call(t.app, 'POST', '/admin/dispatcher/rule-sets', staff.admin.token, {
    merchantId: await newAccountRow(t),
    name: 'Matrix operations rules',
  });
  return ok<{ ruleSet: { id: string } }>(answer).ruleSet.id;
};

const RULE = {
  name: 'Big COD',
  conditions: [{ field: 'cod', operator: 'is', value: true }],
  action: { type: 'hold', reason: 'Large cash amount' },
};

/** A rule (with one condition) in a fresh operations rule set of the target merchant. */
const operationsRule = async () => {
  const ruleSetId = await operationsRuleSet();
  const { rule } = ok<{ rule: { id: string; conditions: { id: string }[] } }>(
    await call(t.app, 'POST', `/dispatcher/rule-sets/${ruleSetId}/rules`, staff.admin.token, RULE),
  );
  return { ruleSetId, ruleId: rule.id, conditionId: rule.conditions[0]?.id as string };
};

/** A fresh SKU of the fulfilment merchant with one unit in stock in Dubai. */
const stockedSku = async () => {
  const sku = `MATRIX-${next()}`;
  await createProduct(world, fulfilmentMerchant, sku);
  await stockUp(world, fulfilmentMerchant, [{ sku, quantity: 1 }]);
  return sku;
};

// A rule set of a merchant, changed by operations through the shared rule routes: the rule set
// is another account's, so a merchant of another account and a staff role without operations' rights
// are told it is not there.
const RULES_STAFF_SIDE = { allow: ['operations'], merchantStatus: 404, staffStatus: 404 } as const;

const ROWS: Row[] = [
  { route: 'GET /accounts', path: () => '/accounts?email_match=example', allow: ALL },
  { route: 'GET /accounts/{id}', path: () => `/accounts/${target.accountId}`, allow: ALL, merchantStatus: 404 },
  { route: 'GET /account_by_email/{email}', path: () => `/account_by_email/${target.email}`, allow: ALL },
  { route: 'GET /accounts/{id}/capabilities', path: () => `/accounts/${target.accountId}/capabilities`, allow: ALL },
  {
    route: 'GET /admin/accounts/{id}/overview',
    path: () => `/admin/accounts/${target.accountId}/overview`,
    allow: ALL,
  },
  {
    route: 'GET /admin/accounts/{id}/invoices',
    path: () => `/admin/accounts/${target.accountId}/invoices`,
    allow: ALL,
  },
  {
    route: 'GET /admin/accounts/{id}/orders',
    path: () => `/admin/accounts/${target.accountId}/orders?state=pending`,
    allow: ALL,
  },
  {
    route: 'PUT /accounts',
    path: () => '/accounts',
    body: () => ({ id: target.accountId, customerCode: `C-${next()}` }),
    allow: ['operations'],
    audit: 'account.updated',
  },
  {
    route: 'POST /accounts/{id}/set-block-state',
    path: () => `/accounts/${target.accountId}/set-block-state`,
    body: () => ({ isBlocked: false, reason: 'Matrix check' }),
    allow: ['operations', 'finance'],
    audit: 'account.block_state_changed',
  },
  {
    route: 'POST /admin/invoices/{id}/mark-paid',
    path: async () => `/admin/invoices/${await newInvoiceRow(t, target.accountId)}/mark-paid`,
    allow: ['finance'],
    audit: 'invoice.marked_paid',
  },
  { route: 'GET /admin/accounts/account-ownerships', path: () => '/admin/accounts/account-ownerships', allow: ALL },
  {
    route: 'POST /admin/accounts/account-ownerships',
    path: () => '/admin/accounts/account-ownerships',
    body: async () => ({ accountId: await newAccountRow(t), ownerId: staffOwnerId, billingIdentifier: 'BILL-1' }),
    allow: ['operations', 'finance'],
    audit: 'ownership.created',
  },
  {
    route: 'GET /admin/accounts/account-ownerships/{id}',
    path: async () => `/admin/accounts/account-ownerships/${await ownership()}`,
    allow: ALL,
  },
  {
    route: 'PUT /admin/accounts/account-ownerships/{id}',
    path: async () => `/admin/accounts/account-ownerships/${await ownership()}`,
    body: () => ({ note: 'Matrix' }),
    allow: ['operations', 'finance'],
    audit: 'ownership.updated',
  },
  {
    route: 'DELETE /admin/accounts/account-ownerships/{id}',
    path: async () => `/admin/accounts/account-ownerships/${await ownership()}`,
    allow: ['operations', 'finance'],
    audit: 'ownership.deleted',
  },
  {
    // Applied, not a dry run: the move of one account is the write audited.
    route: 'POST /admin/accounts/account-ownerships/migrate',
    path: () => '/admin/accounts/account-ownerships/migrate',
    body: async () => {
      const from = `BILL-MOVE-${next()}`;
      await ownership(from);
      return { from: { billingIdentifier: from }, to: { billingIdentifier: `${from}-NEW` }, dryRun: false };
    },
    allow: ['operations', 'finance'],
    audit: 'ownership.migrated',
  },
  {
    route: 'POST /employee/register',
    path: () => '/employee/register',
    body: () => ({ email: uniqueEmail('staff'), fullName: 'New Staff', roles: ['support'] }),
    allow: [],
    audit: 'employee.registered',
  },
  { route: 'GET /admin/staff', path: () => '/admin/staff', allow: [] },
  { route: 'GET /admin/audit-log', path: () => '/admin/audit-log', allow: [] },
  {
    route: 'GET /oauth/actor/token/{id}',
    path: () => `/oauth/actor/token/${target.accountId}`,
    allow: ['support'],
    audit: 'actor_token.issued',
  },
  { route: 'GET /auth/user/{id}/roles', path: () => `/auth/user/${target.userId}/roles`, allow: [] },
  {
    route: 'PUT /auth/user/{id}/roles',
    path: async () => {
      await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, staff.admin.token, { roles: [] });
      return `/auth/user/${target.userId}/roles`;
    },
    body: () => ({ roles: ['reports_beta'] }),
    allow: [],
    audit: 'user.roles_changed',
  },
  {
    route: 'POST /auth/user/{id}/roles',
    path: async () => {
      await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, staff.admin.token, { roles: [] });
      return `/auth/user/${target.userId}/roles`;
    },
    body: () => ({ role: 'reports_beta' }),
    allow: [],
    audit: 'user.roles_changed',
  },
  {
    route: 'DELETE /auth/user/{id}/roles',
    path: async () => {
      await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, staff.admin.token, { roles: ['reports_beta'] });
      return `/auth/user/${target.userId}/roles?role=reports_beta`;
    },
    allow: [],
    audit: 'user.roles_changed',
  },
  { route: 'GET /admin/featureflags', path: () => '/admin/featureflags', allow: [] },
  {
    route: 'PUT /admin/featureflags/{name}',
    path: () => '/admin/featureflags/matrix_flag',
    body: () => ({ enabled: true, rolloutPercentage: next() % 100 }),
    allow: [],
    audit: 'flag.changed',
  },
  {
    route: 'PUT /admin/featureflags/{name}/overrides',
    path: () => '/admin/featureflags/matrix_flag/overrides',
    body: () => ({ subjectType: 'account', subjectId: target.accountId, enabled: next() % 2 === 0 }),
    allow: [],
    audit: 'flag.override_changed',
  },
  {
    route: 'DELETE /admin/featureflags/{name}/overrides/{subjectType}/{subjectId}',
    path: async () => {
      await t.database.db
        .insert(featureFlagOverrides)
        .values({ flag: 'matrix_flag', subjectType: 'account', subjectId: target.accountId, enabled: true })
        .onConflictDoNothing();
      return `/admin/featureflags/matrix_flag/overrides/account/${target.accountId}`;
    },
    allow: [],
    audit: 'flag.override_changed',
  },
  {
    route: 'PUT /api/fulfilment/accounts/{id}/capability',
    path: () => `/api/fulfilment/accounts/${target.accountId}/capability`,
    body: () => ({ enabled: next() % 2 === 0, note: 'Matrix' }),
    allow: ['operations'],
    audit: 'fulfilment.capability_changed',
  },
  {
    route: 'POST /api/fulfilment/inventory/{sku}/adjustments',
    path: async () => `/api/fulfilment/inventory/${await stockedSku()}/adjustments`,
    body: () => ({ accountId: fulfilmentMerchant.accountId, location: 'dubai', delta: 2, reason: 'Found in a count' }),
    allow: ['operations'],
    audit: 'fulfilment.stock_adjusted',
  },
  {
    route: 'POST /api/fulfilment/inbound/{id}/receive',
    path: async () => {
      const sku = `MATRIX-${next()}`;
      await createProduct(world, fulfilmentMerchant, sku);
      const shipment = ok<{ id: string }>(
        await call(t.app, 'POST', '/api/fulfilment/inbound', fulfilmentMerchant.token, {
          location: 'dubai',
          expectedDate: '2026-12-01',
          lines: [{ sku, quantity: 3 }],
        }),
      );
      receiving.set(shipment.id, sku);
      return `/api/fulfilment/inbound/${shipment.id}/receive`;
    },
    body: () => ({ lines: [{ sku: lastReceived(), receivedQuantity: 3 }] }),
    allow: ['operations'],
    audit: 'fulfilment.inbound_received',
  },
  {
    route: 'POST /api/fulfilment/orders/{id}/state',
    path: async () => {
      const sku = await stockedSku();
      const order = await placeFulfilmentOrder(world, fulfilmentMerchant, [{ sku, quantity: 1 }]);
      return `/api/fulfilment/orders/${order.id}/state`;
    },
    body: () => ({ state: 'picking' }),
    allow: ['operations'],
    audit: 'fulfilment.order_moved',
  },
  { route: 'GET /admin/fulfilment/inbound', path: () => '/admin/fulfilment/inbound', allow: ['operations'] },
  { route: 'GET /admin/fulfilment/orders', path: () => '/admin/fulfilment/orders', allow: ['operations'] },
  {
    route: 'GET /admin/dispatcher/rule-sets',
    path: () => `/admin/dispatcher/rule-sets?merchant_id=${target.accountId}`,
    allow: ['operations'],
  },
  {
    route: 'POST /admin/dispatcher/rule-sets',
    path: () => '/admin/dispatcher/rule-sets',
    body: () => ({ merchantId: target.accountId, name: 'Matrix operations rules' }),
    allow: ['operations'],
    audit: 'rule_set.created',
  },
  {
    route: 'PUT /admin/dispatcher/rule-sets/{id}',
    path: async () => `/admin/dispatcher/rule-sets/${await operationsRuleSet()}`,
    body: () => ({ name: 'Matrix operations rules, renamed' }),
    allow: ['operations'],
    audit: 'rule_set.updated',
  },
  {
    route: 'DELETE /admin/dispatcher/rule-sets/{id}',
    path: async () => `/admin/dispatcher/rule-sets/${await operationsRuleSet()}`,
    allow: ['operations'],
    audit: 'rule_set.deleted',
  },
  {
    route: 'POST /dispatcher/rule-sets/{id}/rules',
    path: async () => `/dispatcher/rule-sets/${await operationsRuleSet()}/rules`,
    body: () => RULE,
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'PUT /dispatcher/rule-sets/{id}/order',
    path: async () => {
      const { ruleSetId, ruleId } = await operationsRule();
      ordering.set(ruleSetId, [ruleId]);
      return `/dispatcher/rule-sets/${ruleSetId}/order`;
    },
    body: () => ({ ruleIds: [...ordering.values()].at(-1) }),
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'PUT /dispatcher/rules/{id}',
    path: async () => `/dispatcher/rules/${(await operationsRule()).ruleId}`,
    body: () => ({ ...RULE, name: 'Bigger COD', active: true }),
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'DELETE /dispatcher/rules/{id}',
    path: async () => `/dispatcher/rules/${(await operationsRule()).ruleId}`,
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'POST /dispatcher/rules/{id}/activate',
    path: async () => `/dispatcher/rules/${(await operationsRule()).ruleId}/activate`,
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'POST /dispatcher/rules/{id}/deactivate',
    path: async () => `/dispatcher/rules/${(await operationsRule()).ruleId}/deactivate`,
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'POST /dispatcher/conditions',
    path: async () => {
      conditionRules.push((await operationsRule()).ruleId);
      return '/dispatcher/conditions';
    },
    body: () => ({
      ruleId: conditionRules.at(-1),
      condition: { field: 'reference', operator: 'starts_with', value: 'VIP' },
    }),
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'PUT /dispatcher/conditions/{id}',
    path: async () => `/dispatcher/conditions/${(await operationsRule()).conditionId}`,
    body: () => ({ field: 'cod', operator: 'is', value: false }),
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  {
    route: 'DELETE /dispatcher/conditions/{id}',
    path: async () => `/dispatcher/conditions/${(await operationsRule()).conditionId}`,
    ...RULES_STAFF_SIDE,
    audit: 'rule_set.rules_changed',
  },
  { route: 'GET /admin/orders/held', path: () => '/admin/orders/held', allow: ['operations'] },
  {
    route: 'POST /admin/orders/{id}/release',
    path: async () => `/admin/orders/${await heldForReview(t, heldMerchant)}/release`,
    body: () => ({ note: 'Checked with the merchant' }),
    allow: ['operations'],
    audit: 'order.hold_released',
  },
  {
    route: 'POST /admin/notifications',
    path: () => '/admin/notifications',
    body: () => ({ title: 'Matrix', message: 'A notice for everyone' }),
    allow: ['operations'],
    audit: 'notification.published',
  },
  {
    route: 'POST /admin/dispatch/couriers',
    path: () => '/admin/dispatch/couriers',
    body: () => courierBody(),
    allow: ['operations'],
    audit: 'courier.registered',
  },
  { route: 'GET /admin/dispatch/couriers', path: () => '/admin/dispatch/couriers', allow: ['operations'] },
  {
    route: 'GET /admin/dispatch/couriers/{id}',
    path: async () => `/admin/dispatch/couriers/${await fleetCourier()}`,
    allow: ['operations'],
  },
  {
    route: 'PATCH /admin/dispatch/couriers/{id}',
    path: async () => `/admin/dispatch/couriers/${await fleetCourier()}`,
    body: () => ({ waypointConstraintWindowMinutes: 10 }),
    allow: ['operations'],
    audit: 'courier.updated',
  },
  {
    route: 'POST /admin/dispatch/couriers/{id}/shifts',
    path: async () => `/admin/dispatch/couriers/${await fleetCourier()}/shifts`,
    body: () => futureShiftBody(),
    allow: ['operations'],
    audit: 'courier.shift_added',
  },
  {
    route: 'GET /admin/dispatch/couriers/{id}/shifts',
    path: async () => `/admin/dispatch/couriers/${await fleetCourier()}/shifts`,
    allow: ['operations'],
  },
  { route: 'GET /admin/dispatch/shifts', path: () => '/admin/dispatch/shifts?date=2099-01-01', allow: ['operations'] },
  { route: 'GET /admin/dispatch/positions', path: () => '/admin/dispatch/positions', allow: ['operations'] },
  {
    route: 'DELETE /admin/dispatch/shifts/{id}',
    path: async () => `/admin/dispatch/shifts/${await futureShift()}`,
    allow: ['operations'],
    audit: 'courier.shift_removed',
  },
  {
    route: 'GET /admin/dispatch/day',
    path: () => `/admin/dispatch/day?date=${dubaiParts(new Date()).date}`,
    allow: ['operations'],
  },
  {
    route: 'GET /admin/dispatch/numbers',
    path: () => `/admin/dispatch/numbers?from=${dubaiParts(new Date()).date}`,
    allow: ['operations'],
  },
  {
    route: 'POST /admin/dispatch/waves',
    path: () => '/admin/dispatch/waves',
    body: async () => ({
      date: dubaiParts(new Date()).date,
      orderIds: [await readyOrder()],
      courierIds: [await courierOnShift()],
      seconds: 0.2,
    }),
    allow: ['operations'],
    audit: 'dispatch.wave_planned',
  },
  {
    route: 'GET /admin/dispatch/waves/{id}',
    path: async () => `/admin/dispatch/waves/${(await plannedMission()).waveId}`,
    allow: ['operations'],
  },
  {
    route: 'GET /admin/dispatch/missions/{id}',
    path: async () => `/admin/dispatch/missions/${(await plannedMission()).id}`,
    allow: ['operations'],
  },
  {
    route: 'PUT /admin/dispatch/missions/{id}/stops',
    path: async () => `/admin/dispatch/missions/${(await plannedMission()).id}/stops`,
    body: async () => {
      const mission = await currentMission();
      return { stopIds: mission.stops.map((stop) => stop.id), version: mission.version };
    },
    allow: ['operations'],
    audit: 'mission.stops_reordered',
  },
  {
    route: 'PUT /admin/dispatch/missions/{id}/stops/{stopId}/lock',
    path: async () => {
      const mission = await plannedMission();
      return `/admin/dispatch/missions/${mission.id}/stops/${mission.stops[0]?.id}/lock`;
    },
    body: async () => ({ locked: true, version: (await currentMission()).version }),
    allow: ['operations'],
    audit: 'mission.stop_locked',
  },
  {
    route: 'POST /admin/dispatch/missions/{id}/orders',
    path: async () => `/admin/dispatch/missions/${(await plannedMission()).id}/orders`,
    body: async () => ({ orderId: await readyOrder(), version: (await currentMission()).version }),
    allow: ['operations'],
    audit: 'mission.order_assigned',
  },
  {
    route: 'POST /admin/dispatch/waves/{id}/replan',
    path: async () => `/admin/dispatch/waves/${await replannableWave()}/replan`,
    body: async () => ({ versions: await waveVersions(), seconds: 0.2 }),
    allow: ['operations'],
    audit: 'dispatch.wave_planned',
  },
  {
    route: 'POST /admin/dispatch/moves',
    path: () => '/admin/dispatch/moves',
    body: async () => ({ move: 'collected', orderIds: [await readyOrder()] }),
    allow: ['operations'],
    audit: 'order.moved_by_operations',
  },
];

// Fixtures a row's body needs from its path (made in that order for each call).
const receiving = new Map<string, string>();
const lastReceived = () => [...receiving.values()].at(-1);
const ordering = new Map<string, string[]>();
const conditionRules: string[] = [];

beforeAll(async () => {
  // Waves are planned at 08:00 (Dubai) of today whatever the hour the suite runs at: later in the
  // day a wave of same-day orders no longer fits before the day's promise.
  const morning = new Date(`${dubaiParts(new Date()).date}T08:00:00+04:00`);
  t = await createTestApp({}, { clock: () => morning });
  merchant = await newMember(t.app);
  target = await newMember(t.app);
  for (const role of STAFF_ROLES) staff[role] = await newStaff(t, [role]);
  staffOwnerId = staff.operations.userId;
  heldMerchant = await newMerchant(t);
  world = { t, staff: staff.admin };
  fulfilmentMerchant = await newMember(t.app);
  ok(
    await call(t.app, 'PUT', `/api/fulfilment/accounts/${fulfilmentMerchant.accountId}/capability`, staff.admin.token, {
      enabled: true,
    }),
  );
}, 120_000);
afterAll(async () => t?.close());

const keyOf = (route: string) => {
  const [method, path = ''] = route.split(' ');
  return `${method} /api/platform${path.replace(/\{(\w+)\}/g, ':$1')}`;
};
const isWrite = (row: Row) => !row.route.startsWith('GET ');

/** The newest audit entry's id: what a call writes comes after it. */
async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db.select({ id: max(staffAuditLog.id) }).from(staffAuditLog);
  return row?.id ?? 0;
}

/** Calls the row's route as `token`; answers the response and the audit entries the call wrote. */
async function send(row: Row, token: string | undefined) {
  const path = await row.path();
  const body = row.body ? await row.body() : undefined;
  const [method] = row.route.split(' ') as [Method];
  const after = await lastAuditId();
  const response: LightMyRequestResponse = await call(t.app, method, path, token, body);
  const written = await t.database.db
    .select({ action: staffAuditLog.action, actorUserId: staffAuditLog.actorUserId })
    .from(staffAuditLog)
    .where(gt(staffAuditLog.id, after));
  return { response, written };
}

describe('the staff sweep', () => {
  it('has a row for every staff route the app registers, each allowing exactly the roles the route declares', () => {
    const staffRoutes = t.app.routeTable.filter((route) => route.staff !== undefined);
    const declared = new Map(staffRoutes.map((route) => [`${route.method} ${route.url}`, route.staff]));
    const covered = new Map(ROWS.map((row) => [keyOf(row.route), row]));
    // A new staff route needs its row (with a valid call and, for a write, the audit action it writes).
    expect([...declared.keys()].filter((key) => !covered.has(key))).toEqual([]);
    // A row names a staff route that is registered and declared as one.
    expect([...covered.keys()].filter((key) => !declared.has(key))).toEqual([]);
    for (const [key, row] of covered) expect([...(declared.get(key) ?? [])].sort(), key).toEqual([...row.allow].sort());
    expect(staffRoutes.length).toBeGreaterThan(40);
  });

  it('names the audit action of every staff write', () => {
    expect(ROWS.filter((row) => isWrite(row) && !row.audit).map((row) => row.route)).toEqual([]);
  });

  describe.each(ROWS)('$route', (row) => {
    it('answers unauthenticated when signed out', async () => {
      const { response, written } = await send(row, undefined);
      expect(response.statusCode, response.body).toBe(401);
      expect(written).toEqual([]);
    });

    it('refuses a merchant, and records nothing', async () => {
      const { response, written } = await send(row, merchant.token);
      expect(response.statusCode, response.body).toBe(row.merchantStatus ?? 403);
      if (!row.merchantStatus) expect(response.json().message).toBe(STAFF_MESSAGES.staffOnly);
      expect(written).toEqual([]);
    });

    it.each(STAFF_ROLES)('lets %s through exactly when allowed, and audits each write', async (role) => {
      const { response, written } = await send(row, staff[role].token);
      const isAllowed = role === 'admin' || row.allow.includes(role);
      if (isAllowed) {
        expect(response.statusCode, `${role} ${response.body}`).toBe(200);
        if (row.audit) {
          expect(written, `${role} ${row.route}`).toContainEqual({
            action: row.audit,
            actorUserId: staff[role].userId,
          });
        }
      } else {
        const status = row.staffStatus ?? 403;
        expect(response.statusCode, `${role} ${response.body}`).toBe(status);
        expect(response.json().code).toBe(status === 403 ? 'permission_denied' : 'not_found');
        // A staff member without a role a route names is told which roles it needs, by id beside the English (decision 053).
        if (status === 403 && row.allow.length > 0)
          expect(response.json().details.messageText).toEqual({
            id: 'staff.roleNeeded',
            values: { roles: ['admin', ...row.allow].join(', ') },
          });
        expect(written).toEqual([]);
      }
    });
  });
});

describe('the staff guard', () => {
  const request = (config: { staff?: readonly StaffRole[] }) =>
    ({ method: 'POST', routeOptions: { url: '/api/platform/somewhere', config } }) as unknown as FastifyRequest;

  it('fails a handler checking staff roles its route does not declare, so no staff route escapes the sweep', () => {
    expect(() => checkDeclaredStaff(request({}), ['operations'])).toThrow(/does not declare/);
    expect(() => checkDeclaredStaff(request({ staff: ['finance'] }), ['operations'])).toThrow(/does not declare/);
    expect(() => checkDeclaredStaff(request({ staff: ['operations'] }), [])).toThrow(/does not declare/);
    expect(() =>
      checkDeclaredStaff(request({ staff: ['finance', 'operations'] }), ['operations', 'finance']),
    ).not.toThrow();
  });
});
