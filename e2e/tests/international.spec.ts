import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_CARRIER_KEY } from '../support/env';
import { type MerchantWithPickup, opsAdminToken, registerMerchantWithPickup } from '../support/users';

/*
 * An international shipment from the browser: operations make the merchant a fulfilment
 * account, whose product carries its HS code; the merchant opens Shipments, fills a
 * recipient in London, a customs line filled from the product by its SKU, asks the
 * carriers' prices, books Aramex Priority Parcel Express (the Aramex stand-in),
 * downloads the label and the commercial invoice, and sees the shipment in the list, moved
 * on by the carrier's status event.
 */
const API = `${E2E_BASE_URL}/api/platform`;

async function call(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function signIn(page: Page, merchant: MerchantWithPickup) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function savedPdf(page: Page, button: string, filename: RegExp) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(filename);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('an international shipment is booked in the browser, and its label and commercial invoice download', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Oud House' });
  const staff = await opsAdminToken(request);
  const account = (await (
    await request.get(`${API}/account`, { headers: { authorization: `Bearer ${merchant.token}` } })
  ).json()) as { id: string };
  await call(request, staff, 'PUT', `/api/fulfilment/accounts/${account.id}/capability`, { enabled: true });
  await call(request, merchant.token, 'POST', '/api/fulfilment/products', {
    sku: 'OUD-50',
    name: 'Oud perfume 50 ml',
    weightKg: 0.4,
    unitValueMinor: 25_000,
    hsCode: '330300',
    countryOfOrigin: 'AE',
  });

  await signIn(page, merchant);
  await page.getByRole('navigation').getByRole('link', { name: 'Shipments' }).click();
  await expect(page.getByText('No shipments yet')).toBeVisible();
  await page.getByRole('link', { name: 'International shipment' }).click();

  await page.getByRole('textbox', { name: 'Recipient name' }).fill('Amelia Clarke');
  await page.getByRole('textbox', { name: 'Phone with country code' }).fill('+44 20 7946 0958');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('221B Baker Street');
  await page.getByRole('textbox', { name: 'City' }).fill('London');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('NW1 6XE');
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('1.5');
  await page.getByRole('textbox', { name: 'SKU, line 1' }).fill('OUD-50');
  await page.getByRole('textbox', { name: 'SKU, line 1' }).blur();
  await expect(page.getByText('Filled from your product OUD-50.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'HS code, line 1' })).toHaveValue('330300');
  await page.getByRole('textbox', { name: 'Quantity, line 1' }).fill('2');

  await page.getByRole('button', { name: 'Get rates' }).click();
  // 1.5 kg with Aramex's Priority Parcel Express: AED 165 and one started kilogram at AED 52 (the stand-in's tariff).
  await page.getByRole('radio', { name: /Aramex\s*Priority Parcel Express\s*AED 217\.00/ }).click();
  await page.getByRole('textbox', { name: 'Client order id' }).fill('WEB-2001');
  await page.getByRole('button', { name: 'Book shipment' }).click();

  await expect(page.getByText('Shipment booked')).toBeVisible();
  const tracking = (await page.getByText(/^\d{11}$/).textContent()) as string;
  await savedPdf(page, 'Download label', new RegExp(`^label-${tracking}\\.pdf$`));
  await savedPdf(page, 'Download commercial invoice', /^commercial-invoice-shp_.+\.pdf$/);

  // The carrier picks it up: its status event moves the shipment.
  const status = await request.post(`${API}/shipments/webhooks/carrier-status`, {
    headers: { 'api-key': E2E_CARRIER_KEY },
    data: { event_id: `evt-${tracking}-pickup`, tracking_number: tracking, status: 'picked_up' },
  });
  expect(status.ok(), await status.text()).toBe(true);

  await page.getByRole('link', { name: 'See all shipments' }).click();
  const row = page.getByRole('row', { name: new RegExp(tracking) });
  await expect(row).toContainText('WEB-2001');
  await expect(row).toContainText('Aramex');
  await expect(row).toContainText('Picked up');
  await expect(row).toContainText('London, United Kingdom');
});
