import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';
import { addPickupByApi, type Merchant, registerMerchant } from '../support/users';

async function newMerchant(request: APIRequestContext): Promise<Merchant> {
  return registerMerchant(request, { account_name: 'Souk Sweets' });
}

async function signIn(page: Page, merchant: Merchant) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('account', () => {
  test('a pickup address added on /account/pickup-addresses places a new order that lands in Pending', async ({
    page,
    request,
  }) => {
    const merchant = await newMerchant(request);
    await signIn(page, merchant);

    // Reached from the Profile menu.
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await page.getByRole('menuitem', { name: /Pickup addresses/ }).click();
    await expect(page).toHaveURL(/\/account\/pickup-addresses$/);
    await expect(page.getByRole('heading', { name: 'No pickup addresses yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Add pickup address' }).click();
    const form = page.getByRole('dialog', { name: 'Add pickup address' });
    await form.getByRole('textbox', { name: 'Location name' }).fill('Marina Depot');
    await form.getByRole('textbox', { name: 'Contact name' }).fill('Mariam Saleh');
    await form.getByRole('textbox', { name: 'Contact phone' }).fill('+971521112233');
    await form.getByRole('textbox', { name: 'Building name or Area' }).fill('Marina Plaza');
    await form.getByRole('textbox', { name: 'Apartment number' }).fill('204');
    await form.getByRole('combobox', { name: 'Area', exact: true }).fill('Dubai Marina');
    await form.getByRole('combobox', { name: 'Area', exact: true }).press('Tab');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(form).toBeHidden();

    const card = page.getByRole('listitem').filter({ hasText: 'Marina Depot' });
    await expect(card).toContainText('Apt 204, Marina Plaza');
    // The collection zones are counted again from the server once the address is saved.
    await expect(page.getByRole('region', { name: 'Collection zones' })).toContainText('Dubai: 1 pickup address');
    // The account's first pickup address becomes its default by itself.
    await expect(card.getByText('Default pickup')).toBeVisible();

    await page.goto('/single-shipment');
    const pickup = page.getByRole('combobox', { name: 'Pickup address' });
    await expect(pickup.locator('option:checked')).toHaveText(/Marina Depot/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Aisha Rahman');
    await page.getByRole('textbox', { name: 'Phone' }).fill('50 123 4567');
    await page.getByRole('combobox', { name: 'Area' }).fill('Business Bay');
    await page.getByRole('combobox', { name: 'Area' }).press('Escape');
    await page.getByRole('textbox', { name: 'Building name or Area' }).fill('Bay Square 3');
    await page.getByRole('textbox', { name: 'Item name' }).fill('Kunafa tray');
    await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('1.2');
    await page.getByRole('radio', { name: 'Next day' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = page.getByText(/^Order SD[0-9A-Z]{10} placed/);
    await expect(placed).toBeVisible();
    const id = /Order (SD[0-9A-Z]{10})/.exec((await placed.textContent()) ?? '')?.[1] as string;

    await page.goto('/');
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row', { name: new RegExp(`^Order ${id}`) })).toContainText('Aisha Rahman');
  });

  test('company details are saved and still there after a reload; a short TRN is refused', async ({
    page,
    request,
  }) => {
    const merchant = await newMerchant(request);
    await signIn(page, merchant);
    await page.goto('/account');
    await page.getByRole('link', { name: /Company details/ }).click();
    await expect(page).toHaveURL(/\/account\/company$/);

    await page.getByRole('textbox', { name: 'Legal name' }).fill('Souk Sweets Trading LLC');
    await page.getByRole('textbox', { name: 'Tax registration number (TRN)' }).fill('10023456780000');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByText('The TRN has exactly 15 digits')).toBeVisible();

    await page.getByRole('textbox', { name: 'Tax registration number (TRN)' }).fill('100234567800003');
    await page.getByRole('textbox', { name: 'Billing address' }).fill('Office 12, Al Fahidi Street, Bur Dubai');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByText('Company details saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Souk Sweets Trading LLC');
    await expect(page.getByRole('textbox', { name: 'Tax registration number (TRN)' })).toHaveValue('100234567800003');
    await expect(page.getByRole('textbox', { name: 'Billing address' })).toHaveValue(
      'Office 12, Al Fahidi Street, Bur Dubai',
    );
    await page.goto('/account');
    await expect(page.getByRole('link', { name: /Company details/ })).toContainText(
      'Souk Sweets Trading LLC · TRN 100234567800003',
    );
  });

  test('a cut-off is set, shown as customised on the page and the hub, refused past 19:59, and reset', async ({
    page,
    request,
  }) => {
    const merchant = await newMerchant(request);
    await signIn(page, merchant);
    await page.goto('/account/cut-off');
    const sameDay = page.getByRole('textbox', { name: 'Same day cut-off, Dubai and Abu Dhabi' });
    await expect(sameDay).toHaveValue('13:00');

    await sameDay.fill('20:30');
    await page.getByRole('button', { name: 'Save Same day cut-off, Dubai and Abu Dhabi' }).click();
    await expect(page.getByText('A same-day cut-off cannot be later than 19:59')).toBeVisible();

    await sameDay.fill('12:30');
    await page.getByRole('button', { name: 'Save Same day cut-off, Dubai and Abu Dhabi' }).click();
    await expect(page.getByText('Same day cut-off, Dubai and Abu Dhabi set to 12:30.')).toBeVisible();
    await page.reload();
    await expect(sameDay).toHaveValue('12:30');
    const row = page.getByRole('row').filter({ has: sameDay });
    await expect(row.getByText('Customised')).toBeVisible();

    await page.goto('/account');
    await expect(page.getByRole('link', { name: /Cut-off times/ })).toContainText('Same day 12:30');
    await expect(page.getByRole('link', { name: /Cut-off times/ })).toContainText('1 customised');

    await page.goto('/account/cut-off');
    await page.getByRole('button', { name: 'Reset Same day cut-off, Dubai and Abu Dhabi to default' }).click();
    await expect(sameDay).toHaveValue('13:00');
  });

  test('the shipping profile prefills a new single shipment', async ({ page, request }) => {
    const merchant = await newMerchant(request);
    await addPickupByApi(request, merchant);
    await signIn(page, merchant);
    await page.goto('/account/shipping-profile');
    await page.getByRole('radio', { name: 'Next day' }).check();
    await page.getByRole('switch', { name: 'Start new orders with a default parcel' }).check();
    await page.getByRole('textbox', { name: 'Item name' }).fill('Gift box');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('1.5');
    await page.getByRole('button', { name: 'Save shipping profile' }).click();
    await expect(page.getByText('Shipping profile saved.')).toBeVisible();

    await page.goto('/single-shipment');
    await expect(page.getByRole('textbox', { name: 'Item name' })).toHaveValue('Gift box');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('1.5');
    await expect(page.getByRole('radio', { name: 'Next day' })).toBeChecked();
  });

  test('with no maps key, address search offers the built-in places and the page calls its own server only', async ({
    page,
    request,
  }) => {
    const merchant = await newMerchant(request);
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith(E2E_BASE_URL) && !sent.url().startsWith('data:')) elsewhere.push(sent.url());
    });
    await signIn(page, merchant);
    expect((await (await request.get('/env.json')).json()).mapsApiKey).toBe('');
    const shell = await page.goto('/account/pickup-addresses');
    const policy = shell?.headers()['content-security-policy']?.split(';') ?? [];
    expect(policy.filter((directive) => directive.startsWith('connect-src'))).toEqual(["connect-src 'self'"]);
    await page.getByRole('button', { name: 'Add pickup address' }).click();
    const area = page
      .getByRole('dialog', { name: 'Add pickup address' })
      .getByRole('combobox', { name: 'Area', exact: true });
    await area.fill('Dubai Mar');
    await expect(page.getByRole('option', { name: /Dubai Marina/ }).first()).toBeVisible();
    expect(elsewhere).toEqual([]);
  });

  test('axe finds no serious or critical violation on the account pages', async ({ page, request }) => {
    const merchant = await newMerchant(request);
    await addPickupByApi(request, merchant);
    await signIn(page, merchant);
    for (const [path, ready] of [
      ['/account', 'Pickup addresses'],
      ['/account/pickup-addresses', 'Al Quoz Warehouse'],
      ['/account/company', 'Legal name'],
      ['/account/cut-off', 'No same-day cut-off can be later'],
      ['/account/pricing', 'Price calculator'],
      ['/account/terms', 'Business terms'],
      ['/account/shipping-profile', 'Default service'],
      ['/settings', 'Opening hours'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    await page.goto('/account/pickup-addresses');
    await page.getByRole('button', { name: 'Add pickup address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add pickup address' });
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
  });
});
