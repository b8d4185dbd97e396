import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';
import { type MerchantWithPickup, registerMerchantWithPickup } from '../support/users';

/*
 * Shipping rules from the first rule to the order drawer: a new merchant sees what happens
 * without rules, builds a rule that sends heavy Abu Dhabi parcels (over 10 kg) to Aramex,
 * tries an order, simulates the last 30 days, activates the rules, places such an
 * order and reads the carrier and the rule that chose it in the order's drawer.
 */
const API = `${E2E_BASE_URL}/api/platform`;
const RULE = 'Heavy parcels to Abu Dhabi';
const SENTENCE =
  'When the emirate is Abu Dhabi and the parcel weighs more than 10 kg, ship with Aramex (Domestic Overnight).';

async function signIn(page: Page, merchant: MerchantWithPickup) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** An order to Abu Dhabi placed through the API before the rules exist: the simulation's history. */
async function placeHeavyAbuDhabiOrder(request: APIRequestContext, merchant: MerchantWithPickup, weightKg: number) {
  const response = await request.post(`${API}/quiqdash/orders`, {
    headers: { authorization: `Bearer ${merchant.token}`, 'Idempotency-Key': `e2e-rules-${Date.now()}-${weightKg}` },
    data: {
      pickupLocationId: merchant.pickupId,
      recipient: {
        name: 'Khalid Al Mansoori',
        phone: '+971509998877',
        addressLine1: 'Sky Tower',
        area: 'Al Reem Island',
        emirate: 'Abu Dhabi',
      },
      items: [{ name: 'Espresso machine', quantity: 1, weightKg }],
      payment: { mode: 'prepaid' },
      serviceKind: 'next_day',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a merchant sends heavy Abu Dhabi parcels to Aramex and reads why in the order drawer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Reem Home Appliances' });
  await placeHeavyAbuDhabiOrder(request, merchant, 14);
  await placeHeavyAbuDhabiOrder(request, merchant, 2);
  await signIn(page, merchant);

  // From the settings to the shipping rules: none yet, and what happens without them.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage shipping rules' }).click();
  await expect(page).toHaveURL(/\/settings\/shipping-rules$/);
  await expect(page.getByText('No shipping rules yet')).toBeVisible();
  await expect(page.getByText(/every order goes with the Sameday fleet/)).toBeVisible();

  // The first rule, built condition by condition, read back in plain words.
  await page.getByRole('button', { name: 'Add your first rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByRole('textbox', { name: 'Rule name' }).fill(RULE);
  await dialog.getByRole('button', { name: 'Add a condition' }).click();
  const first = dialog.getByRole('group', { name: 'Condition 1' });
  await first.getByRole('combobox', { name: 'Emirates' }).click();
  await page.getByRole('option', { name: 'Abu Dhabi', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Add a condition' }).click();
  const second = dialog.getByRole('group', { name: 'Condition 2' });
  await choose(page, second, 'Fact', 'Weight (kg)');
  await second.getByRole('textbox', { name: 'Weight (kg)' }).fill('10');
  await choose(page, dialog, 'Carrier', 'Aramex');
  await choose(page, dialog, 'Service', 'Domestic Overnight');
  await expect(dialog.getByText(SENTENCE)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();
  const rules = page.getByRole('list', { name: 'Rules, in the order they are tried' });
  await expect(rules.getByText(SENTENCE)).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Try an order: 12 kg to Abu Dhabi goes with Aramex, and the trace says why.
  const tryForm = page.getByRole('form', { name: 'Try an order' });
  await choose(page, tryForm, 'Destination emirate', 'Abu Dhabi');
  await tryForm.getByRole('textbox', { name: 'Weight (kg)' }).fill('12');
  await tryForm.getByRole('button', { name: 'Try this order' }).click();
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByText('Aramex (Domestic Overnight)', { exact: true })).toBeVisible();
  await expect(decision.getByRole('list', { name: 'Trace' })).toContainText(`Your rules: ${RULE}`);
  await expect(decision.getByRole('list', { name: 'Trace' })).toContainText('Matched');

  // The last 30 days with these rules: the 14 kg order would have gone with Aramex.
  await page.getByRole('button', { name: 'Run the simulation' }).click();
  const perCarrier = page.getByRole('table', { name: 'Orders per carrier' });
  await expect(perCarrier.getByRole('row', { name: /Aramex/ })).toContainText(/0\s*1/);
  await expect(page.getByText(/2 orders placed from .*, 1 would go another way/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Activate, after seeing the same simulation once more.
  await page.getByRole('button', { name: 'Activate rules' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate these rules?' });
  await expect(confirm.getByRole('table', { name: 'Orders per carrier' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate rules' })).toBeVisible();

  // Such an order, placed in the form, and the drawer's carrier line.
  await page.goto('/single-shipment');
  await expect(page.getByRole('radio', { name: 'Next day' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mariam Al Dhaheri');
  await page.getByRole('textbox', { name: 'Phone' }).fill('50 765 4321');
  await page.getByRole('combobox', { name: 'Emirate' }).selectOption('Abu Dhabi');
  await page.getByRole('combobox', { name: 'Area' }).fill('Al Reem Island');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Building name or Area' }).fill('Sun Tower');
  await page.getByRole('textbox', { name: 'Item name' }).fill('Washing machine');
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('12');
  await page.getByRole('radio', { name: 'Next day' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('heading', { name: /^Order SD[0-9A-Z]{10} placed$/ });
  await expect(placed).toBeVisible();
  const id = /Order (SD[0-9A-Z]{10})/.exec((await placed.textContent()) ?? '')?.[1] as string;
  await page.goto(`/?order=${id}`);
  const drawer = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(drawer.getByText('Aramex (Domestic Overnight)')).toBeVisible();
  await expect(drawer.getByText(`because rule “${RULE}” matched`)).toBeVisible();
});
