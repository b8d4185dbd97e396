import { type APIRequestContext, expect, test } from '@playwright/test';
import { sallaArabicOrder, sallaOrder } from '../../apps/api/src/test/stand-ins/salla/stand-in';
import { E2E_BASE_URL, E2E_CARRIER_KEY, SALLA_STAND_IN_URL } from '../support/env';
import { pendingRowsOf, signInMerchant } from '../support/shop-journeys';
import { journeyShots } from '../support/shots';
import { registerMerchantWithPickup } from '../support/users';

const API = `${E2E_BASE_URL}/api/platform`;
const shots = journeyShots('salla');

/** The store sends an order event, signed as Salla signs it, through the stand-in. */
async function storeSends(request: APIRequestContext, store: string, event: string, order: unknown) {
  const sent = await request.post(`${SALLA_STAND_IN_URL}/_send/${store}/${event}`, { data: order });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(((await sent.json()) as { status: number }).status).toBe(200);
}

test.describe.configure({ timeout: 180_000 });

test('a Salla store connects, its orders arrive once (a duplicate, an Arabic address), and the store gets the tracking back', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchantWithPickup(request);
  await signInMerchant(page, merchant);

  // 1. Connect: no address to type; Salla names the store after the merchant signs in there.
  await page.goto('/integrations');
  const card = page.getByRole('article', { name: 'Salla' });
  await card.getByRole('button', { name: 'Connect Salla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Salla' });
  await expect(dialog.getByText('You pick the store when you sign in to Salla.')).toBeVisible();
  const approval = page.waitForRequest((r) => r.url().startsWith(`${SALLA_STAND_IN_URL}/oauth2/auth?`));
  await dialog.getByRole('button', { name: 'Continue to Salla' }).click();
  expect(new URL((await approval).url()).searchParams.get('redirect_uri')).toBe(
    `${E2E_BASE_URL}/api/platform/integrations/salla/callback`,
  );
  await expect(page).toHaveURL(new RegExp(`^${E2E_BASE_URL}/integrations/salla\\?connected=\\d+$`));
  const store = new URL(page.url()).searchParams.get('connected') as string;
  // Salla names the store by a number; the screens say the name the stand-in's Salla gives it.
  const storeName = `متجر ${store}`;
  await expect(page.getByRole('alert').filter({ hasText: `${storeName} is connected` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Salla Settings' })).toBeVisible();

  // 2. The store sends an Arabic order twice (Salla's retry) and another one: each arrives once.
  await storeSends(request, store, 'order.created', sallaArabicOrder(5001));
  await storeSends(request, store, 'order.created', sallaArabicOrder(5001));
  await storeSends(request, store, 'order.created', sallaOrder(5002));
  const arabic = await pendingRowsOf(page, 'ليلى الحداد');
  await pendingRowsOf(page, 'Omar Khalil');
  await expect(arabic).toHaveCount(1);
  const id = /Order (SD[0-9A-Z]{10})/.exec((await arabic.first().getAttribute('aria-label')) ?? '')?.[1] as string;
  expect(id).toBeTruthy();
  // The Arabic address arrived as typed.
  const placed = await request.get(`${API}/quiqdash/order/${id}`, {
    headers: { authorization: `Bearer ${merchant.token}` },
  });
  expect(JSON.stringify(await placed.json())).toContain('فيلا 7، شارع الوصل، جميرا 1');

  // 3. Ready for Collection, then collected (the carrier's webhook, as the courier journeys record it).
  await page.goto('/');
  await page.getByRole('checkbox', { name: `Select order ${id}` }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Ready for Collection' }).click();
  await expect(page.getByText(`Order ${id} is Ready for Collection.`, { exact: false })).toBeVisible();
  const collected = await request.post(`${API}/webhooks/carrier/status`, {
    headers: { 'api-key': E2E_CARRIER_KEY },
    data: { order_id: id, delivery_status: 'picked_up' },
  });
  expect(collected.ok(), await collected.text()).toBe(true);

  // 4. The store got the order's status back, with the tracking number in its note.
  await expect(async () => {
    const received = await request.get(`${SALLA_STAND_IN_URL}/_received`);
    const { statusUpdates } = (await received.json()) as {
      statusUpdates: { merchant: string; orderId: string; slug: string; note: string | null }[];
    };
    expect(statusUpdates).toContainEqual({
      merchant: store,
      orderId: '5001',
      slug: 'delivering',
      note: expect.stringContaining(id),
    });
  }).toPass({ timeout: 30_000 });

  // 5. The integrations screen and the store's settings, on a phone and a wide screen, in English and Arabic.
  if (shots.isOn) {
    for (const language of ['en', 'ar'] as const) {
      const saved = await request.put(`${API}/me/language`, {
        headers: { authorization: `Bearer ${merchant.token}` },
        data: { language },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/integrations');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('listitem', { name: storeName })).toBeVisible();
        await shots.take(page, `integrations-${language}-${width}.png`, { fullPage: true });
        await page.goto('/integrations/salla');
        await expect(page.getByText(storeName, { exact: true })).toBeVisible();
        await shots.take(page, `settings-${language}-${width}.png`, { fullPage: true });
      }
    }
  }
});
