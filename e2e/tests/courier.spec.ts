import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../support/chromium';
import { COURIER_PASSWORD, drawSignature, newCourier, ok } from '../support/couriers';
import {
  BEGUN_MORNING_CLOCK_STARTS_AT,
  BEGUN_MORNING_DAY,
  E2E_CARRIER_KEY,
  MORNING_PORT,
  OPS_ADMIN_EMAIL,
} from '../support/env';
import { writeLabelVideo } from '../support/label-video';
import { startOwnServer } from '../support/own-server';
import { signInMerchant } from '../support/shop-journeys';
import { opsAdminToken, placeOrderByApi, registerMerchantWithPickup } from '../support/users';

const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/public/courier-icon-512.png'));
/** Where the courier's phone says it is at the start: Al Quoz. */
const COURIER_AT = { latitude: 25.135, longitude: 55.228 };
/** On the way to the first drop-off, after the pickup. */
const ON_THE_WAY = { latitude: 25.17, longitude: 55.25 };

/*
 * The journey runs on its own server, whose clock starts at 09:00 in Dubai of the latest morning
 * already begun and runs on in real time (CLOCK_STARTS_AT), and the phone's clock is set to it: at any hour the wave is
 * planned in the morning and fits before the day's 22:00 promise, and the phone's positions and
 * actions are stamped in the server's time.
 */
const PORT = MORNING_PORT + 4;
const BASE = `http://localhost:${PORT}`;
const API = `${BASE}/api/platform`;
let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(PORT, {
    CLOCK_STARTS_AT: BEGUN_MORNING_CLOCK_STARTS_AT,
    ADMIN_EMAILS: OPS_ADMIN_EMAIL,
    CARRIER_WEBHOOK_KEY: E2E_CARRIER_KEY,
  });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: BASE });

/**
 * The server's clock as the courier's day answers it (`at`), a few seconds on: the phone's clock is
 * set from it, a little ahead rather than behind (a stop is done at the server's time, and only a
 * position taken after it shows the courier on the way; the server takes an action ahead of it at
 * its own time).
 */
async function serverClock(request: APIRequestContext, email: string) {
  const { token } = await ok<{ token: string }>(
    await request.post(`${API}/identity/sign-in`, { data: { email, password: COURIER_PASSWORD } }),
  );
  const asked = Date.now();
  const { at } = await ok<{ at: string }>(
    await request.get(`${API}/courier/today`, { headers: { authorization: `Bearer ${token}` } }),
  );
  return () => new Date(Date.parse(at) + (Date.now() - asked) + 5_000);
}

type Stop = { id: string; kind: string; orderIds: string[] };
type Mission = { id: string; version: number; stops: Stop[] };
type LiveMove = { socket: number; id: number; orderId: string; from?: string; to: string };

const waiting = (page: Page) => page.getByTestId('waiting');

/**
 * The order moves the merchant's page hears on its live sockets, as they arrive, each with the
 * socket it came on (a reconnect's catch-up sends the last minute's events again, by design).
 */
function listenToMoves(page: Page): LiveMove[] {
  const moves: LiveMove[] = [];
  let sockets = 0;
  page.on('websocket', (socket) => {
    sockets += 1;
    const ordinal = sockets;
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        id: number;
        kind: string;
        payload: { orderId?: string; from?: string; to: string };
      };
      if (message.type === 'event' && message.kind === 'order.moved' && message.payload.orderId)
        moves.push({ socket: ordinal, id: message.id, orderId: message.payload.orderId, ...message.payload });
    });
  });
  return moves;
}

