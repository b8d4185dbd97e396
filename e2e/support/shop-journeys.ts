// What the shop platforms' journeys share: signing the merchant in on the dashboard, and waiting in
// Pending for the order a shop's webhook placed (a background job places it).
import { expect, type Page } from '@playwright/test';
import type { Merchant } from './users';

export async function signInMerchant(page: Page, merchant: Pick<Merchant, 'email' | 'password'>) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The rows of Pending whose recipient is `name`, read again until the background job has placed the order. */
export async function pendingRowsOf(page: Page, name: string) {
  await page.goto('/');
  const rows = page.getByRole('row', { name: new RegExp(`^Order SD[0-9A-Z]{10}, ${name}`) });
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return rows;
}
