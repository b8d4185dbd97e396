import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { COURIER_PASSWORD, drawSignature, newCourier, ok } from '../support/couriers';
import { BEGUN_MORNING_CLOCK_STARTS_AT, BEGUN_MORNING_DAY, MORNING_PORT, OPS_ADMIN_EMAIL } from '../support/env';
import { startOwnServer } from '../support/own-server';
import { journeyShots } from '../support/shots';
import { addPickupByApi, opsAdminToken, placeOrderByApi, registerMerchant } from '../support/users';

/*
 * A pickup's manifest (decision 072), signed off in the courier app and read by the merchant: an
 * address with an Arabic name hands over three orders, one of them of two item lines (two parcels,
 * as the board, the app, the labels and the manifest all count it); the courier signs the manifest
 * off without signal, the app shows it signed at once and, once sent, after a reload, never the form
 * again; the merchant reads the day's manifest with who signed and when, and a past day with nothing
 * collected says so. English and Arabic, 1280 and 375 px. On a server whose morning has begun.
 */
const PORT = MORNING_PORT + 6;
const BASE = `http://localhost:${PORT}`;
const API = `${BASE}/api/platform`;
const shots = journeyShots('manifests');
const SIGNER = 'هدى المري';

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer(PORT, {
    CLOCK_STARTS_AT: BEGUN_MORNING_CLOCK_STARTS_AT,
    ADMIN_EMAILS: OPS_ADMIN_EMAIL,
  });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: BASE });

/** The server's clock as the courier's day answers it: the phone's clock is set from it (its morning). */
async function serverNow(request: APIRequestContext, email: string) {
  const { token } = await ok<{ token: string }>(
    await request.post(`${API}/identity/sign-in`, { data: { email, password: COURIER_PASSWORD } }),
  );
  const { at } = await ok<{ at: string }>(
    await request.get(`${API}/courier/today`, { headers: { authorization: `Bearer ${token}` } }),
  );
  return new Date(Date.parse(at) + 5_000);
}

