import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { waitForMail } from '../support/mail';
import { opsAdminToken, placeOrderByApi, registerMerchantWithPickup, uniqueEmail } from '../support/users';

const API = `${E2E_BASE_URL}/api/platform`;
const COURIER_PASSWORD = 'Courier!Passw0rd9';
const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/public/courier-icon-512.png'));

/** The Dubai date of now (UTC+4, no daylight saving). */
const dubaiToday = () => new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Operations add a courier, who chooses a password through the mailed link; a shift holds the whole day. */
async function newCourier(request: APIRequestContext, operations: string) {
  const email = uniqueEmail('courier');
  const since = Date.now();
  const auth = { authorization: `Bearer ${operations}` };
  const courier = await ok<{ id: string }>(
    await request.post(`${API}/admin/dispatch/couriers`, {
      headers: auth,
      data: {
        email,
        fullName: 'Yousef Saeed',
        phone: '+971501234567',
        vehicle: { kind: 'car' },
        homeDepot: { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 },
      },
    }),
  );
  const mail = await waitForMail(email, since);
  const link = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in the invitation: ${mail.text}`);
  const { token } = await ok<{ token: string }>(
    await request.post(`${API}/identity/recovery-session`, { data: { token: link } }),
  );
  await ok(
    await request.put(`${API}/partner/user`, {
      headers: { authorization: `Bearer ${token}` },
      data: { password: COURIER_PASSWORD, password_confirmation: COURIER_PASSWORD },
    }),
  );
  await ok(
    await request.post(`${API}/admin/dispatch/couriers/${courier.id}/shifts`, {
      headers: auth,
      data: { date: dubaiToday(), start: '00:00', end: '23:59', breaks: [] },
    }),
  );
  return { id: courier.id, email };
}

const waiting = (page: Page) => page.getByTestId('waiting');

test('a courier collects by typed codes, delivers with photo and signature and fails one without signal, then everything is sent once', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const operations = await opsAdminToken(request);
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Oud and Amber' });
  const orders = [
    await placeOrderByApi(request, merchant, 'Fatima Noor', 'same_day'),
    await placeOrderByApi(request, merchant, 'Omar Haddad', 'same_day'),
  ];
  for (const id of orders)
    await ok(
      await request.put(`${API}/quiqdash/orders/state/${id}/ready_for_collection`, {
        headers: { authorization: `Bearer ${merchant.token}` },
        data: {},
      }),
    );
  const courier = await newCourier(request, operations);
  const wave = await ok<{ unassigned: unknown[] }>(
    await request.post(`${API}/admin/dispatch/waves`, {
      headers: { authorization: `Bearer ${operations}` },
      data: { date: dubaiToday(), orderIds: orders, courierIds: [courier.id], seconds: 0.5 },
    }),
  );
  expect(wave.unassigned).toEqual([]);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/courier');
  await page.getByLabel('Email').fill(courier.email);
  await page.getByLabel('Password').fill(COURIER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Yousef' })).toBeVisible();

  await page.getByRole('button', { name: 'Start shift' }).click();
  await expect(page.getByText('On shift', { exact: true })).toBeVisible();
  await expect(waiting(page)).toBeHidden();

  // The pickup: both labels typed, nothing missing; the collection is sent at once.
  await page.locator('.stop').filter({ hasText: 'Pickup' }).click();
  const code = page.getByLabel('Or type the parcel number');
  for (const id of orders) {
    await code.fill(id.toLowerCase());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(page.getByText('Collected: 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm collection' }).click();
  await expect(page.getByText('Every parcel of this pickup is collected.')).toBeVisible();
  await expect(waiting(page)).toBeHidden();
  await page.getByRole('button', { name: 'All stops' }).click();

  // The app is kept by its worker: without signal it goes on.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  const dropoffs = page.locator('.stop').filter({ hasText: 'Drop-off' });
  await dropoffs.first().click();
  await page.getByRole('button', { name: 'Deliver', exact: true }).click();
  await page.getByTestId('photo-input').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: 'Proof of delivery' })).toBeVisible();
  const pad = page.getByTestId('signature');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? 30 : -30), { steps: 3 });
  await page.mouse.up();
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(waiting(page)).toContainText('Waiting to send: 1');

  await page.getByRole('button', { name: 'All stops' }).click();
  await dropoffs.nth(1).click();
  await page.getByRole('button', { name: 'Could not deliver' }).click();
  await page.getByRole('radio', { name: 'Recipient not available' }).check();
  await page.getByRole('button', { name: 'Record failed attempt' }).click();
  await expect(waiting(page)).toContainText('Waiting to send: 2');

  // Back online: the outbox empties, in order, and the orders moved once each.
  await context.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 30_000 });
  const statuses: string[] = [];
  for (const id of orders) {
    const order = await ok<{ status: string; proof?: unknown }>(
      await request.get(`${API}/quiqdash/order/${id}`, { headers: { authorization: `Bearer ${merchant.token}` } }),
    );
    statuses.push(order.status);
  }
  expect(statuses.sort()).toEqual(['delivery_complete', 'delivery_failed']);
  await page.getByRole('button', { name: 'All stops' }).click();
  await expect(dropoffs.first()).toContainText('Done');
  await expect(dropoffs.nth(1)).toContainText('Failed');
  await context.close();
});
