// `npm run finance:issue` run as the command it is, on a database of its own (a PGlite folder, or a
// PostgreSQL database beside TEST_DATABASE_URL): the invoice it issues is told to the merchant's
// webhook endpoint as the server would tell it, because the command builds the same domain
// (createDomain) with every module's reactions. Before the composition root it issued the invoice
// and recorded no event.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../db/client';
import { webhookMessages } from '../db/schema';
import { deliveredOrder } from '../modules/finance/finance-test-kit';
import { emptyDatabase } from '../test/empty-database';
import { createTestApp } from '../test/harness';
import { CARRIER_KEY, newMerchant } from '../test/orders';
import { startReceiver } from '../test/stand-ins/webhook-receiver/stand-in';
import { call } from '../test/teams';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database the command can open: its environment, and the target to open it here. */
async function commandDatabase(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-command-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir }, target: { dataDir } };
  }
  const { url, drop } = await emptyDatabase(adminUrl, 'sameday_command');
  cleanups.push(drop);
  return { env: { DATABASE_URL: url }, target: { databaseUrl: url } };
}

describe('npm run finance:issue', () => {
  it("issues last month's invoice and records its invoice.issued webhook event, as the server would", async () => {
    const { env, target } = await commandDatabase();
    // The merchant, an endpoint listening for invoices and a delivery 40 days ago, made through the API.
    const t = await createTestApp(
      { carrierWebhookKey: CARRIER_KEY, webhooks: { httpHosts: ['127.0.0.1'], timeoutMs: 3000 } },
      { database: await openDatabase(target) },
    );
    const receiver = await startReceiver({});
    cleanups.push(() => receiver.close());
    const merchant = await newMerchant(t);
    const endpoint = await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
      url: receiver.url,
      events: ['invoice.issued'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(200);
    await deliveredOrder(t, merchant, new Date(Date.now() - 40 * 86_400_000));
    // One process owns a PGlite folder: the app lets it go before the command opens it.
    await t.close();

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/finance-issue.ts'], {
      cwd: apiRoot,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Issued [1-9]\d* invoice\(s\)/);

    const database = await openDatabase(target);
    try {
      const told = await database.db
        .select({ type: webhookMessages.type, body: webhookMessages.body })
        .from(webhookMessages)
        .where(and(eq(webhookMessages.accountId, merchant.accountId), eq(webhookMessages.type, 'invoice.issued')));
      expect(told).toHaveLength(1);
      expect(JSON.parse(String(told[0]?.body)).data.invoice).toMatchObject({ orderCount: 1 });
    } finally {
      await database.close();
    }
  }, 180_000);
});
