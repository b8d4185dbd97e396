import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL, OPS_ADMIN_EMAIL } from '../support/env';
import {
  type MerchantWithPickup,
  opsAdminToken,
  placeOrderByApi,
  registerMerchantWithPickup,
  STRONG_PASSWORD,
} from '../support/users';

/*
 * The operations console: an admin finds a merchant by email, blocks their order placement
 * with a reason (the merchant, in a browser of their own, sees the Account Blocked banner and
 * cannot place an order), unblocks it, and reads both actions in the account's audit trail
 * and the audit log. The merchant who opens /admin is told it is for staff only.
 */

async function signIn(page: Page, email: string, password: string, landing: RegExp = /\/$/) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
}

/** Whether an order placed as a shop integration would is accepted now. */
async function canPlaceOrder(request: APIRequestContext, merchant: MerchantWithPickup, name: string) {
  try {
    await placeOrderByApi(request, merchant, name);
    return true;
  } catch (error) {
    expect(String(error)).toContain('failed_precondition');
    return false;
  }
}

/** The merchant's own rule set, active, holding every order for review; answers the next order, held. */
async function holdNextOrder(request: APIRequestContext, merchant: MerchantWithPickup): Promise<string> {
  const api = `${E2E_BASE_URL}/api/platform`;
  const headers = { authorization: `Bearer ${merchant.token}` };
  const set = await request.post(`${api}/partner/dispatcher/rule-sets`, {
    headers,
    data: { name: 'Hold everything', active: true },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const { ruleSet } = (await set.json()) as { ruleSet: { id: string } };
  const rule = await request.post(`${api}/dispatcher/rule-sets/${ruleSet.id}/rules`, {
    headers,
    data: {
      name: 'Every order',
      conditions: [{ field: 'destination_emirate', operator: 'in', value: ['Dubai'] }],
      action: { type: 'hold', reason: 'Check first' },
    },
  });
  expect(rule.ok(), await rule.text()).toBe(true);
  return placeOrderByApi(request, merchant, 'Held Customer');
}

async function changeBlockState(page: Page, action: 'Block account' | 'Unblock account', reason: string) {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(action === 'Block account' ? 'Block ' : 'Unblock ');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('an admin blocks a merchant found by email, with a reason, unblocks them and reads the audit entries', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Souk Sweets' });
  await opsAdminToken(request);
  let merchantContext: BrowserContext | undefined;
  try {
    // The merchant, in a browser of their own: no banner, and /admin is not for them.
    merchantContext = await browser.newContext({ baseURL: E2E_BASE_URL });
    const merchantPage = await merchantContext.newPage();
    await signIn(merchantPage, merchant.email, merchant.password);
    const banner = merchantPage.getByRole('region', { name: 'Account messages' });
    await expect(merchantPage.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
    await expect(banner.getByText('Account Blocked')).toHaveCount(0);
    await merchantPage.goto('/admin');
    await expect(merchantPage.getByText('This is for Sameday operations staff only.')).toBeVisible();
    await expect(merchantPage.getByRole('navigation', { name: 'Operations console' })).toHaveCount(0);

    // The admin finds the merchant by email.
    await signIn(page, OPS_ADMIN_EMAIL, STRONG_PASSWORD);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    const nav = page.getByRole('navigation', { name: 'Operations console' });
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Email contains' }).fill(merchant.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Accounts' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await results.getByRole('link', { name: 'Souk Sweets' }).click();
    await expect(page.getByRole('heading', { name: 'Souk Sweets', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(merchant.email);
    await expect(page.getByText('Orders allowed')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Blocked with a reason: the merchant's banner says so and an order is refused.
    await changeBlockState(page, 'Block account', 'Invoices unpaid since October');
    await expect(page.getByText('Orders blocked', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What the account may do now' })).toContainText(
      'Place orders: not allowed',
    );
    await merchantPage.goto('/');
    await expect(banner.getByText('Account Blocked')).toBeVisible();
    expect(await canPlaceOrder(request, merchant, 'While blocked')).toBe(false);

    // Unblocked: the banner is gone and orders are placed again.
    await changeBlockState(page, 'Unblock account', 'Paid by bank transfer');
    await expect(page.getByText('Orders allowed')).toBeVisible();
    await merchantPage.reload();
    await expect(merchantPage.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
    await expect(banner.getByText('Account Blocked')).toHaveCount(0);
    expect(await canPlaceOrder(request, merchant, 'After unblocking')).toBe(true);

    // Both actions, with their reasons, in the account's trail and in the audit log.
    const trail = page.getByRole('table', { name: 'Audit trail' });
    await expect(trail.getByRole('row').filter({ hasText: 'Block state changed' })).toHaveCount(2);
    await expect(trail).toContainText('Invoices unpaid since October');
    await expect(trail).toContainText('Paid by bank transfer');
    await page.getByRole('link', { name: 'Full audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log\?account_id=/);
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Block state changed' })).toHaveCount(2);
    await expect(log).toContainText(OPS_ADMIN_EMAIL);

    // Operations rules for the merchant, in the dispatcher's editor: a refusal stops their orders.
    await nav.getByRole('link', { name: 'Dispatcher rules' }).click();
    await page.getByRole('searchbox', { name: 'Owner’s email contains' }).fill(merchant.email);
    await page.getByRole('button', { name: 'Search' }).click();
    // Every merchant shows until the search answers: wait for the one that matches.
    const found = page.getByRole('table', { name: 'Merchants' }).getByRole('link', { name: 'Souk Sweets' });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(page.getByRole('heading', { name: 'Operations dispatcher rules' })).toBeVisible();
    await expect(page.getByText('No operations rules for this merchant')).toBeVisible();
    await page.getByRole('button', { name: 'Add your first rule' }).click();
    const ruleDialog = page.getByRole('dialog', { name: 'New rule' });
    await ruleDialog.getByRole('textbox', { name: 'Rule name' }).fill('Paused for review');
    await ruleDialog.getByRole('combobox', { name: 'What to do' }).click();
    await page.getByRole('option', { name: 'Refuse the order', exact: true }).click();
    await ruleDialog.getByRole('textbox', { name: 'Reason' }).fill('Account under review');
    await ruleDialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(ruleDialog).toBeHidden();
    await page.getByRole('button', { name: 'Activate rules' }).click();
    await page
      .getByRole('dialog', { name: 'Activate these rules?' })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await expect(page.getByRole('button', { name: 'Deactivate rules' })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await canPlaceOrder(request, merchant, 'Under operations review')).toBe(false);
    await page.getByRole('button', { name: 'Deactivate rules' }).click();
    await expect(page.getByRole('button', { name: 'Activate rules' })).toBeVisible();
    expect(await canPlaceOrder(request, merchant, 'Review over')).toBe(true);

    // A rule of the merchant's own that holds every order: operations find it and release it.
    const heldId = await holdNextOrder(request, merchant);
    await nav.getByRole('link', { name: 'Held for review' }).click();
    const held = page.getByRole('table', { name: 'Held orders' }).getByRole('row', { name: new RegExp(heldId) });
    await expect(held).toContainText('Held for review by the dispatcher rule “Every order”: Check first');
    await held.getByRole('button', { name: `Release ${heldId}` }).click();
    const release = page.getByRole('dialog', { name: `Release ${heldId} for collection?` });
    await release.getByRole('textbox', { name: /Note for the merchant/ }).fill('Checked with the customer');
    await expectNoSeriousViolations(page);
    await release.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(release).toBeHidden();
    await expect(page.getByText(`${heldId} released: it is pending again.`)).toBeVisible();
    const history = await request.get(`${E2E_BASE_URL}/api/platform/quiqdash/orders/history/${heldId}`, {
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(((await history.json()) as { reason: string | null }[]).at(-1)?.reason).toBe(
      'Released by Sameday operations: Checked with the customer',
    );

    // The console on a phone: the menu holds the same screens.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    // The menu has closed (its fading links would be read mid-transition).
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoSeriousViolations(page);
  } finally {
    await merchantContext?.close();
  }
});
