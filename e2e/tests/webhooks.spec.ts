import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { type MerchantWithPickup, placeOrderByApi, registerMerchantWithPickup } from '../support/users';

/*
 * Outgoing webhooks: a merchant's server (a receiver this test starts on 127.0.0.1) is added as
 * an endpoint under Settings; the signing secret is shown once; "Send test event" reaches the
 * receiver, signed so that the standardwebhooks library verifies it, and the delivery log shows
 * it; an order placed afterwards arrives as order.created and is in the log too.
 */
type Received = { headers: IncomingHttpHeaders; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sameday-hooks`, received, close: () => server.close() };
}

async function signIn(page: Page, merchant: MerchantWithPickup) {
  await page.addInitScript(() => window.localStorage.setItem('onboarding', 'done'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a merchant adds a webhook endpoint, sends a test event and sees it in the delivery log', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const merchant = await registerMerchantWithPickup(request);
    await signIn(page, merchant);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Manage webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoint yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiver.url);
    await form.getByRole('textbox', { name: /Description/ }).fill('Warehouse system');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = (await dialog.getByLabel('Signing secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have saved it' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem');
    await expect(card).toContainText(receiver.url);
    await expect(card).toContainText('Active');
    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = card.getByRole('table', { name: 'Delivery log' });
    await expect(log).toContainText('webhook.test', { timeout: 15_000 });
    await expect(log).toContainText('Delivered · 204');

    expect(receiver.received).toHaveLength(1);
    const [test] = receiver.received;
    const verified = new Webhook(secret).verify(test?.body ?? '', test?.headers as Record<string, string>) as {
      type: string;
    };
    expect(verified.type).toBe('webhook.test');

    await placeOrderByApi(request, merchant, 'Layla Hassan');
    await expect(log).toContainText('order.created', { timeout: 15_000 });
    await log.getByRole('button', { name: 'Show body' }).first().click();
    await expect(log).toContainText('"type": "order.created"');
    expect(receiver.received.map((entry) => (JSON.parse(entry.body) as { type: string }).type)).toEqual([
      'webhook.test',
      'order.created',
    ]);
  } finally {
    receiver.close();
  }
});
