import { expect, test } from '@playwright/test';
import { signInMerchant } from '../support/shop-journeys';
import { registerMerchant } from '../support/users';

test.describe('routing rules when signed out', () => {
  test('any other path redirects to /login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the /v2 entry routes redirect to the un-prefixed ones', async ({ page }) => {
    await page.goto('/v2/login');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/v2/reset-password');
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.goto('/v2/create-account');
    await expect(page).toHaveURL(/\/create-account$/);
  });

  test('a protected path sends the visitor to /login with returnUrl = path + search', async ({ page }) => {
    await page.goto('/finance/invoices?month=2026-10');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Ffinance%2Finvoices%3Fmonth%3D2026-10$/);
  });

  test('shop and token on entry lead to the integrations screen through login', async ({ page }) => {
    await page.goto('/?shop=my-store.myshopify.com&token=abc123');
    await expect(page).toHaveURL(
      /\/login\?returnUrl=%2Fintegrations%3Fshop%3Dmy-store\.myshopify\.com%26token%3Dabc123$/,
    );
  });

  test('a source parameter is tracked, then removed from the URL', async ({ page }) => {
    await page.goto('/create-account?source=newsletter&utm_source=mail');
    await expect(page).toHaveURL(/\/create-account\?utm_source=mail$/);
    const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(events).toContainEqual({ event: 'source', source: 'newsletter' });
  });

  test('/env.json names the API bases and /manifest.json the version', async ({ request }) => {
    const env = await (await request.get('/env.json')).json();
    expect(env.platformApiUrl).toBe('/api/platform');
    expect(env.invoicerApiUrl).toBe('/api/invoicer');
    const manifest = await (await request.get('/manifest.json')).json();
    expect(manifest.version).toBe('1.201.2');
  });

  test('/create-account resets the stored session entry to empty', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() =>
      localStorage.setItem('QU', JSON.stringify({ token: { auth: 'x', expiry: null, refresh: null } })),
    );
    await page.goto('/create-account');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('QU'))).toBe('');
  });
});

test('/login arrives compressed and lean: the page and every script over 1 KB are sent as brotli, no schema library among them, no round for /env.json', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; encoding: string | undefined; bytes: number }>[] = [];
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response.body().then((body) => ({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        bytes: body.length,
      })),
    );
  });
  const answer = await page.goto('/login');
  expect(answer?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  const loaded = await Promise.all(scripts);
  // The page carries its runtime configuration: the token is asked for without waiting for it (decision 080).
  expect(asked).not.toContain('/env.json');
  expect(loaded.filter((script) => script.bytes > 1024).length).toBeGreaterThan(0);
  // The contract's zod schemas and zod itself stay off /login's path (docs/decisions/004, 026).
  expect(loaded.map((script) => script.url).filter((url) => /\/(zod|contract-schemas)-[^/]*\.js$/.test(url))).toEqual(
    [],
  );
  for (const script of loaded.filter((one) => one.bytes > 1024)) {
    expect(script, script.url).toMatchObject({ encoding: 'br' });
  }
});

test("/ signed in: the page's first script asks for the token and the first screen once each, the policy lets it run, and the wordmark holds the page until the dashboard draws", async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await signInMerchant(page, merchant);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${sent.method()} ${url.pathname}${url.search}`);
  });
  const answer = await page.goto('/');
  expect(await answer?.text()).toContain('<div role="status" aria-busy="true"');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'sameday' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((call) => call === 'POST /api/platform/identity/token')).toHaveLength(1);
  // One first-screen request: the dashboard took the page's own (a second would be its own ask).
  expect(asked.filter((call) => call.includes('/quiqdash/first-screen'))).toEqual([
    'GET /api/platform/quiqdash/first-screen?group=pending&limit=100',
  ]);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
