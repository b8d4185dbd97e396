import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { placeOrderByApi, registerMerchantWithPickup } from '../support/users';

/*
 * A merchant connects their own system: in Settings → Developers they create an API client
 * and copy its secret (shown once); the system then gets a token with the client credentials
 * grant and lists the account's orders with it — and the secret is gone from the page.
 */
const API = `${E2E_BASE_URL}/api/platform`;

test('a merchant creates an API client, and their system lists orders with a client-credentials token', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchantWithPickup(request);
  const orderId = await placeOrderByApi(request, merchant, 'Layla Mansour');

  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage API clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(page.getByText('No API clients yet')).toBeVisible();

  const form = page.getByRole('region', { name: 'New API client' });
  await form.getByLabel('Name').fill('Warehouse system');
  await expect(form.getByRole('checkbox', { name: 'Read orders, their history and labels' })).toBeChecked();
  await form.getByRole('button', { name: 'Create API client' }).click();

  const dialog = page.getByRole('dialog', { name: 'Copy the client secret now' });
  await expect(dialog).toBeVisible();
  const clientId = (await dialog.getByLabel('Client ID', { exact: true }).textContent())?.trim() ?? '';
  const clientSecret = (await dialog.getByLabel('Client secret', { exact: true }).textContent())?.trim() ?? '';
  expect(clientId).toMatch(/^sdc_/);
  expect(clientSecret).toMatch(/^sds_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('list', { name: 'API clients' }).getByRole('listitem');
  await expect(row).toContainText('Warehouse system');
  await expect(row).toContainText(`secret ending in ${clientSecret.slice(-4)}`);
  await expect(page.getByText(clientSecret)).toHaveCount(0);

  // The merchant's system, as curl would: a token, then a first orders call.
  const token = await request.post(`${API}/oauth/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials', scope: 'orders:read' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token: accessToken, token_type: tokenType } = (await token.json()) as {
    access_token: string;
    token_type: string;
  };
  expect(tokenType).toBe('Bearer');
  const orders = await request.get(`${API}/quiqdash/orders?limit=10`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(orders.status(), await orders.text()).toBe(200);
  const { orders: listed } = (await orders.json()) as { orders: { id: string }[] };
  expect(listed.map((order) => order.id)).toEqual([orderId]);

  // The page shows the client was used.
  await page.reload();
  await expect(page.getByRole('list', { name: 'API clients' }).getByRole('listitem')).toContainText('Last used');
});
