import { FLEET_MESSAGES, type Mission, type Wave } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { changeStateOk, type Merchant, newMerchant, placeOrder, withRecipient } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { type PushStandIn, startPushStandIn } from '../../test/stand-ins/push/stand-in';
import { call, type Member, ok } from '../../test/teams';
import { PUSH_QUEUE } from './service';

// Push for couriers (decision 061): a stop added to or moved on a courier's mission reaches the
// courier's app through Web Push, sent by a durable job after the change commits, to a push
// service stand-in that checks the VAPID signature and decrypts the message as the browser would.
const today = dubaiParts(new Date()).date;
const clock = () => new Date(`${today}T08:00:00+04:00`);
const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:dispatch@sameday.ae';

let t: TestApp;
let pushService: PushStandIn;
let operations: Member;
let merchant: Merchant;
let courier: { id: string; token: string };
let subscription: ReturnType<PushStandIn['subscribe']>;

const register = (token: string, gcmToken: string | null) =>
  call(t.app, 'PUT', '/courier/device', token, { pushId: 'phone-1', gcmToken });
const courierUser = async () =>
  ok<{ pushId: string | null; gcmToken: string | null }>(await call(t.app, 'GET', '/courier/user', courier.token));
const drain = () => t.app.domain.jobs.drain();
const missionOf = async (id: string) =>
  ok<Mission>(await call(t.app, 'GET', `/admin/dispatch/missions/${id}`, operations.token));

beforeAll(async () => {
  pushService = await startPushStandIn();
  t = await createTestApp(
    {
      push: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject },
      outbound: { trustedHosts: ['127.0.0.1'], ports: [] },
    },
    { clock },
  );
  operations = await newStaff(t, ['operations']);
  merchant = await newMerchant(t);
  const added = await newCourier(t, operations, { fullName: 'Yousef Al Hammadi' });
  courier = { id: added.courier.id, token: added.token };
  await shiftAroundNow(t, operations, courier.id);
  subscription = pushService.subscribe();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

describe('push to couriers', () => {
  it('names the public key in /env.json for the app to subscribe with', async () => {
    const env = await t.app.inject({ method: 'GET', url: '/env.json' });
    expect(env.json().vapidPublicKey).toBe(vapid.publicKey);
  });

  it('keeps the subscription the app registers in gcmToken, and refuses a gcmToken that holds none', async () => {
    const refused = await register(courier.token, 'not-a-subscription');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(FLEET_MESSAGES.pushSubscription);
    const { id: _id, ...browser } = subscription;
    ok(await register(courier.token, JSON.stringify(browser)));
    expect(JSON.parse((await courierUser()).gcmToken as string)).toEqual(browser);
  });

  it('sends a planned mission to the push service after the change, signed with VAPID and encrypted for the phone', async () => {
    const orderIds: string[] = [];
    for (const area of ['Dubai Marina', 'Al Barsha']) {
      orderIds.push(
        (await placeOrder(t, merchant, { ...withRecipient(merchant.pickupId, { area }), serviceKind: 'same_day' })).id,
      );
    }
    await changeStateOk(t, merchant.token, orderIds, 'ready_for_collection');
    const wave = ok<Wave>(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds,
        courierIds: [courier.id],
        seconds: 0.5,
      }),
    );
    const [missionId] = wave.missionIds;
    // Nothing is sent inside the change: a job waits for the runner.
    expect(pushService.received).toEqual([]);
    expect(await t.app.domain.jobs.list(PUSH_QUEUE, 'queued')).toHaveLength(1);
    await drain();
    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push?.subscriptionId).toBe(subscription.id);
    expect(push?.vapidKey).toBe(vapid.publicKey);
    expect(push?.claims).toMatchObject({ aud: pushService.url, sub: subject });
    expect(push?.ttl).toBeGreaterThan(0);
    expect(JSON.parse(push?.payload ?? '')).toEqual({
      type: 'mission.changed',
      missionId,
      version: 1,
      change: 'planned',
    });
    expect(pushService.refused).toEqual([]);

    // Operations move a stop: a second push, for the mission's next version.
    const mission = await missionOf(missionId as string);
    const stopIds = mission.stops.map((stop) => stop.id);
    const swapped = [stopIds[0], ...stopIds.slice(1).reverse()];
    ok(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${missionId}/stops`, operations.token, {
        stopIds: swapped,
        version: mission.version,
      }),
    );
    await drain();
    expect(pushService.received.map((received) => JSON.parse(received.payload).change)).toEqual([
      'planned',
      'stops_reordered',
    ]);
  });

  it('removes the subscription when the push service answers 410 Gone', async () => {
    pushService.answer(subscription.id, 410);
    const [missionId] = ok<{ missions: { id: string; courierId: string }[] }>(
      await call(t.app, 'GET', `/admin/dispatch/day?date=${today}`, operations.token),
    )
      .missions.filter((mission) => mission.courierId === courier.id)
      .map((mission) => mission.id);
    const mission = await missionOf(missionId as string);
    const stopIds = mission.stops.map((stop) => stop.id);
    ok(
      await call(t.app, 'PUT', `/admin/dispatch/missions/${missionId}/stops`, operations.token, {
        stopIds: [stopIds[0], ...stopIds.slice(1).reverse()],
        version: mission.version,
      }),
    );
    await drain();
    expect(pushService.refused.at(-1)).toMatchObject({ subscriptionId: subscription.id, status: 410 });
    expect(await courierUser()).toMatchObject({ pushId: null, gcmToken: null });
    expect(await t.app.domain.jobs.list(PUSH_QUEUE, 'failed')).toEqual([]);
  });

  it('refuses a message whose VAPID signature is not the sender key (the stand-in checks it)', async () => {
    const other = webpush.generateVAPIDKeys();
    const fresh = pushService.subscribe();
    const details = webpush.generateRequestDetails(fresh, 'hello', {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: other.privateKey },
      contentEncoding: 'aes128gcm',
    });
    const answer = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
    });
    expect(answer.status).toBe(403);
    expect(pushService.refused.at(-1)?.reason).toContain('does not verify');
  });
});

describe('without VAPID keys', () => {
  it('answers an empty public key and sends nothing', async () => {
    const plain = await createTestApp({}, { clock });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/env.json' })).json().vapidPublicKey).toBe('');
      expect(plain.app.domain.wiring.find((row) => row.module === 'fleet')?.reactsTo).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
