import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FULFILMENT_PATHS } from '@sameday/contract';
import { E2E_BASE_URL } from '../support/env';
import { type Merchant, opsAdminToken, registerMerchant } from '../support/users';

/*
 * Fulfilment from the merchant's shelf to the customer's door: a new merchant sees the
 * entry page, operations make the account a fulfilment account, the merchant creates two
 * products and a bundle, announces an inbound shipment that operations receive, places a
 * fulfilment order for the bundle and sees its components reserved; operations pick,
 * pack and hand it over, and its delivery order is on the orders page.
 */
const API = `${E2E_BASE_URL}/api/platform`;

async function signIn(page: Page, merchant: Merchant) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function merchantToken(request: APIRequestContext, merchant: Merchant) {
  const response = await request.post(`${API}/identity/sign-in`, {
    data: { email: merchant.email, password: merchant.password },
  });
  return ((await response.json()) as { token: string }).token;
}

/** An operations call (staff rights), failing the test with the server's answer when refused. */
async function asOperations(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
) {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function chooseProduct(page: Page, field: string, sku: RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: sku }).click();
}

async function createProduct(page: Page, sku: string, name: string) {
  await page.getByRole('link', { name: 'Create Product' }).first().click();
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Low-stock threshold' }).fill('2');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(/\/fulfillment\/products$/);
  await expect(page.getByRole('link', { name: sku })).toBeVisible();
}

test('a fulfilment account from its first product to a delivery order on the orders page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const merchant = await registerMerchant(request, { account_name: 'Souk Scents' });
  const token = await merchantToken(request, merchant);
  const account = (await (
    await request.get(`${API}/account`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    id: string;
  };
  await signIn(page, merchant);

  // Not a fulfilment account yet: the entry page.
  await page.goto('/fulfillment/inventory');
  await expect(page.getByRole('heading', { name: 'Fulfilment', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact fulfilment' })).toBeVisible();

  // Operations make it one.
  const ops = await opsAdminToken(request);
  await asOperations(request, ops, 'PUT', FULFILMENT_PATHS.accountCapability(account.id), { enabled: true });

  // Two products and a bundle of both.
  await page.goto('/fulfillment/products');
  await expect(page.getByText('No products yet')).toBeVisible();
  await createProduct(page, 'OUD-50', 'عطر عود ٥٠ مل');
  await createProduct(page, 'MUSK-10', 'Musk oil 10 ml');
  await page.getByRole('link', { name: 'Create Bundle' }).first().click();
  await page.getByRole('textbox', { name: 'SKU' }).fill('GIFT-SET');
  await page.getByRole('textbox', { name: 'Name' }).fill('Gift set');
  await chooseProduct(page, 'Product 1', /^OUD-50/);
  await page.getByRole('button', { name: 'Add a product' }).click();
  await chooseProduct(page, 'Product 2', /^MUSK-10/);
  await page.getByRole('textbox', { name: 'Quantity' }).nth(1).fill('2');
  await page.getByRole('button', { name: 'Create Bundle' }).click();
  await expect(page.getByRole('row', { name: /GIFT-SET/ })).toContainText('Bundle');

  // An inbound shipment announced by the merchant, received by operations.
  await page.getByRole('navigation', { name: 'Fulfilment' }).getByRole('link', { name: 'Inventory' }).click();
  await page.getByRole('button', { name: 'Announce an inbound shipment' }).click();
  const announce = page.getByRole('dialog', { name: 'Announce an inbound shipment' });
  await announce.getByLabel(/Expected date/).fill('2026-12-01');
  await announce.getByRole('textbox', { name: 'Reference' }).fill('INB-1');
  await chooseProduct(page, 'Product 1', /^OUD-50/);
  await announce.getByRole('textbox', { name: 'Quantity' }).fill('10');
  await announce.getByRole('button', { name: 'Add a product' }).click();
  await chooseProduct(page, 'Product 2', /^MUSK-10/);
  await announce.getByRole('textbox', { name: 'Quantity' }).nth(1).fill('20');
  await announce.getByRole('button', { name: 'Announce shipment' }).click();
  await expect(announce).toBeHidden();
  await expect(page.getByRole('table', { name: 'Inbound shipments' })).toContainText('Announced');
  const inbound = (await (
    await request.get(`${API}${FULFILMENT_PATHS.inbound}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    shipments: { id: string }[];
  };
  await asOperations(request, ops, 'POST', FULFILMENT_PATHS.receiveInbound(inbound.shipments[0]?.id ?? ''), {
    lines: [
      { sku: 'OUD-50', receivedQuantity: 10 },
      { sku: 'MUSK-10', receivedQuantity: 20 },
    ],
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Inventory' }).getByRole('row', { name: /OUD-50/ })).toContainText(
    '10 / 10',
  );
  await expect(page.getByRole('table', { name: 'Inbound shipments' })).toContainText('Received');

  // A fulfilment order for the bundle reserves its components.
  await page.getByRole('navigation', { name: 'Fulfilment' }).getByRole('link', { name: 'Fulfilment orders' }).click();
  await expect(page.getByText('No fulfilment orders yet')).toBeVisible();
  await page.getByRole('link', { name: 'New fulfilment order' }).click();
  await chooseProduct(page, 'Product 1', /^GIFT-SET · Gift set · 10 available/);
  await page.getByRole('textbox', { name: 'Recipient name' }).fill('عمر خليل');
  await page.getByRole('textbox', { name: 'Recipient phone' }).fill('+971501234567');
  await page.getByRole('textbox', { name: 'Building name or Area' }).fill('Marina Gate 1');
  await page.getByRole('textbox', { name: 'Area', exact: true }).fill('Dubai Marina');
  await page.getByRole('textbox', { name: 'Your reference' }).fill('SHOP-1001');
  await page.getByRole('button', { name: 'Place fulfilment order' }).click();
  await expect(page).toHaveURL(/\/fulfillment\/orders\/[^/]+$/);
  await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
  const orderId = page.url().split('/').at(-1) ?? '';

  await page.getByRole('navigation', { name: 'Fulfilment' }).getByRole('link', { name: 'Products' }).click();
  // One bundle holds one Oud and two Musk: available = on hand − reserved.
  await expect(page.getByRole('row', { name: /OUD-50/ })).toContainText(/9\s*10\s*1/);
  await expect(page.getByRole('row', { name: /MUSK-10/ })).toContainText(/18\s*20\s*2/);

  // Operations pick, pack and hand it over: a delivery order is created and linked.
  for (const state of ['picking', 'packed', 'handed_over'])
    await asOperations(request, ops, 'POST', FULFILMENT_PATHS.orderState(orderId), { state });
  await page.goto(`/fulfillment/orders/${orderId}`);
  await expect(page.getByText('Handed over', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const delivery = page.getByRole('link', { name: /^Open delivery order / });
  const deliveryId = ((await delivery.textContent()) ?? '').replace('Open delivery order ', '');
  await delivery.click();
  await expect(page).toHaveURL(new RegExp(`/\\?order=${deliveryId}`));
  await page.goto('/');
  await expect(page.getByText('عمر خليل').first()).toBeVisible();
});
