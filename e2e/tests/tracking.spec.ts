import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_BASE_URL, E2E_CARRIER_KEY } from '../support/env';
import { type MerchantWithPickup, placeOrderByApi, registerMerchantWithPickup } from '../support/users';

/*
 * The recipient's side: a merchant places an order; the recipient opens the tracking link
 * printed on its label (its code read through the merchant's link call, as the label's QR
 * payload carries it), confirms it is theirs with the last 4 digits of their phone (a wrong
 * try first), leaves instructions and moves the delivery to another day, reads the page in
 * Arabic at 375 px (axe finds nothing serious); the merchant sees both changes in the order
 * drawer's history. Once a second order is delivered, its page asks for a code sent to the
 * phone before a return; the merchant creates its customer return from the drawer and follows
 * the links between the two.
 */
const API = `${E2E_BASE_URL}/api/platform`;

async function signIn(page: Page, merchant: MerchantWithPickup) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Drives an order to delivered as it happens: marked ready by the merchant, then the courier's reports. */
async function deliverByApi(request: APIRequestContext, merchant: MerchantWithPickup, id: string) {
  const ready = await request.put(`${API}/quiqdash/orders/state/${id}/ready_for_collection`, {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: {},
  });
  expect(ready.ok(), await ready.text()).toBe(true);
  for (const word of ['picked_up', 'at_hub', 'out_for_delivery', 'delivered']) {
    const event = await request.post(`${API}/webhooks/carrier/status`, {
      headers: { 'api-key': E2E_CARRIER_KEY },
      data: { order_id: id, delivery_status: word },
    });
    expect(event.ok(), await event.text()).toBe(true);
  }
}

