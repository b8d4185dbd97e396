import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { waitForMail } from './mail';
import { uniqueEmail } from './users';

export const API = `${E2E_BASE_URL}/api/platform`;
export const COURIER_PASSWORD = 'Courier!Passw0rd9';

/** The Dubai date of now (UTC+4, no daylight saving). */
export const dubaiToday = () => new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Operations add a courier, who chooses a password through the mailed link; a shift holds the whole day. */
export async function newCourier(
  request: APIRequestContext,
  operations: string,
  fullName = 'Yousef Saeed',
  { api = API, date = dubaiToday() }: { api?: string; date?: string } = {},
) {
  const email = uniqueEmail('courier');
  const since = Date.now();
  const auth = { authorization: `Bearer ${operations}` };
  const courier = await ok<{ id: string }>(
    await request.post(`${api}/admin/dispatch/couriers`, {
      headers: auth,
      data: {
        email,
        fullName,
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
    await request.post(`${api}/identity/recovery-session`, { data: { token: link } }),
  );
  await ok(
    await request.put(`${api}/partner/user`, {
      headers: { authorization: `Bearer ${token}` },
      data: { password: COURIER_PASSWORD, password_confirmation: COURIER_PASSWORD },
    }),
  );
  await ok(
    await request.post(`${api}/admin/dispatch/couriers/${courier.id}/shifts`, {
      headers: auth,
      data: { date, start: '00:00', end: '23:59', breaks: [] },
    }),
  );
  return { id: courier.id, email };
}

/** Draws a stroke on the courier app's signature pad (a proof of delivery, a manifest's sign-off). */
export async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? 30 : -30), { steps: 2 });
  await page.mouse.up();
}
