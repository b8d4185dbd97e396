import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MORNING_BASE_URL, MORNING_CLOCK_STARTS_AT, MORNING_DAY, MORNING_PORT, OPS_ADMIN_EMAIL } from '../support/env';
import { startOwnServer } from '../support/own-server';
import { journeyShots } from '../support/shots';
import {
  type MerchantWithPickup,
  opsAdminToken,
  registerMerchantWithPickup,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/users';

/*
 * The provider's day on the dispatch board (issue 37): 40 orders of three merchants are ready;
 * operations choose the orders and five couriers on shift and plan the wave in the browser, drag
 * the order they left out onto a courier, lock its drop-off and re-plan the rest; the day is
 * recorded through to delivered, with one failed attempt: a whole pickup collected, one order
 * delivered and the failed attempt with its reason on the board, the bulk through the API as the
 * couriers' phones would send it. Each merchant then sees its orders delivered with the
 * courier's first name, its webhook endpoint received the same, and so does the tracking page.
 */
const BASE = MORNING_BASE_URL;
const API = `${BASE}/api/platform`;
const shots = journeyShots('dispatch-journey');
const COURIERS = ['Majid Hassan', 'Rashid Karim', 'Khalid Omar', 'Salem Nasser', 'Hamad Juma'];
const AREAS = ['Business Bay', 'Al Barsha', 'Deira', 'Jumeirah', 'Dubai Marina'];

/** The journey's server's Dubai day: its clock starts at 09:00 of it. */
const dubaiToday = () => MORNING_DAY;

/*
 * The journey runs on its own server, whose clock starts at 09:00 in Dubai and runs on in real time
 * (CLOCK_STARTS_AT): at any hour the wave is planned in the morning and fits before the day's
 * 22:00 promise. The suite's server keeps the real clock, as the courier journeys' phones need.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(MORNING_PORT, {
    CLOCK_STARTS_AT: MORNING_CLOCK_STARTS_AT,
    ADMIN_EMAILS: OPS_ADMIN_EMAIL,
    // The merchants' webhook receiver listens on this machine.
    WEBHOOK_HTTP_HOSTS: '127.0.0.1',
  });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: BASE });

type Answer = Awaited<ReturnType<APIRequestContext['post']>>;

async function ok<T>(answer: Answer | Promise<Answer>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Received = { path: string; type: string; orderId: string; status: string };

/** A merchant's server: every event, by the path its endpoint was registered with. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        type: string;
        data: { order: { id: string; status: string } };
      };
      received.push({
        path: request.url ?? '',
        type: body.type,
        orderId: body.data.order.id,
        status: body.data.order.status,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** A merchant ready for the day: a pickup address, a webhook endpoint, and its orders placed and marked ready. */
async function merchantWithReadyOrders(
  request: APIRequestContext,
  name: string,
  count: number,
  hooks: string,
): Promise<MerchantWithPickup & { name: string; orders: string[] }> {
  const merchant = await registerMerchantWithPickup(request, { account_name: name }, BASE);
  const auth = { authorization: `Bearer ${merchant.token}` };
  await ok(
    await request.post(`${API}/webhooks/endpoints`, {
      headers: auth,
      data: { url: `${hooks}/${merchant.pickupId}`, events: ['order.delivered', 'order.failed'] },
    }),
  );
  const orders = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { id } = await ok<{ id: string }>(
        await request.post(`${API}/quiqdash/orders`, {
          headers: { ...auth, 'Idempotency-Key': `dispatch-${merchant.pickupId}-${index}` },
          data: {
            pickupLocationId: merchant.pickupId,
            recipient: {
              name: `Recipient ${index + 1}`,
              phone: '+971509998877',
              addressLine1: `Building ${index + 1}`,
              area: AREAS[index % AREAS.length],
              emirate: 'Dubai',
            },
            items: [{ name: 'Parcel', quantity: 1, weightKg: 0.5 }],
            payment: { mode: 'prepaid' },
            // Delivered today: a next-day order is handed in at the depot instead (decision 073).
            serviceKind: 'same_day',
          },
        }),
      );
      await ok(
        await request.put(`${API}/quiqdash/orders/state/${id}/ready_for_collection`, { headers: auth, data: {} }),
      );
      return id;
    }),
  );
  return { ...merchant, name, orders };
}

