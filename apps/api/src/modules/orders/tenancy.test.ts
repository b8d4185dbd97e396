import type { GroupCounts, Order } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import {
  carrierEvent,
  changeState,
  getOrder,
  historyOf,
  idsOf,
  type Merchant,
  newMerchant,
  orderBody,
  placeOrder,
  postOrder,
} from '../../test/orders';
import { call, createTeam, joinTeam, type Member, ok } from '../../test/teams';

let t: TestApp;
let owner: Merchant;
let intruder: Merchant;
let order: Order;
beforeAll(async () => {
  // No carrier key: the webhook is off in this app.
  t = await createTestApp();
  owner = await newMerchant(t);
  intruder = await newMerchant(t);
  order = await placeOrder(t, owner, {
    partnerOrderId: 'PRIVATE-1',
    items: [
      { name: 'First', quantity: 1, weightKg: 1 },
      { name: 'Second', quantity: 1, weightKg: 1 },
    ],
  });
});
afterAll(async () => t?.close());

const NOT_FOUND = 'Order not found';

/** Every orders route, called with someone else's order id. */
function routesOn(id: string, parcelId: string, pickupId: string) {
  return [
    ['GET', `/quiqdash/order/${id}`, undefined],
    ['PUT', `/quiqdash/order/${id}`, orderBody(pickupId, { partnerOrderId: 'HIJACKED' })],
    ['GET', `/quiqdash/orders/history/${id}`, undefined],
    ['GET', `/quiqdash/orders/download?ids=${id}`, undefined],
    ['GET', `/quiqdash/orders/labels/${id}`, undefined],
    ['GET', `/quiqdash/orders/labels/${id}?format=a4`, undefined],
    ['POST', `/quiqdash/orders/parcels/${id}`, { items: [{ name: 'Planted', quantity: 1, weightKg: 1 }] }],
    ['DELETE', `/quiqdash/orders/${id}/parcels/${parcelId}`, undefined],
  ] as const;
}

