import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { API_BASES, FINANCE_PATHS } from '@sameday/contract';
import { type MapsStandIn, startMapsStandIn } from '../../apps/api/src/test/stand-ins/maps/stand-in';
import {
  type PaymentProviderStandIn,
  startPaymentProviderStandIn,
} from '../../apps/api/src/test/stand-ins/payment-provider/stand-in';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_PORT } from '../support/env';
import { verificationTokenOf } from '../support/mail';
import { STRONG_PASSWORD, uniqueEmail } from '../support/users';

/*
 * Finance needs history: invoices of past months, one overdue, and COD statements.
 * This journey runs its own server beside the suite's, with the demo merchant seeded
 * (exactly one overdue invoice) and an operations admin from ADMIN_EMAILS, who proves
 * the address through the mailed link (this server has no SMTP: mails stay in DATA_DIR/outbox).
 * Its outside services are configured, each pointed at its stand-in: the payment provider, and the
 * maps provider the address search calls from the page (the suite's own server has neither).
 */
const PORT = E2E_PORT + 50;
const BASE = `http://localhost:${PORT}`;
const PROVIDER_PORT = PORT + 1;
const API = `${BASE}/api/platform`;
const DEMO = { email: 'demo@sameday.ae', password: 'Palm-Souk-4821!' };
const ADMIN_EMAIL = uniqueEmail('ops');

let server: ChildProcess;
let dataDir: string;

async function waitForServer(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the finance server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the finance server did not answer ${url} in time`);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The payment provider's stand-in (test support): the server is pointed at it as at the real provider. */
let provider: PaymentProviderStandIn;
const PROVIDER_KEYS = { secretKey: 'sk_test_e2e_finance', webhookSecret: 'whsec_e2e_finance_signing_secret' };
/** The maps provider's stand-in (Places API), with one landmark none of the built-in places names. */
let maps: MapsStandIn;
const MAPS_KEY = 'e2e-maps-key';
const KIOSK = {
  id: 'ChIJe2eZabeelKiosk',
  name: 'Zabeel Hidden Garden Kiosk',
  address: 'Zabeel 2, Dubai, United Arab Emirates',
};

test.beforeAll(async () => {
  provider = await startPaymentProviderStandIn({
    ...PROVIDER_KEYS,
    port: PROVIDER_PORT,
    publicUrl: `http://localhost:${PROVIDER_PORT}`,
    webhookUrl: `${BASE}${API_BASES.platform}${FINANCE_PATHS.paymentWebhook}`,
  });
  maps = await startMapsStandIn(MAPS_KEY, [KIOSK]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-e2e-finance-'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: DEMO.password,
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '50',
      PAYMENT_PROVIDER_URL: provider.url,
      PAYMENT_SECRET_KEY: PROVIDER_KEYS.secretKey,
      PAYMENT_WEBHOOK_SECRET: PROVIDER_KEYS.webhookSecret,
      MAPS_API_KEY: MAPS_KEY,
      MAPS_API_URL: maps.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${BASE}/healthz`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await provider?.close();
  await maps?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
}

async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${API}/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The newest mail to `to` the server kept in its outbox folder. */
function outboxMailTo(to: string): string {
  const folder = path.join(dataDir, 'outbox');
  const mail = readdirSync(folder)
    .map((file) => path.join(folder, file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

/** The operations admin (registered with an ADMIN_EMAILS address, then verified) blocks or unblocks the demo account. */
async function setDemoBlocked(isBlocked: boolean) {
  const demoToken = await apiToken(DEMO.email, DEMO.password);
  const account = (await (
    await fetch(`${API}/account`, { headers: { authorization: `Bearer ${demoToken}` } })
  ).json()) as { id: string };
  const register = await fetch(`${API}/partner/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Khalid Ops',
      account_name: 'Sameday Operations',
      phone: '+971501112233',
      email: ADMIN_EMAIL,
      password: STRONG_PASSWORD,
      orders_per_month: '1-100',
      vertical: 'Electronics',
      signed_terms: true,
    }),
  });
  expect([200, 409]).toContain(register.status);
  const adminToken = await apiToken(ADMIN_EMAIL, STRONG_PASSWORD);
  // Sign-up grants nothing: the admin role comes once the mailed link is opened in the admin's session.
  if (register.status === 200) {
    const verified = await fetch(`${API}/identity/email-verification/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token: verificationTokenOf(outboxMailTo(ADMIN_EMAIL)) }),
    });
    expect(verified.ok, await verified.clone().text()).toBe(true);
  }
  const response = await fetch(`${API}/accounts/${account.id}/set-block-state`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ isBlocked, reason: isBlocked ? 'Overdue invoices' : 'Paid in full' }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

test('the overdue banner names the finance contact and leads to the outstanding invoices', async ({ page }) => {
  await signIn(page);
  const banner = page.getByRole('region', { name: 'Account messages' });
  await expect(banner.getByText('Invoice Overdue')).toBeVisible();
  await expect(banner).toContainText(
    'Dear Partner, you have overdue payments. Kindly process the payments to avoid service disruptions.',
  );
  await expect(banner).toContainText('finance@sameday.ae');
  await banner.getByRole('link', { name: 'See outstanding invoices' }).click();
  await expect(page).toHaveURL(`${BASE}/account/invoices`);
  await expect(page.getByRole('heading', { name: 'Outstanding invoices' })).toBeVisible();
  const withStatus = (status: string) => page.getByRole('row').filter({ has: page.getByText(status, { exact: true }) });
  await expect(withStatus('Overdue')).toHaveCount(1);
  await expect(withStatus('Unpaid')).toHaveCount(1);
  await expect(withStatus('Paid')).toHaveCount(0);
});

test('an invoice and a COD statement download as PDFs', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Finance' }).first().click();
  await expect(page).toHaveURL(`${BASE}/finance/invoices`);
  const firstPdf = page.getByRole('button', { name: /^Download invoice .* as PDF$/ }).first();
  const [invoicePdf] = await Promise.all([page.waitForEvent('download'), firstPdf.click()]);
  expect(invoicePdf.suggestedFilename()).toMatch(/^invoice-INV-\d{6}-[A-Z0-9]{6}\.pdf$/);
  expect(
    readFileSync(await invoicePdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
  await expect(page).toHaveURL(`${BASE}/finance/cod`);
  const statements = page.getByRole('table', { name: 'COD statements' });
  await expect(statements).toBeVisible();
  const [codPdf] = await Promise.all([
    page.waitForEvent('download'),
    statements
      .getByRole('button', { name: /^Download COD statement .* as PDF$/ })
      .first()
      .click(),
  ]);
  expect(codPdf.suggestedFilename()).toMatch(/^cod-statement-COD-\d{8}-[A-Z0-9]{6}\.pdf$/);
  expect(
    readFileSync(await codPdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Confirming receipt goes through a dialog and takes the statement off the awaiting list.
  const confirmButtons = statements.getByRole('button', { name: /^Confirm receipt of/ });
  const before = await confirmButtons.count();
  expect(before).toBeGreaterThan(0);
  await confirmButtons.first().click();
  await page
    .getByRole('dialog', { name: 'Confirm receipt' })
    .getByRole('button', { name: 'Yes, I received it' })
    .click();
  await expect(confirmButtons).toHaveCount(before - 1);
});

test('no card number is typed into Sameday: the page has no card field and the API refuses one', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Finance' }).first().click();
  await page.getByRole('tab', { name: 'Payment Methods' }).click();
  await expect(page).toHaveURL(`${BASE}/finance/payment-methods`);
  const note = page.getByRole('region', { name: 'Paying by card' });
  await expect(note).toContainText("Card payments will be taken on our payment provider's secure page.");
  await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.locator('[autocomplete^="cc-"]')).toHaveCount(0);

  const token = await apiToken(DEMO.email, DEMO.password);
  const response = await fetch(`${API}/finance/payment-methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ holderName: 'Aisha', cardNumber: '4111111111111111', expMonth: 12, expYear: 2035 }),
  });
  expect(response.status).toBe(412);
  expect(await response.json()).toMatchObject({ code: 'failed_precondition' });
});

