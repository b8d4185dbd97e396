import { expect, type Page, test } from '@playwright/test';
import { resetCodeOf, resetLinkOf, waitForMail } from '../support/mail';
import { registerMerchant } from '../support/users';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('/login', () => {
  test('walks email → password, answers the spec errors, then signs in', async ({ page, request }) => {
    const merchant = await registerMerchant(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody-here@example.ae');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Email not found')).toBeVisible();

    await page.getByLabel('Email').fill(merchant.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid password')).toBeVisible();

    await page.getByRole('button', { name: /Back/ }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(merchant.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('goes to returnUrl after sign-in, and a signed-in user is sent away from /login', async ({ page, request }) => {
    const merchant = await registerMerchant(request);
    await page.goto('/account/company');
    await expect(page).toHaveURL(/returnUrl=%2Faccount%2Fcompany/);
    await signIn(page, merchant.email, merchant.password);
    await expect(page).toHaveURL(/\/account\/company$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/somewhere-else');
    await expect(page).toHaveURL(/\/$/);
  });

  test('keyboard alone: type, Enter, type, Enter', async ({ page, request }) => {
    const merchant = await registerMerchant(request);
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(merchant.email);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(merchant.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('forgot password: the six-digit code from the mail resets the password', async ({ page, request }) => {
    const merchant = await registerMerchant(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(merchant.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const since = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = resetCodeOf(await waitForMail(merchant.email, since));

    await page.getByLabel('Code').fill('000000' === code ? '111111' : '000000');
    await page.getByLabel('New password').fill('N3w!Password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/The code is incorrect or has expired/).first()).toBeVisible();

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Reset password' }).click();
    // After a reset the login goes back to the email step.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await signIn(page, merchant.email, 'N3w!Password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('reset link: mailed from /reset-password, opens /password-recovery, changes the password', async ({
    page,
    request,
  }) => {
    const merchant = await registerMerchant(request);
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill('unknown-person@example.ae');
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByText('Email not found')).toBeVisible();

    await page.getByLabel('Email').fill(merchant.email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByText('A link to reset your password has been emailed to you.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Log ?in/i }).first()).toBeVisible();
    const link = resetLinkOf(await waitForMail(merchant.email, since));

    await page.goto(link);
    await expect(page).toHaveURL(/\/password-recovery$/);
    await page.getByLabel('New password').fill('Fresh!Passw0rd');
    await page.getByLabel('Confirm password').fill('Fresh!Passw0rdX');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toHaveCount(2);
    await page.getByLabel('Confirm password').fill('Fresh!Passw0rd');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Successfully Changed Password' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Go Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

    // The link was single use.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText(/invalid or has already been used/)).toBeVisible();
  });

  test('logout clears the token and session storage, and other tabs follow', async ({ browser, request }) => {
    const merchant = await registerMerchant(request);
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto('/login');
    await signIn(first, merchant.email, merchant.password);
    await expect(first).toHaveURL(/\/$/);
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('heading', { name: 'Orders' })).toBeVisible();

    await first.evaluate(() => sessionStorage.setItem('draft', 'x'));
    await first.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(first).toHaveURL(/\/login/);
    expect(await first.evaluate(() => localStorage.getItem('QU'))).toBeNull();
    expect(await first.evaluate(() => sessionStorage.length)).toBe(0);
    await expect(second).toHaveURL(/\/login/);
    await context.close();
  });
});
