import { type APIRequestContext, expect, test } from '@playwright/test';
import { zidOrder } from '../../apps/api/src/test/stand-ins/zid/orders';
import { E2E_BASE_URL, E2E_CARRIER_KEY, ZID_STAND_IN_URL } from '../support/env';
import { pendingRowsOf, signInMerchant } from '../support/shop-journeys';
import { registerMerchantWithPickup } from '../support/users';

const API = `${E2E_BASE_URL}/api/platform`;
const STORE = '507530';

/** The store sends a delivery through the stand-in, as Zid sends it (Basic credentials, no signature). */
async function storeSends(request: APIRequestContext, event: string, order: unknown) {
  const sent = await request.post(`${ZID_STAND_IN_URL}/_send/${STORE}/${event}`, { data: order });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { statuses } = (await sent.json()) as { statuses: number[] };
  expect(statuses).toEqual([200]);
}

test.describe.configure({ timeout: 180_000 });

test('a merchant connects a Zid store, its orders arrive once with Arabic intact, and the store receives tracking', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchantWithPickup(request);
  await signInMerchant(page, merchant);

  // 1. Connect: no address to type; approval on Zid's side, then back here connected.
  await page.goto('/integrations');
  await page.getByRole('article', { name: 'Zid' }).getByRole('button', { name: 'Connect Zid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Zid' });
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  const approval = page.waitForRequest((r) => r.url().startsWith(`${ZID_STAND_IN_URL}/oauth/authorize?`));
  await dialog.getByRole('button', { name: 'Continue to Zid' }).click();
  expect(new URL((await approval).url()).searchParams.get('redirect_uri')).toBe(`${API}/integrations/zid/callback`);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/integrations/zid?connected=${STORE}`);
  // Zid names the store by a number; the screens say its own title.
  await expect(page.getByRole('alert').filter({ hasText: 'متجر العود is connected' })).toBeVisible();

  // 2. The store sends an order twice (Zid's retry of the same delivery) and an order written in Arabic.
  await storeSends(request, 'order.create', zidOrder(501));
  await storeSends(request, 'order.create', zidOrder(501));
  await storeSends(request, 'order.create', zidOrder(502, { arabic: true }));
  const arabic = await pendingRowsOf(page, 'ليلى الحداد');
  await expect(arabic).toHaveCount(1);
  const omar = await pendingRowsOf(page, 'Omar Khalid');
  await expect(omar).toHaveCount(1);
  const id = /Order (SD[0-9A-Z]{10})/.exec((await arabic.first().getAttribute('aria-label')) ?? '')?.[1] as string;
  expect(id).toBeTruthy();

  // 3. The merchant marks it Ready for Collection; the courier collects it (the carrier's webhook).
  await page.getByRole('checkbox', { name: `Select order ${id}` }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Ready for Collection' }).click();
  await expect(page.getByText(`Order ${id} is Ready for Collection.`, { exact: false })).toBeVisible();
  const collected = await request.post(`${API}/webhooks/carrier/status`, {
    headers: { 'api-key': E2E_CARRIER_KEY },
    data: { order_id: id, delivery_status: 'picked_up' },
  });
  expect(collected.ok(), await collected.text()).toBe(true);

  // 4. The store's order is in delivery, with the Sameday tracking number and page.
  await expect(async () => {
    const received = await request.get(`${ZID_STAND_IN_URL}/_received`);
    const { statusChanges } = (await received.json()) as {
      statusChanges: { orderId: number; form: Record<string, string> }[];
    };
    expect(statusChanges).toContainEqual({
      orderId: 502,
      form: {
        order_status: 'indelivery',
        tracking_number: id,
        tracking_url: expect.stringMatching(new RegExp(`^${E2E_BASE_URL}/track/`)),
      },
    });
  }).toPass({ timeout: 30_000 });

  // 5. The store's settings and sync log say so.
  await page.goto('/integrations/zid');
  await expect(page.getByRole('heading', { name: 'Zid Settings' })).toBeVisible();
});