test('a courier scans three labels with the camera, delivers two with proof and code and fails one without signal; the merchant and the recipient see it live; a push shows the route alert in the courier’s language', async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const operations = await opsAdminToken(request, BASE);
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Oud and Amber' }, BASE);
  const merchantAuth = { authorization: `Bearer ${merchant.token}` };
  const orders = [
    await placeOrderByApi(request, merchant, 'Fatima Noor', 'same_day', BASE),
    await placeOrderByApi(request, merchant, 'Omar Haddad', 'same_day', BASE),
    await placeOrderByApi(request, merchant, 'Layla Saeed', 'same_day', BASE),
  ];
  for (const id of orders)
    await ok(await request.put(`${API}/quiqdash/orders/state/${id}/ready_for_collection`, { headers: merchantAuth }));
  const courier = await newCourier(request, operations, undefined, { api: API, date: BEGUN_MORNING_DAY });
  const serverNow = await serverClock(request, courier.email);
  const opsAuth = { authorization: `Bearer ${operations}` };
  const wave = await ok<{ missionIds: string[]; unassigned: unknown[] }>(
    await request.post(`${API}/admin/dispatch/waves`, {
      headers: opsAuth,
      data: { date: BEGUN_MORNING_DAY, orderIds: orders, courierIds: [courier.id], seconds: 0.5 },
    }),
  );
  expect(wave.unassigned).toEqual([]);
  expect(wave.missionIds).toHaveLength(1);

  // The camera sees each order's printed label in turn: the courier app decodes the real Code 128.
  const labels: Uint8Array[] = [];
  for (const id of orders) {
    const pdf = await request.get(`${API}/quiqdash/orders/labels/${id}`, { headers: merchantAuth });
    expect(pdf.ok()).toBe(true);
    labels.push(await pdf.body());
    writeFileSync(testInfo.outputPath(`label-${id}.pdf`), await pdf.body());
  }
  const video = testInfo.outputPath('labels.y4m');
  await writeLabelVideo(labels, video);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      ...CHROME_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const baseURL = BASE;

  // The merchant's orders page, open in another page of the same browser: every order, live.
  const office = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  const merchantPage = await office.newPage();
  const moves = listenToMoves(merchantPage);
  await signInMerchant(merchantPage, merchant);
  await merchantPage.goto('/?tab=all');
  const rowOf = (id: string) => merchantPage.getByRole('row').filter({ hasText: id });
  for (const id of orders) await expect(rowOf(id)).toContainText('Ready for Collection');
  let reloads = 0;
  merchantPage.on('framenavigated', (frame) => {
    if (frame === merchantPage.mainFrame()) reloads += 1;
  });

  // The courier's phone: 390 px, touch, its position known.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'en-GB',
    permissions: ['geolocation', 'camera', 'notifications'],
    geolocation: COURIER_AT,
  });
  // The phone's clock in the server's morning, running on from there.
  await phone.clock.install({ time: serverNow() });
  const page = await phone.newPage();
  await page.goto('/courier');
  await page.getByLabel('Email').fill(courier.email);
  await page.getByLabel('Password').fill(COURIER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Yousef' })).toBeVisible();
  await page.getByRole('button', { name: 'Start shift' }).click();
  await expect(page.getByText('On shift', { exact: true })).toBeVisible();
  // Sent at once when online; a first send that fails (a busy CI machine) is tried again within 30 s.
  await expect(waiting(page)).toBeHidden({ timeout: 40_000 });

  // The pickup: the three labels read by the camera, then collected; the merchant's page follows.
  await page.locator('.stop').filter({ hasText: 'Pickup' }).click();
  await page.getByRole('button', { name: 'Scan labels with the camera' }).click();
  await expect(page.getByText('Collected: 3 of 3')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop scanning' }).click();
  await page.getByRole('button', { name: 'Confirm collection' }).click();
  await expect(page.getByText('Every parcel of this pickup is collected.')).toBeVisible();
  await expect(waiting(page)).toBeHidden({ timeout: 40_000 });
  for (const id of orders) await expect(rowOf(id)).toContainText('Collected');
  await page.getByRole('button', { name: 'All stops' }).click();

  // The carrier's system gives the first two recipients a delivery code (they arrive at the depot's scan).
  const codes = ['4821', '7356'];
  for (const [index, code] of codes.entries()) {
    const event = await request.post(`${API}/webhooks/carrier/status`, {
      headers: { 'api-key': E2E_CARRIER_KEY },
      data: { order_id: orders[index], delivery_status: 'at_hub', delivery_otp: code },
    });
    expect(event.ok(), await event.text()).toBe(true);
  }

  // Operations put the drop-offs in a new order: the phone shows it within a second, and says so.
  const mission = await ok<Mission>(
    await request.get(`${API}/admin/dispatch/missions/${wave.missionIds[0]}`, { headers: opsAuth }),
  );
  const dropOf = (id: string) => mission.stops.find((stop) => stop.kind === 'dropoff' && stop.orderIds.includes(id));
  const pickup = mission.stops.find((stop) => stop.kind === 'pickup');
  const wanted = [pickup, ...orders.map(dropOf)].map((stop) => stop?.id ?? '');
  const same = mission.stops.map((stop) => stop.id).join() === wanted.join();
  // Already in the order wanted: the first two swapped, then swapped back by the order wanted.
  const stopIds = same ? [wanted[0], wanted[2], wanted[1], wanted[3]] : wanted;
  await ok(
    await request.put(`${API}/admin/dispatch/missions/${mission.id}/stops`, {
      headers: opsAuth,
      data: { stopIds, version: mission.version },
    }),
  );
  const note = page.getByTestId('route-change');
  await expect(note).toContainText('Your stops are in a new order.', { timeout: 1_500 });
  await note.getByRole('button', { name: 'OK' }).click();
  if (same) {
    const moved = await ok<Mission>(
      await request.get(`${API}/admin/dispatch/missions/${mission.id}`, { headers: opsAuth }),
    );
    await ok(
      await request.put(`${API}/admin/dispatch/missions/${mission.id}/stops`, {
        headers: opsAuth,
        data: { stopIds: wanted, version: moved.version },
      }),
    );
    await expect(note).toContainText('Your stops are in a new order.', { timeout: 1_500 });
    await note.getByRole('button', { name: 'OK' }).click();
  }
  const dropoffs = page.locator('.stop').filter({ hasText: 'Drop-off' });
  const recipients = ['Fatima', 'Omar', 'Layla'];

  // The courier drives off towards the first drop-off and opens it: the phone sends where it is.
  await phone.setGeolocation(ON_THE_WAY);
  await dropoffs.first().click();
  await expect(page.getByRole('article', { name: orders[0] })).toContainText('Fatima');

  // The first recipient's tracking page: the courier is on the way, from where the phone said it was.
  const link = await ok<{ code: string }>(
    await request.get(`${API}/tracking/orders/${orders[0]}/link`, { headers: merchantAuth }),
  );
  const home = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, locale: 'en-GB' });
  const tracking = await home.newPage();
  await tracking.goto(`/track/${link.code}`);
  await expect(tracking.getByText(/Your courier is on the way — about \d+ min/)).toBeVisible();
  await expect(tracking.getByText(/About [\d.]+ km away/)).toBeVisible();

  // No signal: two deliveries with photo, signature and code, and a failed attempt, kept on the phone.
  await page.getByRole('button', { name: 'All stops' }).click();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await phone.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  for (const [index, code] of codes.entries()) {
    await dropoffs.nth(index).click();
    await expect(page.getByRole('article', { name: orders[index] })).toContainText(recipients[index] as string);
    await page.getByRole('button', { name: 'Deliver', exact: true }).click();
    await page.getByTestId('photo-input').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByRole('img', { name: 'Proof of delivery' })).toBeVisible();
    await drawSignature(page);
    await expect(page.getByText('Signed', { exact: true })).toBeVisible();
    await page.getByLabel('Delivery code from the recipient').fill(code);
    await page.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(waiting(page)).toContainText(`Waiting to send: ${index + 1}`);
    await page.getByRole('button', { name: 'All stops' }).click();
  }
  await dropoffs.nth(2).click();
  await expect(page.getByRole('article', { name: orders[2] })).toContainText('Layla');
  await page.getByRole('button', { name: 'Could not deliver' }).click();
  await page.getByRole('radio', { name: 'Recipient not available' }).check();
  await page.getByRole('button', { name: 'Record failed attempt' }).click();
  await expect(waiting(page)).toContainText('Waiting to send: 3');
  await expect(rowOf(orders[0] as string)).toContainText('At depot');

  // Back online: the outbox empties; the merchant's page and the tracking page follow without a reload.
  await phone.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 30_000 });
  await expect(rowOf(orders[0] as string)).toContainText('Delivered');
  await expect(rowOf(orders[1] as string)).toContainText('Delivered');
  await expect(rowOf(orders[2] as string)).toContainText('Delivery failed');
  await expect(tracking.getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();
  await expect(tracking.getByText(/Your courier is on the way/)).toBeHidden();
  await page.getByRole('button', { name: 'All stops' }).click();
  await expect(dropoffs.nth(0)).toContainText('Done');
  await expect(dropoffs.nth(1)).toContainText('Done');
  await expect(dropoffs.nth(2)).toContainText('Failed');
  expect(reloads).toBe(0);

  // Each of the merchant's sockets heard each move once; the moves, as first heard, come in order
  // (the page hands each id on once), and every order's chain of states is unbroken.
  for (const socket of new Set(moves.map((move) => move.socket))) {
    const ids = moves.filter((move) => move.socket === socket).map((move) => move.id);
    expect(new Set(ids).size).toBe(ids.length);
  }
  const heard = moves.filter((move, index) => moves.findIndex((other) => other.id === move.id) === index);
  expect(heard.map((move) => move.id)).toEqual(heard.map((move) => move.id).sort((a, b) => a - b));
  for (const [index, id] of orders.entries()) {
    const chain = heard.filter((move) => move.orderId === id);
    for (const [step, move] of chain.entries()) if (step > 0) expect(move.from).toBe(chain[step - 1]?.to);
    expect(chain[0]?.to).toBe('collected');
    expect(chain.at(-1)?.to).toBe(index < 2 ? 'delivery_complete' : 'delivery_failed');
  }
  for (const id of orders) {
    const order = await ok<{ status: string }>(
      await request.get(`${API}/quiqdash/order/${id}`, { headers: merchantAuth }),
    );
    expect(order.status).toBe(id === orders[2] ? 'delivery_failed' : 'delivery_complete');
  }

  // A push while the app is in the background: its worker shows the route alert in the courier's language.
  const cdp = await phone.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((item) => item.scopeURL.endsWith('/courier') && !item.isDeleted);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const push = async (change: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify({ type: 'mission.changed', missionId: mission.id, version: 9, change }),
    });
  const alerts = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((alert) => `${alert.title}: ${alert.body}`),
    );
  await push('order_assigned');
  await expect.poll(alerts).toEqual(['Your route changed: A stop was added to your route. Open the app to see it.']);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'مرحبًا، Yousef' })).toBeVisible();
  // The page keeps the Arabic words for its worker just after the switch: a push sent before that
  // is shown in English, so push again until the worker has them (each alert replaces the last).
  await expect
    .poll(async () => {
      await push('stops_reordered');
      return alerts();
    })
    .toEqual(['تغيّر مسارك: تغيّر ترتيب محطاتك. افتح التطبيق لتراها.']);
  await browser.close();
});
