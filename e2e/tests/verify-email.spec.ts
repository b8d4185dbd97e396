import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/env';
import { verificationTokenOf, waitForMail } from '../support/mail';
import { registerMerchant } from '../support/users';

test('/verify-email: a signed-out visitor logs in first, asks for a link, and the mailed link proves the address once', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  const merchant = await registerMerchant(request);
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fverify-email$/);
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send me a verification link' }).click();
  await expect(page.getByText('We sent a verification link to your email address.')).toBeVisible();
  const link = `${E2E_BASE_URL}/verify-email?token=${verificationTokenOf((await waitForMail(merchant.email, since)).text)}`;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address is verified.')).toContainText(merchant.email);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/verify-email`);
  await expectNoSeriousViolations(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid');
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('Your email address is already verified.')).toBeVisible();
});