/** The courier's phone at 375 px, its clock in the server's morning, signed in and on shift. */
async function courierOnShift(browser: Browser, request: APIRequestContext, email: string) {
  const phone = await browser.newContext({ baseURL: BASE, viewport: { width: 375, height: 812 }, hasTouch: true });
  await phone.clock.install({ time: await serverNow(request, email) });
  const page = await phone.newPage();
  await page.goto('/courier');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(COURIER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Start shift' }).click();
  await expect(page.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
  return { phone, page };
}

async function placeSeveralLines(request: APIRequestContext, token: string, pickupId: string) {
  const order = await ok<{ id: string }>(
    await request.post(`${API}/quiqdash/orders`, {
      headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-manifest-${Date.now()}` },
      data: {
        pickupLocationId: pickupId,
        recipient: {
          name: 'Mariam Saeed',
          phone: '+971509998877',
          addressLine1: 'Bay Square 3',
          area: 'Business Bay',
          emirate: 'Dubai',
        },
        items: [
          { name: 'Oud set', quantity: 3, weightKg: 0.5 },
          { name: 'Candle', quantity: 2, weightKg: 0.2 },
        ],
        payment: { mode: 'cod', codAmountFils: 24_000 },
        serviceKind: 'same_day',
      },
    }),
  );
  return order.id;
}

test('a manifest signed off without signal shows signed in the courier app, after a reload too, and the merchant reads it by day', async ({
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const operations = await opsAdminToken(request, BASE);
  const merchant = await registerMerchant(request, { account_name: 'Oud and Amber' }, BASE);
  const { token, pickupId } = await addPickupByApi(request, merchant, 'مستودع القوز', BASE);
  const withPickup = { ...merchant, token, pickupId };
  const auth = { authorization: `Bearer ${token}` };
  const orders = [
    await placeOrderByApi(request, withPickup, 'Fatima Noor', 'same_day', BASE),
    await placeOrderByApi(request, withPickup, 'Omar Haddad', 'same_day', BASE),
    await placeSeveralLines(request, token, pickupId),
  ];
  for (const id of orders)
    await ok(await request.put(`${API}/quiqdash/orders/state/${id}/ready_for_collection`, { headers: auth }));
  const courier = await newCourier(request, operations, undefined, { api: API, date: BEGUN_MORNING_DAY });
  const wave = await ok<{ unassigned: unknown[] }>(
    await request.post(`${API}/admin/dispatch/waves`, {
      headers: { authorization: `Bearer ${operations}` },
      data: { date: BEGUN_MORNING_DAY, orderIds: orders, courierIds: [courier.id], seconds: 0.5 },
    }),
  );
  expect(wave.unassigned).toEqual([]);

  // The courier collects the three orders, the one of two item lines by its two labels.
  const { phone, page } = await courierOnShift(browser, request, courier.email);
  await page.locator('.stop').filter({ hasText: 'Pickup' }).click();
  await expect(page.getByTestId('manifest-totals')).toContainText('3 orders · 4 parcels');
  const several = orders[2] as string;
  await page.getByLabel('Or type the parcel number').fill(`${several}/1`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('1 of 2 scanned')).toBeVisible();
  for (const code of [`${several}/2`, orders[0] as string, orders[1] as string]) {
    await page.getByLabel('Or type the parcel number').fill(code);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Confirm collection' }).click();
  await expect(page.getByText('Every parcel of this pickup is collected.')).toBeVisible();
  await expect(page.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });

  // No signal: the sign-off is kept on the phone and shows signed at once, with no form.
  await phone.setOffline(true);
  await page.getByRole('checkbox', { name: 'I received these orders and parcels' }).check();
  await drawSignature(page);
  await page.getByLabel('Name of the person handing over').fill(SIGNER);
  await page.getByRole('button', { name: 'Sign off the manifest' }).click();
  const signed = page.getByTestId('manifest-signed');
  await expect(signed).toContainText(`Signed by ${SIGNER} with Yousef`);
  await expect(signed).toContainText('Sign-off kept on the phone');
  await expect(page.getByRole('button', { name: 'Sign off the manifest' })).toBeHidden();
  await signed.scrollIntoViewIfNeeded();
  await shots.take(page, `courier-en-375-kept.png`);

  // Signal again: sent; read again after a reload, the day says it is signed.
  await phone.setOffline(false);
  await expect(page.getByTestId('waiting')).toBeHidden({ timeout: 40_000 });
  // The app opens again on the stop it showed.
  await page.reload();
  await expect(page.getByTestId('manifest-signed')).toContainText(`Signed by ${SIGNER} with Yousef`);
  await expect(page.getByTestId('manifest-signed')).not.toContainText('kept on the phone');
  await expect(page.getByRole('button', { name: 'Sign off the manifest' })).toBeHidden();
  await page.getByTestId('manifest-signed').scrollIntoViewIfNeeded();
  await shots.take(page, `courier-en-375-signed.png`);
  await page.evaluate(() => window.localStorage.setItem('sameday.language', 'ar'));
  await page.reload();
  await expect(page.getByTestId('manifest-signed')).toContainText('وقّعه');
  await page.getByTestId('manifest-signed').scrollIntoViewIfNeeded();
  await shots.take(page, `courier-ar-375-signed.png`);
  await phone.close();

  // The merchant's pickup addresses: the day's manifest, signed, by whom and when; a past day empty.
  for (const language of ['en', 'ar']) {
    const office = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
    // The office's clock on the server's day, as it is outside tests.
    await office.clock.install({ time: await serverNow(request, courier.email) });
    const desk = await office.newPage();
    await desk.addInitScript((lang) => {
      window.localStorage.setItem('onboarding', 'done');
      window.localStorage.setItem('sameday.language', lang);
    }, language);
    await desk.goto('/login');
    await desk.locator('input[type="email"]').fill(merchant.email);
    await desk.locator('button[type="submit"]').first().click();
    await desk.locator('input[type="password"]').first().fill(merchant.password);
    await desk.locator('button[type="submit"]').first().click();
    await expect(desk).toHaveURL(/\/$/);
    await desk.goto('/account/pickup-addresses');
    const row = desk.getByTestId('manifest-row');
    await expect(row).toContainText('مستودع القوز');
    await expect(row).toContainText(SIGNER);
    if (language === 'en') await expect(row).toContainText('3 orders · 4 parcels');
    await row.scrollIntoViewIfNeeded();
    await shots.take(desk, `merchant-${language}-1280.png`, { fullPage: true });
    await desk.setViewportSize({ width: 375, height: 812 });
    await row.scrollIntoViewIfNeeded();
    await shots.take(desk, `merchant-${language}-375.png`, { fullPage: true });
    const past = new Date(Date.parse(`${BEGUN_MORNING_DAY}T12:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
    await desk.locator('input[type="date"]').fill(past);
    await expect(desk.getByTestId('manifests-empty')).toBeVisible();
    await shots.take(desk, `merchant-${language}-375-past-day.png`, { fullPage: true });
    await office.close();
  }
});