describe('tenant isolation: another account’s order id', () => {
  it('answers not_found on every orders route and changes nothing', async () => {
    const before = await getOrder(t, owner.token, order.id);
    const history = await historyOf(t, owner.token, order.id);
    for (const [method, path, body] of routesOn(order.id, order.items[0]?.id as string, intruder.pickupId)) {
      expectError(await call(t.app, method, path, intruder.token, body), 404, 'not_found', NOT_FOUND);
    }
    expect(await getOrder(t, owner.token, order.id)).toEqual(before);
    expect(await historyOf(t, owner.token, order.id)).toEqual(history);
  });

  it('answers not_found for each state change and moves nothing', async () => {
    for (const state of ['ready_for_collection', 'cancelled', 'collected', 'delivery_complete']) {
      const results = ok<{ id: string; status: string; error?: { code: string } }[]>(
        await changeState(t, intruder.token, order.id, state),
      );
      expect(results).toEqual([{ id: order.id, status: 'FAILED', error: { code: 'not_found', message: NOT_FOUND } }]);
    }
    // Mixed with the intruder's own order: only that one moves.
    const own = await placeOrder(t, intruder);
    const results = ok<{ id: string; status: string }[]>(
      await changeState(t, intruder.token, [own.id, order.id], 'cancelled'),
    );
    expect(results.map((r) => r.status)).toEqual(['OK', 'FAILED']);
    expect((await getOrder(t, owner.token, order.id)).status).toBe('pending');
  });

  it('keeps the order out of the other account’s list, search, counts, export and labels', async () => {
    for (const q of [order.id, order.id.slice(0, 6), 'PRIVATE-1', 'Fatima', '509876543']) {
      const found = ok<{ orders: Order[] }>(
        await call(t.app, 'GET', `/quiqdash/orders?q=${encodeURIComponent(q)}`, intruder.token),
      );
      expect(idsOf(found.orders)).not.toContain(order.id);
    }
    const counts = ok<GroupCounts>(await call(t.app, 'GET', '/quiqdash/orders/group_counts', intruder.token));
    const own = ok<{ orders: Order[] }>(await call(t.app, 'GET', '/quiqdash/orders?limit=200', intruder.token));
    expect(counts.total).toBe(own.orders.length);
    const csv = await call(t.app, 'GET', '/quiqdash/orders/download', intruder.token);
    expect(csv.body).not.toContain(order.id);
    const mixedLabels = await call(
      t.app,
      'GET',
      `/quiqdash/orders/labels/${own.orders[0]?.id},${order.id}`,
      intruder.token,
    );
    expectError(mixedLabels, 404, 'not_found', NOT_FOUND);
  });

  it('does not let an order be placed from another account’s pickup address or read it', async () => {
    const response = await postOrder(t, intruder.token, orderBody(owner.pickupId));
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expectError(
      await call(t.app, 'GET', `/quiqdash/locations/${owner.pickupId}`, intruder.token),
      404,
      'not_found',
      'Address not found',
    );
  });

  it('does not let one account replay another account’s Idempotency-Key answer', async () => {
    const body = orderBody(owner.pickupId);
    const mine = ok<Order>(await postOrder(t, owner.token, body, 'shared-key'));
    const theirs = await postOrder(t, intruder.token, body, 'shared-key');
    // The intruder's request is its own: the owner's pickup is unknown to it, and the owner's order is not answered.
    expectError(theirs, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(theirs.body).not.toContain(mine.id);
  });
});

describe('a team shares its account’s orders', () => {
  let teamOwner: Merchant;
  let teamOrder: Order;
  beforeAll(async () => {
    teamOwner = await newMerchant(t);
    teamOrder = await placeOrder(t, teamOwner);
    await createTeam(t.app, teamOwner);
  });

  it('lets operations members place, read and move the team’s orders', async () => {
    const { member } = await joinTeam(t, teamOwner, 'operations');
    expect((await getOrder(t, member.token, teamOrder.id)).id).toBe(teamOrder.id);
    const placed = ok<Order>(await postOrder(t, member.token, orderBody(teamOwner.pickupId)));
    expect(placed.accountId).toBe(teamOwner.accountId);
    expect(placed.createdBy).toBe(member.fullName);
    const moved = ok<{ status: string }[]>(await changeState(t, member.token, placed.id, 'ready_for_collection'));
    expect(moved[0]?.status).toBe('OK');
    expect((await historyOf(t, teamOwner.token, placed.id)).at(-1)).toMatchObject({ actorName: member.fullName });
  });

  it('keeps a member’s own account apart from the team', async () => {
    const { member, ownToken } = await joinTeam(t, teamOwner, 'operations');
    const ownPickup = ok<{ id: string }>(
      await call(t.app, 'POST', '/partner/addresses', ownToken, {
        locationName: 'Home',
        contactName: 'Me',
        phone: '+971501234567',
        addressLine1: 'Villa 3',
        area: 'Mirdif',
        emirate: 'Dubai',
      }),
    );
    const own = ok<Order>(await postOrder(t, ownToken, orderBody(ownPickup.id)));
    expectError(await call(t.app, 'GET', `/quiqdash/order/${own.id}`, member.token), 404, 'not_found', NOT_FOUND);
    expectError(await call(t.app, 'GET', `/quiqdash/order/${teamOrder.id}`, ownToken), 404, 'not_found', NOT_FOUND);
  });

  describe.each(['viewer', 'finance'] as const)('a %s member', (role) => {
    let member: Member;
    beforeAll(async () => {
      member = (await joinTeam(t, teamOwner, role)).member;
    });

    it('reads the team’s orders: list, order, history, counts, export, labels, quotes', async () => {
      for (const path of [
        '/quiqdash/orders',
        `/quiqdash/order/${teamOrder.id}`,
        `/quiqdash/orders/history/${teamOrder.id}`,
        '/quiqdash/orders/group_counts',
        '/quiqdash/orders/download',
        `/quiqdash/orders/labels/${teamOrder.id}`,
      ]) {
        expect((await call(t.app, 'GET', path, member.token)).statusCode, path).toBe(200);
      }
      ok(
        await call(t.app, 'POST', '/quiqdash/order-charge', member.token, {
          serviceKind: 'next_day',
          destinationEmirate: 'Dubai',
          items: [{ quantity: 1, weightKg: 1 }],
        }),
      );
    });

    it('cannot place or change orders: permission_denied, and nothing changes', async () => {
      const before = await getOrder(t, teamOwner.token, teamOrder.id);
      const history = await historyOf(t, teamOwner.token, teamOrder.id);
      const countBefore = ok<GroupCounts>(await call(t.app, 'GET', '/quiqdash/orders/group_counts', teamOwner.token));
      const denied = 'Your role does not allow this (orders:write).';
      const attempts = [
        ['POST', '/quiqdash/orders', orderBody(teamOwner.pickupId)],
        ['PUT', `/quiqdash/order/${teamOrder.id}`, orderBody(teamOwner.pickupId, { serviceKind: 'same_day' })],
        ['PUT', `/quiqdash/orders/state/${teamOrder.id}/cancelled`, undefined],
        ['PUT', `/quiqdash/orders/state/${teamOrder.id}/ready_for_collection`, undefined],
        ['POST', `/quiqdash/orders/parcels/${teamOrder.id}`, { items: [{ name: 'X', quantity: 1, weightKg: 1 }] }],
        ['DELETE', `/quiqdash/orders/${teamOrder.id}/parcels/${teamOrder.items[0]?.id}`, undefined],
      ] as const;
      for (const [method, path, body] of attempts) {
        const error = expectError(
          await call(t.app, method, path, member.token, body),
          403,
          'permission_denied',
          denied,
        );
        expect(error.details).toEqual({
          permission: 'orders:write',
          messageText: { id: 'requests.permissionNeeded', values: { permission: 'orders:write' } },
        });
      }
      expect(await getOrder(t, teamOwner.token, teamOrder.id)).toEqual(before);
      expect(await historyOf(t, teamOwner.token, teamOrder.id)).toEqual(history);
      expect(ok(await call(t.app, 'GET', '/quiqdash/orders/group_counts', teamOwner.token))).toEqual(countBefore);
    });
  });
});

describe('without a session', () => {
  it('answers unauthenticated on every orders route', async () => {
    const id = order.id;
    const routes = [
      ['GET', '/quiqdash/orders', undefined],
      ['POST', '/quiqdash/orders', orderBody(owner.pickupId)],
      ['GET', `/quiqdash/order/${id}`, undefined],
      ['PUT', `/quiqdash/order/${id}`, orderBody(owner.pickupId)],
      ['GET', `/quiqdash/orders/history/${id}`, undefined],
      ['GET', '/quiqdash/orders/group_counts', undefined],
      ['PUT', `/quiqdash/orders/state/${id}/cancelled`, undefined],
      ['GET', '/quiqdash/orders/download', undefined],
      ['POST', `/quiqdash/orders/parcels/${id}`, { items: [] }],
      ['DELETE', `/quiqdash/orders/${id}/parcels/itm_x`, undefined],
      ['GET', `/quiqdash/orders/labels/${id}`, undefined],
      ['GET', '/quiqdash/region/uae.dubai', undefined],
      ['POST', '/quiqdash/order-charge', {}],
      ['POST', '/shipments/rates', {}],
      ['GET', `/accounts/${owner.accountId}/pricing-model`, undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      expectError(await call(t.app, method, path, undefined, body), 401, 'unauthenticated', 'Sign in to continue.');
    }
    expect((await getOrder(t, owner.token, id)).status).toBe('pending');
  });
});

describe('the carrier webhook without a configured key', () => {
  it('is off: unavailable, and moves nothing', async () => {
    const fresh = await placeOrder(t, owner);
    await changeState(t, owner.token, fresh.id, 'ready_for_collection');
    expectError(
      await carrierEvent(t, { order_id: fresh.id, delivery_status: 'picked_up' }),
      503,
      'unavailable',
      'The carrier webhook is not configured.',
    );
    expect((await getOrder(t, owner.token, fresh.id)).status).toBe('ready_for_collection');
  });
});

describe('GET /quiqdash/region/{regionCode}', () => {
  it.each([
    ['uae.dubai', 'Dubai', 'e.g. Marina Heights Tower', 'e.g. Warehouse 5, Al Quoz Industrial 3'],
    ['uae.abu_dhabi', 'Abu Dhabi', 'e.g. Al Reem Tower B', 'e.g. Musaffah M-14, Plot 22'],
  ])('answers the config of %s', async (regionCode, name, line1Placeholder, accountPlaceholder) => {
    expect(ok(await call(t.app, 'GET', `/quiqdash/region/${regionCode}`, owner.token))).toEqual({
      name,
      regionCode,
      timezone: 'Asia/Dubai',
      supportEmail: t.config.supportEmail,
      features: { hasLocationName: false, hasApartmentNumber: true, standardRestrictionTime: '19:59' },
      locationLabels: {
        addressLine1: 'Building name or Area',
        addressLine2: 'Address details',
        apartmentNumber: expect.any(String),
      },
      locationPlaceholders: {
        addressLine1: line1Placeholder,
        addressLine2: 'Street, landmark, directions for the courier',
        apartmentNumber: 'e.g. 1204',
      },
      accountAddressPlaceholder: accountPlaceholder,
    });
  });

  it.each(['uae.sharjah', 'UAE.DUBAI', 'dubai'])('answers not_found for %s', async (regionCode) => {
    expectError(
      await call(t.app, 'GET', `/quiqdash/region/${regionCode}`, owner.token),
      404,
      'not_found',
      'Region not found',
    );
  });
});
