import { expect, test } from '@playwright/test';
import { registerMerchant, STRONG_PASSWORD, uniqueEmail } from '../support/users';

test.describe('/create-account', () => {
  test('a merchant creates a Business account, watches the progress and lands signed in', async ({ page }) => {
    await page.goto('/create-account?utm_source=newsletter&utm_campaign=launch');
    await page.getByLabel('Full name').fill('Layla Hassan');
    await page.getByLabel('Company name').fill('Hassan Cosmetics');
    await page.getByLabel('Phone number').fill('501234567');
    await page.getByLabel('Email').fill(uniqueEmail('layla'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Orders per month').selectOption('101-500');
    await page.getByLabel('Product category').selectOption('Cosmetics');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(
        'Your account creation request has been received. You will be notified once your email is ready for login.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('QU') ?? '{}'));
    expect(stored.token.auth).toMatch(/^ey/);
    expect(stored.token.expiry).toBeNull();
    expect(stored.token.refresh).toBeNull();
  });

  test('validates on blur, asks for Other category, and focuses the first invalid field', async ({ page }) => {
    await page.goto('/create-account');
    await page.getByLabel('Full name').focus();
    await page.getByLabel('Full name').blur();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Phone number').fill('5012');
    await page.getByLabel('Phone number').blur();
    await expect(page.getByText('Phone number is too short')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Product category').selectOption('Other');
    await expect(page.getByLabel('Other category')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
  });

  test('Personal accounts have no company field', async ({ page }) => {
    await page.goto('/create-account');
    await expect(page.getByLabel('Company name')).toBeVisible();
    await page.getByRole('radio', { name: /Personal/ }).check();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expect(page.getByLabel('Product category')).toHaveCount(0);
  });

  test('a taken email comes back from the server onto the Email field, keeping what was typed', async ({
    page,
    request,
  }) => {
    const existing = await registerMerchant(request);
    await page.goto('/create-account');
    await page.getByRole('radio', { name: /Personal/ }).check();
    await page.getByLabel('Full name').fill('Sara Ali');
    await page.getByLabel('Phone number').fill('509876543');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Full name')).toHaveValue('Sara Ali');
  });
});
