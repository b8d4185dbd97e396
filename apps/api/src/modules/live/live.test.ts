// Live updates (decision 058) over real sockets on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): what an account's sockets hear, and what another's never do.
import { LIVE_CLOSE, type LiveServerMessage } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema';
import { dubaiParts, newCourier, shiftAroundNow } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { type LiveClient, liveUrl, openLive } from '../../test/live';
import { changeStateOk, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';
import { livePruneSchedule } from './service';

let t: TestApp;
let url: string;
let a: Merchant;
let b: Merchant;
let operations: Member;
/** When set, the next move fails in its transaction after live has written its event. */
let failNextMove = false;
const today = dubaiParts(new Date()).date;
const open: LiveClient[] = [];

const live = async (hello: Parameters<typeof openLive>[1]) => {
  const client = await openLive(url, hello);
  open.push(client);
  await client.waitFor((m) => m.type === 'ready' || m.type === 'error');
  return client;
};
const isMove = (orderId: string, to?: string) => (m: LiveServerMessage) =>
  m.type === 'event' && m.kind === 'order.moved' && m.payload.orderId === orderId && (!to || m.payload.to === to);
/** Long enough for an event that was coming to have come (they arrive in milliseconds). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const lastId = (client: LiveClient) => Math.max(0, ...client.events().map((event) => event.id));

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Waves are planned at 08:00 (Dubai) of today whatever the hour the suite runs at.
      clock: () => new Date(`${today}T08:00:00+04:00`),
      extraModules: [
        {
          name: 'a later step of each move',
          build: () => ({
            wiring: {
              reactions: {
                'order.moved': async () => {
                  if (failNextMove) {
                    failNextMove = false;
                    // Long enough for the fan-out's read to be asked while the transaction is open.
                    await new Promise((resolve) => setTimeout(resolve, 50));
                    throw new Error('a later step of the move failed');
                  }
                },
              },
            },
          }),
        },
      ],
    },
  );
  url = await liveUrl(t);
  a = await newMerchant(t);
  b = await newMerchant(t);
  operations = await newStaff(t, ['operations']);
}, 120_000);
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

describe('an account’s sockets', () => {
  it('hear an order placed and moved through the API within a second; another account’s hear nothing', async () => {
    const [a1, a2, b1] = [
      await live({ token: a.token }),
      await live({ token: a.token }),
      await live({ token: b.token }),
    ];
    const order = await placeOrder(t, a);
    for (const client of [a1, a2]) {
      await client.waitFor(
        (m) => m.type === 'event' && m.kind === 'orders.created' && (m.payload.orderIds as string[]).includes(order.id),
        1_000,
      );
    }
    const started = Date.now();
    await changeStateOk(t, a.token, order.id, 'ready_for_collection');
    for (const client of [a1, a2]) await client.waitFor(isMove(order.id, 'ready_for_collection'), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    await settle();
    expect(b1.events()).toEqual([]);
  });

  it('hear nothing of a move that rolled back', async () => {
    const a1 = await live({ token: a.token });
    const order = await placeOrder(t, a);
    await a1.waitFor((m) => m.type === 'event' && m.kind === 'orders.created');
    failNextMove = true;
    const refused = await call(t.app, 'PUT', `/quiqdash/orders/state/${order.id}/ready_for_collection`, a.token);
    expect(JSON.stringify(refused.json())).not.toContain('"status":"OK"');
    await changeStateOk(t, a.token, order.id, 'cancelled');
    await a1.waitFor(isMove(order.id, 'cancelled'));
    expect(a1.events().filter((event) => event.payload.to === 'ready_for_collection')).toEqual([]);
  });

  it('catch up from the last id on reconnecting, then go on live; a gap no longer kept answers reload', async () => {
    const first = await live({ token: a.token });
    const order = await placeOrder(t, a);
    await first.waitFor((m) => m.type === 'event' && m.kind === 'orders.created');
    const seen = lastId(first);
    first.close();
    await changeStateOk(t, a.token, order.id, 'ready_for_collection');
    const theirs = (await placeOrder(t, b)).id;
    await changeStateOk(t, b.token, theirs, 'cancelled');
    const again = await live({ token: a.token, after: seen });
    // After the ones since, the catch-up sends again the recent ones up to `after` (the client keeps each id once).
    const caught = again.events().filter((event) => event.id > seen);
    expect(caught.map((event) => event.payload.to)).toEqual(['ready_for_collection']);
    const repeated = again.events().filter((event) => event.id <= seen);
    expect(repeated.map((event) => event.id)).toContain(seen);
    expect(JSON.stringify(again.events())).not.toContain(theirs);
    // The ready message comes after the catch-up.
    expect(again.messages.at(-1)?.type).toBe('ready');
    await changeStateOk(t, a.token, order.id, 'cancelled');
    await again.waitFor(isMove(order.id, 'cancelled'));
    // Ids of another database (larger than any kept) and a pruned gap both answer reload.
    const foreign = await live({ token: a.token, after: seen + 1_000_000 });
    expect(foreign.messages[0]?.type).toBe('reload');
    await t.database.db.delete(liveEvents).where(sql`${liveEvents.id} <= ${seen + 1}`);
    const pruned = await live({ token: a.token, after: seen - 1 });
    expect(pruned.messages[0]?.type).toBe('reload');
  });
});

describe('a smaller id committed after a larger one (PostgreSQL)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'still reaches a client that saw the larger one and reconnected before the smaller one committed',
    async () => {
      const first = await live({ token: a.token });
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let inserted = () => {};
      const written = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      // A transaction takes its id, then stays open while another change commits a larger one.
      const slow = t.database.db.transaction(async (tx) => {
        await tx.insert(liveEvents).values({
          audience: `account:${a.accountId}`,
          kind: 'order.moved',
          payload: { orderId: 'ord_slow', from: 'draft', to: 'ready_for_collection' },
        });
        inserted();
        await held;
      });
      await written;
      await placeOrder(t, a);
      await first.waitFor((m) => m.type === 'event' && m.kind === 'orders.created');
      const seen = lastId(first);
      first.close();
      commit();
      await slow;
      const again = await live({ token: a.token, after: seen });
      const slowEvent = again.events().find((event) => event.payload.orderId === 'ord_slow');
      expect(slowEvent?.id).toBeLessThan(seen);
    },
  );
});

describe('who may listen', () => {
  it('refuses a socket without a valid token or code, and one that says nothing useful', async () => {
    for (const hello of [{ token: 'not-a-token' }, { tracking: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, {}]) {
      const client = await live(hello);
      expect(client.messages[0]?.type).toBe('error');
      expect(await client.closed).toBe(LIVE_CLOSE.refused);
    }
  });

  it('a tracking page hears only its own order, with its state and nothing more', async () => {
    const mine = await placeOrder(t, a);
    const other = await placeOrder(t, a);
    const { code } = ok<{ code: string }>(await call(t.app, 'GET', `/tracking/orders/${mine.id}/link`, a.token));
    const page = await live({ tracking: code });
    expect(page.messages.at(-1)?.type).toBe('ready');
    await changeStateOk(t, a.token, other.id, 'cancelled');
    await changeStateOk(t, a.token, mine.id, 'ready_for_collection');
    await page.waitFor((m) => m.type === 'event' && m.payload.to === 'ready_for_collection');
    await settle();
    expect(page.events().map((event) => event.payload)).toEqual([{ to: 'ready_for_collection' }]);
  });

  it('operations hear every account’s moves on the board; a merchant never hears the board', async () => {
    const board = await live({ token: operations.token });
    const merchant = await live({ token: b.token });
    const order = await placeOrder(t, a);
    await changeStateOk(t, a.token, order.id, 'ready_for_collection');
    await board.waitFor(isMove(order.id, 'ready_for_collection'));
    await settle();
    expect(merchant.events()).toEqual([]);
  });
});

describe('couriers', () => {
  it('a courier hears only their own missions; the board hears every mission', async () => {
    const mine = await newCourier(t, operations);
    const theirs = await newCourier(t, operations);
    await shiftAroundNow(t, operations, mine.courier.id);
    const [courier, other, board, merchant, otherMerchant] = [
      await live({ token: mine.token }),
      await live({ token: theirs.token }),
      await live({ token: operations.token }),
      await live({ token: a.token }),
      await live({ token: b.token }),
    ];
    expect([courier, other, board].map((client) => client.messages.at(-1)?.type)).toEqual(['ready', 'ready', 'ready']);
    const order = await placeOrder(t, a, { serviceKind: 'same_day' });
    await changeStateOk(t, a.token, order.id, 'ready_for_collection');
    const wave = ok<{ missionIds: string[] }>(
      await call(t.app, 'POST', '/admin/dispatch/waves', operations.token, {
        date: today,
        orderIds: [order.id],
        courierIds: [mine.courier.id],
        seconds: 0.3,
      }),
    );
    const planned = (m: LiveServerMessage) =>
      m.type === 'event' && m.kind === 'mission.changed' && m.payload.missionId === wave.missionIds[0];
    const heard = await courier.waitFor(planned);
    expect(heard.type === 'event' && heard.payload).toMatchObject({ courierId: mine.courier.id, change: 'planned' });
    await board.waitFor(planned);
    // The merchant hears that their order now has a courier and a window, and nothing of the mission.
    const told = await merchant.waitFor((m) => m.type === 'event' && m.kind === 'orders.planned');
    expect(told.type === 'event' && told.payload).toEqual({ orderIds: [order.id] });
    await settle();
    expect(other.events()).toEqual([]);
    expect(otherMerchant.events()).toEqual([]);
    expect(merchant.events().some((event) => event.kind === 'mission.changed')).toBe(false);
    // The courier's socket hears missions only: not the merchant's orders.
    expect(courier.events().every((event) => event.kind === 'mission.changed')).toBe(true);
  });
});

describe('the outbox', () => {
  it('keeps two days: the hourly prune deletes older events', async () => {
    const db = t.database.db;
    const [old] = await db
      .insert(liveEvents)
      .values({
        audience: 'account:x',
        kind: 'order.moved',
        payload: {},
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      })
      .returning({ id: liveEvents.id });
    const [recent] = await db
      .insert(liveEvents)
      .values({ audience: 'account:x', kind: 'order.moved', payload: {}, createdAt: new Date(Date.now() - 86_400_000) })
      .returning({ id: liveEvents.id });
    const now = new Date();
    await livePruneSchedule(db).run({ period: now, now });
    const kept = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(sql`${liveEvents.audience} = 'account:x'`);
    expect(kept.map((row) => row.id)).toEqual([recent?.id]);
    expect(kept.map((row) => row.id)).not.toContain(old?.id);
  });
});
