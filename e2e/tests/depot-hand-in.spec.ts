import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { MORNING_CLOCK_STARTS_AT, MORNING_DAY, MORNING_PORT, OPS_ADMIN_EMAIL } from '../support/env';
import { waitForMail } from '../support/mail';
import { startOwnServer } from '../support/own-server';
import { journeyShots } from '../support/shots';
import { opsAdminToken, registerMerchantWithPickup, STRONG_PASSWORD, uniqueEmail } from '../support/users';

/*
 * A depot hand-in (decision 073), in both languages: three next-day orders and two same-day ones
 * of one merchant are planned for one courier; the board shows the next-day ones as one hand-in at
 * the courier's depot, with its parcels and why, and offers only "At the depot" for it; the courier
 * collects, opens the hand-in in the app at 390 px and hands the three in with one "Handed in",
 * and the orders are received at the depot. On a server whose clock starts at 09:00 in Dubai, so
 * it runs at any hour. Then the next day (decision 078): the same server runs again at 09:00 of the
 * day after; the board offers the three at the depot, operations plan them in the Plan the wave
 * dialog, the courier's phone (on that day's clock) loads them at the depot with one "Loaded, out
 * for delivery" and records a failed attempt at a drop-off, and the merchant's orders say so.
 */
const PORT = MORNING_PORT + 2;
const BASE = `http://localhost:${PORT}`;
const API = `${BASE}/api/platform`;
const shots = journeyShots('depot-journey');
const PASSWORD = 'Courier!Passw0rd9';
const DEPOT = { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 };
const NEXT_DAY = new Date(Date.parse(`${MORNING_DAY}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const NEXT_MORNING = `${NEXT_DAY}T09:00:00+04:00`;
const nextShots = journeyShots('depot-delivery');

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(PORT, { CLOCK_STARTS_AT: MORNING_CLOCK_STARTS_AT, ADMIN_EMAILS: OPS_ADMIN_EMAIL });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: BASE });

async function ok<T>(answer: Promise<Awaited<ReturnType<APIRequestContext['post']>>>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Operations add a courier with a shift holding the day; the courier chooses a password from the mail. */
async function courierOnShift(request: APIRequestContext, staff: Record<string, string>) {
  const email = uniqueEmail('courier');
  const since = Date.now();
  const courier = await ok<{ id: string }>(
    request.post(`${API}/admin/dispatch/couriers`, {
      headers: staff,
      data: { email, fullName: 'Yousef Saeed', phone: '+971501234567', vehicle: { kind: 'car' }, homeDepot: DEPOT },
    }),
  );
  const link = /token=([A-Za-z0-9_-]+)/.exec((await waitForMail(email, since)).text)?.[1];
  const { token } = await ok<{ token: string }>(
    request.post(`${API}/identity/recovery-session`, { data: { token: link } }),
  );
  await ok(
    request.put(`${API}/partner/user`, {
      headers: { authorization: `Bearer ${token}` },
      data: { password: PASSWORD, password_confirmation: PASSWORD },
    }),
  );
  await ok(
    request.post(`${API}/admin/dispatch/couriers/${courier.id}/shifts`, {
      headers: staff,
      data: { date: MORNING_DAY, start: '00:00', end: '23:59', breaks: [] },
    }),
  );
  await ok(
    request.post(`${API}/admin/dispatch/couriers/${courier.id}/shifts`, {
      headers: staff,
      data: { date: NEXT_DAY, start: '00:00', end: '23:59', breaks: [] },
    }),
  );
  return { id: courier.id, email };
}

async function openBoard(page: Page, lang: string) {
  await page.addInitScript((language) => {
    window.localStorage.setItem('onboarding', 'done');
    window.localStorage.setItem('sameday.language', language);
  }, lang);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(OPS_ADMIN_EMAIL);
  await page.locator('button[type="submit"]').first().click();
  await page.locator('input[type="password"]').first().fill(STRONG_PASSWORD);
  await page.locator('button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dispatch');
}

test('next-day orders are handed in at the depot: one stop on the board, one "Handed in" in the courier app', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const staff = { authorization: `Bearer ${await opsAdminToken(request, BASE)}` };
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Oud and Amber' }, BASE);
  const auth = { authorization: `Bearer ${merchant.token}` };
  const kinds = ['next_day', 'next_day', 'next_day', 'same_day', 'same_day'];
  const ids: string[] = [];
  for (const [index, serviceKind] of kinds.entries()) {
    const { id } = await ok<{ id: string }>(
      request.post(`${API}/quiqdash/orders`, {
        headers: { ...auth, 'Idempotency-Key': `hand-in-${merchant.pickupId}-${index}` },
        data: {
          pickupLocationId: merchant.pickupId,
          recipient: {
            name: `Recipient ${index + 1}`,
            phone: '+971509998877',
            addressLine1: `Building ${index + 1}`,
            area: ['Deira', 'Jumeirah', 'Al Barsha', 'Business Bay', 'Dubai Marina'][index],
            emirate: 'Dubai',
          },
          items: [{ name: 'Parcel', quantity: 1, weightKg: 0.5 }],
          payment: { mode: 'prepaid' },
          serviceKind,
        },
      }),
    );
    await ok(request.put(`${API}/quiqdash/orders/state/${id}/ready_for_collection`, { headers: auth, data: {} }));
    ids.push(id);
  }
  const nextDay = ids.slice(0, 3);
  const courier = await courierOnShift(request, staff);
  const wave = await ok<{ unassigned: unknown[] }>(
    request.post(`${API}/admin/dispatch/waves`, {
      headers: staff,
      data: { date: MORNING_DAY, orderIds: ids, courierIds: [courier.id], seconds: 1 },
    }),
  );
  expect(wave.unassigned).toEqual([]);

  // The board: one hand-in at the courier's depot with the three next-day orders, and why.
  for (const lang of ['en', 'ar']) {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 1100 } });
    const page = await context.newPage();
    await openBoard(page, lang);
    const handIn = page.locator('li[data-stop]').filter({ has: page.locator('[data-hand-in]') });
    await expect(handIn).toHaveCount(1);
    for (const id of nextDay) await expect(handIn.locator(`[data-order="${id}"]`)).toBeVisible();
    await expect(handIn.locator('[data-hand-in]')).toContainText(
      lang === 'en' ? 'Hand in 3 parcels of 3 orders' : '21:00',
    );
    await shots.take(page, `board-${lang}-1280.png`, { fullPage: true });
    if (lang === 'en') {
      await handIn.getByRole('button', { name: /^Record a move for stop/ }).click();
      await expect(page.getByRole('menuitem', { name: 'At the depot' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Delivered…' })).toHaveCount(0);
    }
    await context.close();
  }

  // Collected at the pickup (the courier journey scans labels; here operations record it).
  const day = await ok<{ missions: { stops: { id: string; kind: string }[] }[] }>(
    request.get(`${API}/admin/dispatch/day`, { headers: staff, params: { date: MORNING_DAY } }),
  );
  const pickup = day.missions.flatMap((mission) => mission.stops).find((stop) => stop.kind === 'pickup');
  await ok(
    request.post(`${API}/admin/dispatch/moves`, { headers: staff, data: { move: 'collected', stopId: pickup?.id } }),
  );

  // The courier's phone at 390 px: the hand-in stop with its parcels, then "Handed in".
  for (const lang of ['ar', 'en']) {
    const phone = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, hasTouch: true });
    const app = await phone.newPage();
    await app.addInitScript((language) => window.localStorage.setItem('sameday.language', language), lang);
    await app.goto('/courier');
    await app.locator('input[type="email"]').fill(courier.email);
    await app.locator('input[type="password"]').fill(PASSWORD);
    await app.locator('button[type="submit"]').click();
    await app
      .locator('.stop')
      .filter({ has: app.locator('.kind.depot') })
      .click();
    await expect(app.locator('.parcels li')).toHaveCount(3);
    await shots.take(app, `courier-${lang}-390.png`, { fullPage: true });
    if (lang === 'en') {
      await expect(
        app.getByText('Hand in 3 parcels at the depot’s desk: they are delivered on a later day.'),
      ).toBeVisible();
      await app.getByRole('button', { name: 'All stops' }).click();
      await app.getByRole('button', { name: 'Start shift' }).click();
      await expect(app.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
      await app
        .locator('.stop')
        .filter({ has: app.locator('.kind.depot') })
        .click();
      await app.getByRole('button', { name: 'Handed in' }).click();
      await expect(app.getByText('Every parcel of this stop is handed in.')).toBeVisible();
      await expect(app.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
      await shots.take(app, `courier-${lang}-390-handed-in.png`, { fullPage: true });
    }
    await phone.close();
  }
  for (const id of nextDay) {
    const order = await ok<{ status: string }>(request.get(`${API}/quiqdash/order/${id}`, { headers: auth }));
    expect(order.status).toBe('received_at_depot');
  }

  // The next day: the server again, its clock at 09:00 of the day after.
  await server.restart({ CLOCK_STARTS_AT: NEXT_MORNING });
  await deliverNextDay(browser, request, { courier, nextDay, auth });
});

/** Day 2 (decision 078): plan the depot's orders on the board, load them in the courier app, a failed attempt. */
async function deliverNextDay(
  browser: Browser,
  request: APIRequestContext,
  { courier, nextDay, auth }: { courier: { email: string }; nextDay: string[]; auth: Record<string, string> },
) {
  for (const lang of ['en', 'ar']) {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 1100 } });
    // The board opens on the browser's day: operations' computer is on the next day too.
    await context.clock.install({ time: new Date(NEXT_MORNING) });
    const page = await context.newPage();
    await openBoard(page, lang);
    if (lang === 'en') {
      for (const id of nextDay)
        await expect(page.locator('li').filter({ has: page.locator(`[data-order="${id}"]`) })).toContainText(
          `At ${DEPOT.name}: delivered from the depot on this day.`,
        );
      await page.getByRole('button', { name: 'Plan the wave' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Plan the wave' });
      await expect(dialog.getByText(`At ${DEPOT.name}, to deliver`)).toHaveCount(3);
      await nextShots.take(page, `board-plan-${lang}-1280.png`);
      await dialog.getByRole('button', { name: 'Plan the wave' }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
    }
    const load = page.locator('li[data-stop]').filter({ has: page.locator('[data-hand-in]') });
    await expect(load).toHaveCount(1);
    await expect(load.locator('[data-hand-in]')).toContainText(
      lang === 'en' ? 'Load 3 parcels of 3 orders' : DEPOT.name,
    );
    await nextShots.take(page, `board-${lang}-1280.png`, { fullPage: true });
    await context.close();
  }
  // The courier's phone on the day's clock, at 375 px: the load stop first, then its drop-offs.
  for (const lang of ['ar', 'en']) {
    const phone = await browser.newContext({ baseURL: BASE, viewport: { width: 375, height: 812 }, hasTouch: true });
    await phone.clock.install({ time: new Date(NEXT_MORNING) });
    const app = await phone.newPage();
    await app.addInitScript((language) => window.localStorage.setItem('sameday.language', language), lang);
    await app.goto('/courier');
    await app.locator('input[type="email"]').fill(courier.email);
    await app.locator('input[type="password"]').fill(PASSWORD);
    await app.locator('button[type="submit"]').click();
    const loadStop = app.locator('.stop').filter({ has: app.locator('.kind.load') });
    await loadStop.click();
    await expect(app.locator('.parcels li')).toHaveCount(3);
    await nextShots.take(app, `courier-load-${lang}-375.png`, { fullPage: true });
    if (lang === 'en') {
      await app.getByRole('button', { name: 'All stops' }).click();
      await app.getByRole('button', { name: 'Start shift' }).click();
      await expect(app.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
      await loadStop.click();
      await app.getByRole('button', { name: 'Loaded, out for delivery' }).click();
      // The stop reads "loaded" once the server has applied the action and the day is read again: as
      // long as the action's own sync may take on a busy machine.
      await expect(app.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
      await expect(app.getByText('Every parcel of this stop is loaded: out for delivery.')).toBeVisible({
        timeout: 40_000,
      });
      await nextShots.take(app, `courier-load-${lang}-375-loaded.png`, { fullPage: true });
      // A drop-off of these orders proceeds as every delivery's: here a failed attempt.
      await app.getByRole('button', { name: 'Next stop' }).click();
      await app.getByRole('button', { name: 'Could not deliver' }).first().click();
      await app.getByRole('radio', { name: 'Recipient not available' }).click();
      await app.getByRole('button', { name: 'Record failed attempt' }).click();
      await expect(app.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
      // The failed parcel goes back to the depot: the route now ends with a hand-in that carries it.
      await app.getByRole('button', { name: 'All stops' }).click();
      await app
        .locator('.stop')
        .filter({ has: app.locator('.kind.depot') })
        .click();
      const bringBack = app.locator('.parcels li');
      await expect(bringBack).toHaveCount(1);
      await expect(bringBack).toContainText('On board: failed attempt');
      await nextShots.take(app, `courier-bring-back-${lang}-375.png`, { fullPage: true });
    }
    await phone.close();
  }
  const statuses: string[] = [];
  for (const id of nextDay) {
    const order = await ok<{ status: string }>(request.get(`${API}/quiqdash/order/${id}`, { headers: auth }));
    statuses.push(order.status);
  }
  expect(statuses.sort()).toEqual(['delivery_failed', 'out_for_delivery', 'out_for_delivery']);
}