/** A courier added by operations (a car), with a shift holding the whole of today. */
async function courierOnShift(request: APIRequestContext, operations: string, fullName: string) {
  const auth = { authorization: `Bearer ${operations}` };
  const courier = await ok<{ id: string }>(
    await request.post(`${API}/admin/dispatch/couriers`, {
      headers: auth,
      data: {
        email: uniqueEmail('courier'),
        fullName,
        phone: '+971501234567',
        vehicle: { kind: 'car' },
        homeDepot: { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 },
      },
    }),
  );
  await ok(
    await request.post(`${API}/admin/dispatch/couriers/${courier.id}/shifts`, {
      headers: auth,
      data: { date: dubaiToday(), start: '00:00', end: '23:59', breaks: [] },
    }),
  );
  return { id: courier.id, fullName, firstName: fullName.split(' ')[0] as string };
}

async function signIn(page: Page, email: string, password: string) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

type Stop = { id: string; kind: 'pickup' | 'depot' | 'dropoff'; orderIds: string[]; state: string; locked: boolean };
type Mission = { id: string; courierId: string; courierName: string; state: string; stops: Stop[] };
type Day = { missions: Mission[]; unassignedOrders: { orderId: string }[] };

test('operations plan the wave for 5 couriers, move an order by drag and drop, re-plan and record the day; merchants, webhooks and tracking see it delivered', async ({
  page,
  request,
}) => {
  // About 90 s on a quiet machine; a loaded one (a shared CI runner) needs the room.
  test.setTimeout(180_000);
  const started = Date.now();
  const receiver = await startReceiver();
  try {
    const operations = await opsAdminToken(request, BASE);
    const staff = { authorization: `Bearer ${operations}` };
    const [merchants, couriers] = await Promise.all([
      Promise.all([
        merchantWithReadyOrders(request, 'Oud and Amber', 14, receiver.base),
        merchantWithReadyOrders(request, 'Falcon Books', 13, receiver.base),
        merchantWithReadyOrders(request, 'Date Palm Deli', 13, receiver.base),
      ]),
      Promise.all(COURIERS.map((name) => courierOnShift(request, operations, name))),
    ]);
    const ours = merchants.flatMap((merchant) => merchant.orders);
    expect(ours).toHaveLength(40);
    const courierIds = new Set(couriers.map((courier) => courier.id));
    const courierNames = new Set(couriers.map((courier) => courier.fullName));
    const left = ours[0] as string;

    // Operations open the board at 1280 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, OPS_ADMIN_EMAIL, STRONG_PASSWORD);
    await page.goto('/admin/dispatch');
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    const unassigned = page.getByRole('region', { name: 'Unassigned orders' });
    await expect(unassigned.locator(`[data-order="${left}"]`)).toBeVisible();

    // Plan the wave: our 39 orders (one left out, to be dragged) and our 5 couriers.
    await page.getByRole('button', { name: 'Plan the wave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan the wave' });
    const orderBoxes = dialog.getByRole('group', { name: 'Ready orders' }).getByRole('checkbox');
    for (const box of await orderBoxes.all()) {
      const label = (await box.getAttribute('value')) ?? '';
      if (label === left || !ours.includes(label)) await box.uncheck();
    }
    const courierBoxes = dialog.getByRole('group', { name: 'Couriers on shift' }).getByRole('checkbox');
    for (const box of await courierBoxes.all()) {
      if (!courierIds.has((await box.getAttribute('value')) ?? '')) await box.uncheck();
    }
    await expect(dialog.getByText('39 orders · 5 couriers')).toBeVisible();
    await dialog.getByRole('button', { name: 'Plan the wave' }).click();
    await expect(page.getByText(/The wave is planned: \d+ missions?\./)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    const missions = page.getByRole('region', { name: /^Mission of / });
    await expect(missions.first()).toBeVisible();
    await shots.take(page, `1-planned.png`);

    // Drag the order left out onto a courier: it goes on that courier's mission.
    const day = () =>
      ok<Day>(request.get(`${API}/admin/dispatch/day`, { headers: staff, params: { date: dubaiToday() } }));
    const planned = (await day()).missions.filter((mission) => courierIds.has(mission.courierId));
    const target = planned.at(-1) as Mission;
    const handle = unassigned.locator(`[data-order="${left}"] button`).first();
    // By its id: another journey's courier may carry the same name.
    const courierRow = page.getByRole('region', { name: 'Couriers' }).locator(`[data-courier="${target.courierId}"]`);
    // Tall enough that neither end of the drag sits near the window's edge, where dnd-kit scrolls
    // the page under the pointer (other journeys' couriers lengthen the list).
    await page.setViewportSize({ width: 1280, height: 1600 });
    await courierRow.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await courierRow.boundingBox();
    if (!from || !to) throw new Error('the order or the courier is not on the board');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(page.getByText(`${left} is now on the mission of ${target.courierName}.`)).toBeVisible();
    const targetCard = page.getByRole('region', { name: `Mission of ${target.courierName}` });
    // On its pickup and on its drop-off.
    await expect(targetCard.locator(`[data-order="${left}"]`)).toHaveCount(2);

    // Lock its drop-off, then re-plan the rest: the locked stop stays with that courier.
    const dropoff = targetCard
      .locator('li[data-stop]')
      .filter({ has: page.locator(`[data-order="${left}"]`) })
      .last();
    await dropoff.getByRole('button', { name: /^Lock stop/ }).click();
    await expect(dropoff.getByRole('button', { name: /^Lock stop/ })).toHaveAttribute('aria-pressed', 'true');
    // Re-plan among the couriers on shift: at first the wave's and those without a mission, all five here.
    await page
      .getByRole('button', { name: /^Re-plan the rest/ })
      .last()
      .click();
    const replanDialog = page.getByRole('dialog', { name: 'Re-plan the rest' });
    for (const id of courierIds) await expect(replanDialog.locator(`input[value="${id}"]`)).toBeChecked();
    await replanDialog.getByRole('button', { name: 'Re-plan', exact: true }).click();
    await expect(page.getByText('The wave was planned again; locked stops kept their place.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page
        .getByRole('region', { name: `Mission of ${target.courierName}` })
        .locator(`[data-order="${left}"]`)
        .first(),
    ).toBeVisible();
    await shots.take(page, `2-replanned.png`, { fullPage: true });

    // Every one of our 40 orders is on one of our couriers' missions.
    const replanned = (await day()).missions.filter(
      (mission) =>
        courierIds.has(mission.courierId) && (mission.state === 'planned' || mission.state === 'in_progress'),
    );
    const carried = replanned.flatMap((mission) =>
      mission.stops.filter((stop) => stop.kind === 'dropoff').flatMap((stop) => stop.orderIds),
    );
    expect([...carried].sort()).toEqual([...ours].sort());
    expect(replanned.every((mission) => courierNames.has(mission.courierName))).toBe(true);
    const courierOf = new Map(
      replanned.flatMap((mission) =>
        mission.stops.flatMap((stop) => stop.orderIds.map((id) => [id, mission.courierName.split(' ')[0]] as const)),
      ),
    );

    // The day. On the board: the pickup of the order that will fail is collected as a whole stop.
    const failed = merchants[1]?.orders[0] as string;
    const stopsOf = (id: string) => page.locator('li[data-stop]').filter({ has: page.locator(`[data-order="${id}"]`) });
    // A failed parcel also rides on a depot hand-in at the route's end, added live: its drop-off by kind.
    const dropOffOf = (id: string) =>
      page.locator('li[data-stop][data-kind="dropoff"]').filter({ has: page.locator(`[data-order="${id}"]`) });
    const record = async (stop: ReturnType<typeof stopsOf>, choice: string) => {
      await stop.getByRole('button', { name: /^Record a move for stop/ }).click();
      await page.getByRole('menuitem', { name: choice }).click();
    };
    const collectedStop = stopsOf(failed).first();
    const together = await collectedStop.locator('[data-order]').count();
    await record(collectedStop, 'Collected');
    await expect(page.getByText(`Recorded for ${together} order${together > 1 ? 's' : ''}.`)).toBeVisible();
    await expect(collectedStop.getByRole('button', { name: /^Record a move for stop/ })).toBeDisabled();

    // Through the API, as the couriers' phones would: the other pickups, the depot, out for delivery.
    const move = (data: Record<string, unknown>) =>
      ok<{ moved: unknown[]; refused: unknown[] }>(
        request.post(`${API}/admin/dispatch/moves`, { headers: staff, data }),
      );
    const pickups = replanned.flatMap((mission) =>
      mission.stops.filter((stop) => stop.kind === 'pickup' && !stop.orderIds.includes(failed)),
    );
    for (const answer of await Promise.all(pickups.map((stop) => move({ move: 'collected', stopId: stop.id }))))
      expect(answer.refused).toEqual([]);
    expect((await move({ move: 'at_depot', orderIds: ours })).refused).toEqual([]);
    expect((await move({ move: 'out_for_delivery', orderIds: ours })).refused).toEqual([]);

    // On the board again: the dragged order delivered to a named recipient, the other one failed.
    await page.reload();
    await record(dropOffOf(left), 'Delivered…');
    const delivery = page.getByRole('dialog', { name: 'Record the delivery' });
    await delivery.getByRole('textbox', { name: 'Received by' }).fill('Mariam');
    await delivery.getByRole('button', { name: 'Record delivery' }).click();
    await expect(page.getByText('Recorded for 1 order.')).toBeVisible();
    await record(dropOffOf(failed), 'Failed attempt…');
    const attempt = page.getByRole('dialog', { name: 'Record a failed attempt' });
    await attempt.getByRole('radio', { name: 'Recipient not available' }).check();
    await attempt.getByRole('button', { name: 'Record failed attempt' }).click();
    await expect(page.getByText('Recorded for 1 order.').first()).toBeVisible();
    await expect(dropOffOf(failed).getByRole('button', { name: /^Record a move for stop/ })).toBeDisabled();

    // The rest delivered through the API.
    const delivered = ours.filter((id) => id !== failed && id !== left);
    const rest = await move({ move: 'delivered', orderIds: delivered, proof: { recipientName: 'At the door' } });
    expect([rest.moved.length, rest.refused]).toEqual([38, []]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dispatch board' })).toBeVisible();
    await shots.take(page, `3-day-done.png`);

    // Each merchant sees its orders delivered (or the failed one) with the courier's first name.
    for (const merchant of merchants) {
      for (const id of merchant.orders) {
        const order = await ok<{ status: string; courier: { courierFirstName: string } | null }>(
          await request.get(`${API}/quiqdash/order/${id}`, { headers: { authorization: `Bearer ${merchant.token}` } }),
        );
        expect(order.status).toBe(id === failed ? 'delivery_failed' : 'delivery_complete');
        // A failed attempt shows no plan's courier (the order waits for the merchant's choice).
        if (id !== failed) expect(order.courier?.courierFirstName).toBe(courierOf.get(id));
      }
    }
    const first = merchants[0] as (typeof merchants)[number];
    const shown = first.orders[1] as string;
    const merchantContext = await page.context().browser()?.newContext({ baseURL: BASE });
    if (!merchantContext) throw new Error('no browser');
    const merchantPage = await merchantContext.newPage();
    await signIn(merchantPage, first.email, first.password);
    await merchantPage.getByRole('tab', { name: /^Delivered/ }).click();
    await merchantPage.getByRole('row', { name: new RegExp(`^Order ${shown}`) }).click();
    const drawer = merchantPage.getByRole('dialog', { name: `Order ${shown}` });
    await expect(drawer.getByText('Delivered').first()).toBeVisible();
    await expect(drawer.getByText(`${courierOf.get(shown)} · Car`)).toBeVisible();

    // Their webhooks say the same: one order.delivered per delivered order, order.failed for the other.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
    for (const merchant of merchants) {
      const events = receiver.received.filter((event) => event.path === `/${merchant.pickupId}`);
      expect(events.map((event) => `${event.orderId} ${event.type}`).sort()).toEqual(
        merchant.orders.map((id) => `${id} ${id === failed ? 'order.failed' : 'order.delivered'}`).sort(),
      );
    }

    // The tracking page says it too.
    const { code } = await ok<{ code: string }>(
      await request.get(`${API}/tracking/orders/${shown}/link`, {
        headers: { authorization: `Bearer ${first.token}` },
      }),
    );
    await merchantPage.goto(`/track/${code}`);
    await expect(merchantPage.getByRole('heading', { name: 'Delivered' })).toBeVisible();
    await merchantContext.close();
    console.log(`dispatch journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    receiver.close();
  }
});