test('axe finds no serious or critical violation on the finance screens, desktop and phone', async ({ page }) => {
  await signIn(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, ready] of [
      ['/finance/invoices', 'Invoices'],
      ['/account/invoices', 'Outstanding invoices'],
      ['/finance/cod', 'Delivered, not yet on a statement'],
      ['/finance/payment-methods', 'Paying by card'],
      ['/finance/bank-details', 'Bank account'],
    ] as const) {
      await page.goto(`${BASE}${path}`);
      await expect(page.getByText(ready, { exact: true }).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    }
  }
  // The bank details form with its errors shown (the demo has an account on file: its IBAN is cleared).
  await page.getByRole('textbox', { name: 'IBAN' }).fill('');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Enter the IBAN')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a blocked account sees 'Account Blocked' and its order is refused", async ({ page }) => {
  await setDemoBlocked(true);
  try {
    await signIn(page);
    const banner = page.getByRole('region', { name: 'Account messages' });
    await expect(banner.getByText('Account Blocked')).toBeVisible();
    await expect(banner).toContainText(
      'Your account is suspended due to overdue payments. Please, clear the debt to reactivate your account.',
    );
    await expect(banner).toContainText('finance@sameday.ae');
    await expect(banner.getByText('Invoice Overdue')).toHaveCount(0);

    await expect(banner).toContainText('Reason given by Sameday: Overdue invoices.');

    // The single-shipment screen says at once that placing is blocked and why: no form to fill in vain.
    await page.goto(`${BASE}/single-shipment`);
    const refusal = page.getByRole('alert').filter({ hasText: 'Placing orders is blocked on this account' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Reason given by Sameday: Overdue invoices');
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  } finally {
    await setDemoBlocked(false);
  }
});

/** The payment provider's test page: its own form, on its own address, never Sameday's. */
async function payOnProviderPage(page: Page, options: { save: boolean }) {
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${PROVIDER_PORT}/checkout/cs_test_`));
  await expect(page.getByRole('note')).toContainText('Payment provider test page');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/35');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Aisha Al Mansoori');
  if (options.save) await page.getByLabel('Save this card for future payments to Sameday').check();
  await page.getByRole('button', { name: /^Pay AED/ }).click();
}

test('invoices are paid by card on the provider page or by bank transfer, and the overdue banner lifts', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const banner = page.getByRole('region', { name: 'Account messages' });
  await expect(banner.getByText('Invoice Overdue')).toBeVisible();
  await banner.getByRole('link', { name: 'See outstanding invoices' }).click();
  await expect(page).toHaveURL(`${BASE}/account/invoices`);

  // Our bank account, and for one invoice its number as the reference.
  const transfer = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(transfer).toContainText('AE07 0331 2345 6789 0123 456');
  await expect(transfer).toContainText('Emirates NBD');
  const overdueRow = page.getByRole('row').filter({ has: page.getByText('Overdue', { exact: true }) });
  const number = (await overdueRow.getByText(/^INV-\d{6}-[A-Z0-9]{6}$/).textContent()) ?? '';
  await overdueRow.getByRole('button', { name: `Pay by bank transfer: invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by bank transfer' });
  await expect(dialog.getByText(number, { exact: true }).last()).toBeVisible();
  await expect(dialog).toContainText('Sameday Delivery Services L.L.C.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // By card: the provider's page takes the card; its signed webhook marks the invoice paid.
  await overdueRow.getByRole('button', { name: `Pay by card: invoice ${number}` }).click();
  await payOnProviderPage(page, { save: true });
  await expect(page).toHaveURL(/\/account\/invoices\?payment=success&invoice=/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(page.getByText(`Invoice ${number} is paid. Thank you.`)).toBeVisible();
  await expect(banner.getByText('Invoice Overdue')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ has: page.getByText('Overdue', { exact: true }) })).toHaveCount(0);

  // The card was kept as the provider's token: brand, last four digits and expiry.
  await page.getByRole('link', { name: 'Finance' }).first().click();
  await page.getByRole('tab', { name: 'Payment Methods' }).click();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByText(/expires 12\/2035/)).toBeVisible();

  // On a phone: a payment given up on the provider's page, then the saved card pays the last invoice.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await phoneContext.newPage();
  try {
    await signIn(phone);
    await phone.goto(`${BASE}/finance/invoices`);
    await expect(phone.getByRole('region', { name: 'Pay by bank transfer' })).toContainText('Emirates NBD');
    const payByCard = phone.getByRole('button', { name: /^Pay by card: invoice / });
    await expect(payByCard).toHaveCount(1);
    await payByCard.click();
    const cardDialog = phone.getByRole('dialog', { name: 'Pay by card' });
    await expect(cardDialog.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    await cardDialog.getByRole('button', { name: 'Use another card' }).click();
    await expect(phone).toHaveURL(new RegExp(`^http://localhost:${PROVIDER_PORT}/checkout/`));
    await phone.getByRole('link', { name: 'Cancel and return to Sameday' }).click();
    await expect(phone).toHaveURL(/\/finance\/invoices\?payment=cancelled/);
    await expect(phone.getByText('Payment cancelled')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await payByCard.click();
    await cardDialog.getByRole('button', { name: /^Pay AED/ }).click();
    await expect(phone.getByText('Payment received')).toBeVisible();
    await expect(phone.getByRole('button', { name: /^Pay by card: invoice / })).toHaveCount(0);
    await phone.goto(`${BASE}/account/invoices`);
    await expect(phone.getByText('Nothing outstanding')).toBeVisible();
    await expectNoSeriousViolations(phone);
  } finally {
    await phoneContext.close();
  }
});

test("address search offers the maps provider's places: the server's own policy lets the page call it", async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await signIn(page);
  const shell = await page.goto(`${BASE}/account/pickup-addresses`);
  const policy = shell?.headers()['content-security-policy']?.split(';') ?? [];
  expect(policy.filter((directive) => directive.startsWith('connect-src'))).toEqual([`connect-src 'self' ${maps.url}`]);
  await page.getByRole('button', { name: 'Add pickup address' }).click();
  const form = page.getByRole('dialog', { name: 'Add pickup address' });
  await form.getByRole('combobox', { name: 'Area', exact: true }).fill('Hidden Garden');
  // Blocked by the policy, the provider's places never come: the option waits the usual 10 s, then fails.
  const kiosk = page.getByRole('option', { name: /Zabeel Hidden Garden Kiosk/ });
  await expect(kiosk).toBeVisible();
  await kiosk.click();
  await expect(form.getByRole('combobox', { name: 'Area', exact: true })).toHaveValue(KIOSK.name);
  expect(maps.requests).toContainEqual({ method: 'POST', path: '/v1/places:autocomplete', origin: BASE });
  expect(blocked).toEqual([]);
});
