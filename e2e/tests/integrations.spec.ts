import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shopifyOrder } from '../../apps/api/src/test/stand-ins/shopify/stand-in';
import { E2E_BASE_URL, E2E_CARRIER_KEY, SHOPIFY_STAND_IN_URL } from '../support/env';
import { type MerchantWithPickup, registerMerchantWithPickup } from '../support/users';

const API = `${E2E_BASE_URL}/api/platform`;

async function signIn(page: Page, merchant: MerchantWithPickup) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The shop sends an order webhook, signed as Shopify signs it, through the stand-in. */
async function shopSends(request: APIRequestContext, shop: string, topic: string, order: unknown) {
  const sent = await request.post(`${SHOPIFY_STAND_IN_URL}/_send/${shop}/${topic}`, { data: order });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(((await sent.json()) as { status: number }).status).toBeLessThan(300);
}

/** The orders page's row of the order sent to `name`; answers the row and the order's id. */
async function pendingOrderOf(page: Page, name: string) {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: new RegExp(`^Order SD[0-9A-Z]{10}, ${name}`) });
  // The webhook is worked by a background job: the list is read again until the order is in it.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const id = /Order (SD[0-9A-Z]{10})/.exec((await row.getAttribute('aria-label')) ?? '')?.[1] as string;
  expect(id).toBeTruthy();
  return { row, id };
}

test.describe.configure({ timeout: 180_000 });

test('a merchant connects a Shopify shop, its orders arrive, tracking goes back, and a failed one is fixed and imported', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchantWithPickup(request);
  const shop = `haddad-oud-${Date.now().toString(36)}.myshopify.com`;
  await signIn(page, merchant);

  // 1. Connect: the shop's address, then approval on the shop's side, then back here connected.
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const connected = page.getByRole('region', { name: 'Connected shops' });
  await expect(connected.getByText('No shop connected yet')).toBeVisible();
  await page.getByRole('article', { name: 'Shopify' }).getByRole('button', { name: 'Connect Shopify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Shopify' });
  await dialog.getByRole('textbox', { name: 'Shop address' }).fill('not a shop');
  await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();
  await expect(dialog.getByText('Enter an address ending in .myshopify.com')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Shop address' }).fill(shop);
  // The browser goes to the shop's admin, where the stand-in approves the install at once.
  const approval = page.waitForRequest((r) =>
    r.url().startsWith(`${SHOPIFY_STAND_IN_URL}/${shop}/admin/oauth/authorize?`),
  );
  await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();
  expect(new URL((await approval).url()).searchParams.get('redirect_uri')).toMatch(new RegExp(`^${E2E_BASE_URL}/`));
  await expect(page).toHaveURL(`${E2E_BASE_URL}/integrations/shopify?connected=${encodeURIComponent(shop)}`);
  await expect(page.getByRole('alert').filter({ hasText: `${shop} is connected` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopify Settings' })).toBeVisible();
  await expect(page.getByText('Nothing synced yet')).toBeVisible();

  // 2. The shop sends an order: it arrives in Pending.
  await shopSends(request, shop, 'orders/create', shopifyOrder(1001));
  const first = await pendingOrderOf(page, 'Layla Haddad');

  // 3. The merchant marks it Ready for Collection; the courier collects it (the carrier's webhook).
  await page.getByRole('checkbox', { name: `Select order ${first.id}` }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Ready for Collection' }).click();
  await expect(page.getByText(`Order ${first.id} is Ready for Collection.`, { exact: false })).toBeVisible();
  const collected = await request.post(`${API}/webhooks/carrier/status`, {
    headers: { 'api-key': E2E_CARRIER_KEY },
    data: { order_id: first.id, delivery_status: 'picked_up' },
  });
  expect(collected.ok(), await collected.text()).toBe(true);

  // 4. The shop got a fulfilment carrying the order's tracking number.
  await expect(async () => {
    const received = await request.get(`${SHOPIFY_STAND_IN_URL}/_received`);
    const { fulfillments } = (await received.json()) as {
      fulfillments: { shop: string; fulfillmentOrderIds: string[]; tracking: Record<string, unknown> }[];
    };
    expect(fulfillments).toContainEqual({
      shop,
      fulfillmentOrderIds: ['gid://shopify/FulfillmentOrder/1001'],
      tracking: expect.objectContaining({ number: first.id }),
    });
  }).toPass({ timeout: 30_000 });

  // 5. An order with a phone no courier can call fails, and says why in the sync log.
  const badPhone = shopifyOrder(1002, {
    shipping_address: {
      ...shopifyOrder(1002).shipping_address,
      first_name: 'Mariam',
      last_name: 'Saeed',
      phone: '12345',
    },
  });
  await shopSends(request, shop, 'orders/create', badPhone);
  await page.goto('/integrations/shopify');
  const failed = page.getByRole('listitem', { name: 'Shop order #1002' });
  await expect(async () => {
    await page.reload();
    await expect(failed).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('The phone number "12345" is not a valid UAE phone number');
  await expect(page.getByRole('listitem', { name: 'Shop order #1001' }).first()).toBeVisible();

  // 6. Fix and import: the single-shipment form, pre-filled; the merchant fixes the phone and places it.
  await failed.getByRole('button', { name: 'Fix and import' }).click();
  await expect(page).toHaveURL(/\/single-shipment$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mariam Saeed');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveValue('12345');
  await expect(page.getByRole('textbox', { name: 'Item name' })).toHaveValue('Oud oil 50 ml');
  await phone.fill('50 765 4321');
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('heading', { name: /^Order SD[0-9A-Z]{10} placed$/ });
  await expect(placed).toBeVisible();
  const fixedId = /Order (SD[0-9A-Z]{10})/.exec((await placed.textContent()) ?? '')?.[1] as string;
  const fixed = await pendingOrderOf(page, 'Mariam Saeed');
  expect(fixed.id).toBe(fixedId);

  // 7. On a phone, /integrations still shows the connected shop and its status.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/integrations');
  const card = page.getByRole('listitem', { name: shop });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Connected');
  await expect(card).toContainText('Failed today: 1');
  await expect(card.getByRole('link', { name: `Settings of ${shop}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Shopify' })).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
