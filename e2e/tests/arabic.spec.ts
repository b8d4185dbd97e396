import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { STRONG_PASSWORD, uniqueEmail } from '../support/users';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The page reads right to left in Arabic (or left to right in English), as <html> says. */
async function expectLanguage(page: Page, lang: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** A screen has settled: its heading is up, and no loader or skeleton is left. */
async function settled(page: Page) {
  await expect(page.locator('main h1, #main-content h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root[data-visible]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** The phone header of the shell, in Arabic: the menu button and New Shipment. */
async function expectArabicShell(page: Page) {
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'القائمة' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'شحنة جديدة' })).toBeVisible();
}

/** The language chosen by a signed-in user is saved on the user: wait for PUT /me/language to answer it. */
function languageSaved(page: Page, language: 'ar' | 'en') {
  return page.waitForResponse(
    async (response) =>
      response.url().endsWith('/me/language') &&
      response.request().method() === 'PUT' &&
      response.ok() &&
      (await response.json()).language === language,
  );
}

test('a new merchant signs up and works in Arabic, right to left, and the choice follows them', async ({
  browser,
}, testInfo) => {
  const email = uniqueEmail('arabic');
  const context = await browser.newContext({ locale: 'ar-AE', viewport: PHONE });
  // The guided tour (its own journey) would cover the screens photographed here.
  await context.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  const page = await context.newPage();

  // The browser asks for Arabic: the sign-up page opens in Arabic, right to left.
  await page.goto('/create-account');
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
  await expect(page).toHaveTitle('إنشاء حساب · Sameday');

  await page.getByLabel('الاسم الكامل').fill('ليلى حسن');
  await page.getByLabel('اسم الشركة').fill('Hassan Cosmetics');
  await page.getByLabel('رقم الهاتف').fill('501234567');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('عدد الطلبات شهريًا').selectOption('101-500');
  await page.getByLabel('فئة المنتجات').selectOption('Cosmetics');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();

  // Signed in on the dashboard, still in Arabic (the sign-up recorded it as the user's language).
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectLanguage(page, 'ar');
  await expectArabicShell(page);
  await settled(page);
  await expectNoSeriousViolations(page);

  // On a wide screen the switch is in the Profile menu.
  await page.setViewportSize(DESKTOP);
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await nav.getByRole('button', { name: 'الملف الشخصي' }).click();
  const savedEnglish = languageSaved(page, 'en');
  await page.getByRole('menuitem', { name: 'English' }).click();
  await savedEnglish;
  await expectLanguage(page, 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // On a phone it is in the menu's Profile, as on the sidebar: back to Arabic.
  await page.setViewportSize(PHONE);
  await page.locator('header').getByRole('button', { name: 'Menu' }).click();
  const savedArabic = languageSaved(page, 'ar');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await savedArabic;
  await expectLanguage(page, 'ar');
  await page.keyboard.press('Escape');

  await page.reload();
  await expectLanguage(page, 'ar');
  await expectArabicShell(page);

  // Each main screen, in Arabic and right to left, photographed for a look.
  const screens = [
    ['orders', '/'],
    ['new-shipment', '/single-shipment'],
    ['invoices', '/finance/invoices'],
    ['settings', '/settings'],
  ] as const;
  for (const [name, path] of screens) {
    await page.goto(path);
    await expectLanguage(page, 'ar');
    await expectArabicShell(page);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath(`rtl/${name}.png`), fullPage: true });
  }
  await context.close();

  // Saved on the user, not only on this browser: a browser that asks for English signs in and turns Arabic.
  const english = await browser.newContext({ locale: 'en-GB', viewport: PHONE });
  await english.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  const other = await english.newPage();
  await other.goto('/login');
  await expectLanguage(other, 'en');
  await other.getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Continue' }).click();
  await other.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectLanguage(other, 'ar');
  await expectArabicShell(other);
  await english.close();
});