test('a recipient tracks, instructs and reschedules; the merchant sees both', async ({ browser, request }) => {
  // Two orders, three screen sizes, both languages and three accessibility scans: longer than one screen's test.
  test.setTimeout(120_000);
  const merchant = await registerMerchantWithPickup(request, { account_name: 'Noor Perfumes' });
  const id = await placeOrderByApi(request, merchant, 'Mariam Saeed');
  const deliveredId = await placeOrderByApi(request, merchant, 'Hessa Obaid');
  await deliverByApi(request, merchant, deliveredId);
  const link = await request.get(`${API}/tracking/orders/${id}/link`, {
    headers: { authorization: `Bearer ${merchant.token}` },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const { code, url } = (await link.json()) as { code: string; url: string };
  expect(code).toMatch(/^[a-z2-7]{24}$/);
  expect(url).toMatch(new RegExp(`/track/${code}$`));

  // The recipient, on a phone.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });
  const phone = await phoneContext.newPage();
  await phone.goto(`/track/${code}`);
  await expect(phone.getByRole('heading', { name: 'Track your delivery' })).toBeVisible();
  await expect(phone.getByText('Your order from Noor Perfumes')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(phone.getByText('Business Bay, Dubai')).toBeVisible();
  await expect(phone.getByText('+971509998877')).toHaveCount(0);
  // The label alone changes nothing: the recipient confirms with their phone's last digits.
  await expect(phone.getByRole('textbox', { name: 'Delivery instructions' })).toHaveCount(0);
  await expect(phone.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  const digits = phone.getByRole('textbox', { name: 'Last 4 digits of your phone number' });
  await digits.fill('1234');
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByRole('alert')).toHaveText(
    'These are not the last 4 digits of the phone number this delivery is for.',
  );
  await phone.screenshot({ path: test.info().outputPath('tracking-confirm-en-375.png'), fullPage: true });
  await digits.fill('8877');
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByRole('status')).toHaveText('Confirmed. You can now make your changes.');
  await phone.getByRole('textbox', { name: 'Delivery instructions' }).fill('Leave it with the concierge');
  await phone.getByRole('button', { name: 'Save instructions' }).click();
  await expect(phone.getByRole('status')).toHaveText('Your instructions were saved.');
  const day = phone.getByRole('combobox', { name: 'Deliver on another day' });
  const chosen = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(chosen ?? '');
  await phone.getByRole('button', { name: 'Change the day' }).click();
  await expect(phone.getByRole('status')).toHaveText('The delivery day was changed.');
  await phone.screenshot({ path: test.info().outputPath('tracking-en-375.png'), fullPage: true });

  // The same page in Arabic, right to left.
  await phone.getByRole('button', { name: 'العربية' }).click();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'تتبّع شحنتك' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'تم تسجيل الطلب' })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'تعليمات التوصيل' })).toHaveValue('Leave it with the concierge');
  await expectNoSeriousViolations(phone);
  await phone.screenshot({ path: test.info().outputPath('tracking-ar-375.png'), fullPage: true });
  // The choice stays: the page opens in Arabic next time.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'تتبّع شحنتك' })).toBeVisible();
  await phoneContext.close();

  // The same page at 1280 px, in both languages.
  const wide = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  for (const lang of ['en', 'ar'] as const) {
    await wide.goto(`/track/${code}?lang=${lang}`);
    await expect(wide.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Track your delivery' : 'تتبّع شحنتك',
    );
    // Another browser: the confirmation is asked for again.
    await expect(wide.getByRole('heading', { name: lang === 'en' ? 'Confirm it’s you' : 'تأكيد هويتك' })).toBeVisible();
    await wide.screenshot({ path: test.info().outputPath(`tracking-${lang}-1280.png`), fullPage: true });
  }
  await wide.close();

  // An unknown code says so plainly.
  const stranger = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });
  await stranger.goto(`/track/${'a'.repeat(24)}`);
  await expect(stranger.getByRole('alert')).toContainText('We couldn’t find this delivery');
  await stranger.close();

  // After delivery the recipient may ask for a return (the merchant's window), in either language.
  const deliveredLink = await request.get(`${API}/tracking/orders/${deliveredId}/link`, {
    headers: { authorization: `Bearer ${merchant.token}` },
  });
  const deliveredCode = ((await deliveredLink.json()) as { code: string }).code;
  const recipientContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });
  const recipient = await recipientContext.newPage();
  // A return is paid by the merchant: only a code sent to the recipient's phone confirms it.
  for (const [lang, send, sent] of [
    ['en', 'Send me a code', 'Code from the message'],
    ['ar', 'أرسل لي رمزاً', 'الرمز الوارد في الرسالة'],
  ] as const) {
    await recipient.goto(`/track/${deliveredCode}?lang=${lang}`);
    await expect(
      recipient.getByRole('textbox', {
        name: lang === 'en' ? 'Last 4 digits of your phone number' : 'آخر 4 أرقام من رقم هاتفك',
      }),
    ).toHaveCount(0);
    await recipient.getByRole('button', { name: send }).click();
    await expect(recipient.getByRole('textbox', { name: sent })).toBeVisible();
    await expectNoSeriousViolations(recipient);
    await recipient.screenshot({ path: test.info().outputPath(`tracking-return-${lang}-375.png`), fullPage: true });
  }
  await recipientContext.close();

  // The merchant's drawer lists both changes, by the recipient.
  const page = await browser.newPage();
  await signIn(page, merchant);
  await page.getByRole('row', { name: new RegExp(`^Order ${id}`) }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(drawer.getByText('Delivery instructions from the recipient: Leave it with the concierge')).toBeVisible();
  await expect(drawer.getByText(/^Rescheduled by the recipient to /)).toBeVisible();
  await expect(drawer.getByText(/Mariam Saeed \(recipient\)/).first()).toBeVisible();

  // A delivered order comes back as a customer return, created from its drawer and linked both ways.
  await page.goto(`/?order=${deliveredId}`);
  const delivered = page.getByRole('dialog', { name: `Order ${deliveredId}` });
  await delivered.getByRole('button', { name: 'Create return' }).click();
  const confirm = page.getByRole('dialog', { name: `Create a return of order ${deliveredId}?` });
  await confirm.getByRole('button', { name: 'Create return' }).click();
  const returnedAs = delivered.getByRole('link', { name: /^Returned as #SD[0-9A-Z]{10}$/ });
  await expect(returnedAs).toBeVisible();
  const returnId = ((await returnedAs.textContent()) ?? '').replace(/^.*#/, '');
  await returnedAs.click();
  const back = page.getByRole('dialog', { name: `Order ${returnId}` });
  await expect(back.getByRole('link', { name: `Return of #${deliveredId}` })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`^Order ${returnId}`) }).getByText('Return', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('return-drawer-1280.png') });
  await page.close();
});
