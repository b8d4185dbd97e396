import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';
import { opsAdminToken, registerMerchant } from '../support/users';

/*
 * A new merchant on a 375 × 667 phone, from an empty account to a tracking link pasted into a
 * chat: the pickup address is added in a dialog from the new shipment form, which keeps what was
 * typed; the price and Place order stay in reach in the bar at the bottom; the order, marked ready,
 * shows the day a courier collects it by, first in the list above the fold; its tracking link is
 * copied from the row menu. Then operations block the account with a reason: the banner gives
 * that reason, and the new shipment and bulk screens say at once that placing is blocked and why.
 */

const API = `${E2E_BASE_URL}/api/platform`;
const PHONE = { width: 375, height: 667 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Whether the whole of `locator` lies inside the phone's screen as it is scrolled now. */
async function isOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= PHONE.height);
}

async function signIn(page: Page, email: string, password: string) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a merchant on a phone: pickup added in place, order placed and ready, collection day, tracking link; then blocked with a reason', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  const merchant = await registerMerchant(request, { account_name: 'Phone Perfumes' });
  await signIn(page, merchant.email, merchant.password);

  // 1. New shipment on an empty account: the recipient and item first, then the pickup in a dialog.
  await page.goto('/single-shipment');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Aisha Rahman');
  await page.getByRole('textbox', { name: 'Phone' }).fill('50 123 4567');
  await page.getByRole('combobox', { name: 'Emirate' }).selectOption('Dubai');
  await page.getByRole('combobox', { name: 'Area' }).fill('Dubai Marina');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Building name or Area' }).fill('Marina Heights Tower');
  await page.getByRole('textbox', { name: 'Item name' }).fill('Oud perfume 100 ml');
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('0.5');

  await page.getByRole('button', { name: 'Add a pickup address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pickup address' });
  await dialog.getByRole('textbox', { name: 'Location name' }).fill('Al Quoz Warehouse');
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Omar Haddad');
  await dialog.getByRole('textbox', { name: 'Contact phone' }).fill('+971501112233');
  await dialog.getByRole('textbox', { name: 'Building name or Area' }).fill('Warehouse 5, Al Quoz Industrial 3');
  await dialog.getByRole('combobox', { name: 'Area' }).fill('Al Quoz');
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/single-shipment$/);
  // What was typed is still there, and the new address is the pickup.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Aisha Rahman');
  await expect(page.getByRole('textbox', { name: 'Item name' })).toHaveValue('Oud perfume 100 ml');
  await expect(page.getByRole('combobox', { name: 'Pickup address' })).toHaveValue(/^loc_/);
  // The first address is the account's default pickup.
  const token = (
    (await (
      await request.post(`${API}/identity/sign-in`, { data: { email: merchant.email, password: merchant.password } })
    ).json()) as { token: string }
  ).token;
  const preferences = (await (
    await request.get(`${API}/partner/preferences`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { defaultPickupDetails: { location: { locationName: string } | null } | null };
  expect(preferences.defaultPickupDetails?.location?.locationName).toBe('Al Quoz Warehouse');

  // 2. A service card keeps its price on one line; the bar keeps the price and Place order in reach.
  const nextDay = page.getByRole('radio', { name: 'Next day' });
  await nextDay.check();
  const card = page.locator('.mantine-Radio-root', { has: nextDay }).locator('xpath=..');
  const price = card.getByText(/AED \d+\.\d{2}/);
  expect((await price.boundingBox())?.height ?? 99).toBeLessThan(30);
  const bar = page.getByRole('region', { name: 'Price and submit' });
  await expect(bar).toContainText(/AED \d+\.\d{2}/);
  await expectNoSeriousViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const placeOrder = bar.getByRole('button', { name: 'Place order' });
  expect(await isOnScreen(placeOrder)).toBe(true);
  await placeOrder.click();
  const placed = page.getByRole('heading', { name: /^Order SD[0-9A-Z]{10} placed$/ });
  await expect(placed).toBeVisible();
  const id = /Order (SD[0-9A-Z]{10})/.exec((await placed.textContent()) ?? '')?.[1] as string;
  const panel = page.getByRole('region', { name: `Order ${id} placed` });
  await panel.getByRole('button', { name: 'Mark Ready for Collection' }).click();
  await expect(panel).toContainText('A courier collects it by its delivery day.');

  // 3. The Ready tab: the order above the fold, with its collection day and window (the cut-offs'
  // within the collection hours, decision 072), no unstated window.
  await page.goto('/?tab=ready_for_collection');
  const row = page.getByRole('row', { name: new RegExp(`^Order ${id}`) });
  await expect(row).toBeVisible();
  expect(await isOnScreen(row)).toBe(true);
  await expect(row.getByTestId('collection-by')).toHaveText(
    /^Collection (today |(tomorrow|\w{3} \d{1,2} \w{3}), )\u2066?\d{2}:\d{2}–\d{2}:\d{2}\u2069?$/,
  );
  await expect(page.getByRole('region', { name: 'About this state' })).not.toContainText('stated window');
  await expectNoSeriousViolations(page);

  // 4. Its tracking link, copied from the row menu, opens the recipient's page.
  await row.getByRole('button', { name: `Actions for order ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Copy tracking link' }).click();
  await expect(page.getByText(`Tracking link of order ${id} copied.`)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/track/[a-z0-9]+$`));
  const tracking = await request.get(link);
  expect(tracking.ok()).toBe(true);
  // The drawer shows the same link, with Copy link beside it.
  await row.getByText('Aisha Rahman', { exact: false }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${id}` });
  const section = drawer.getByRole('region', { name: 'Tracking link' });
  await expect(section.getByRole('link', { name: link })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // 5. Operations block the account with a reason: the merchant reads that reason, not overdue payments.
  const account = (await (
    await request.get(`${API}/account`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    id: string;
  };
  const blocked = await request.post(`${API}/accounts/${account.id}/set-block-state`, {
    headers: { authorization: `Bearer ${await opsAdminToken(request)}` },
    data: { isBlocked: true, reason: 'Unpaid deposit' },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Account messages' });
  await expect(banner.getByText('Account Blocked')).toBeVisible();
  await banner.getByRole('button', { name: 'Details' }).click();
  await expect(banner).toContainText('Reason given by Sameday: Unpaid deposit.');
  await expect(banner).not.toContainText('overdue payments');
  await expectNoSeriousViolations(page);

  await page.goto('/single-shipment');
  const refusal = page.getByRole('alert').filter({ hasText: 'Placing orders is blocked on this account' });
  await expect(refusal).toContainText('Reason given by Sameday: Unpaid deposit');
  expect(await isOnScreen(refusal)).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.goto('/bulk-orders');
  await expect(page.getByRole('alert').filter({ hasText: 'Placing orders is blocked on this account' })).toContainText(
    'Unpaid deposit',
  );
});
