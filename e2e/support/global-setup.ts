import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { ARAMEX_STAND_IN_ACCOUNT, startAramexStandIn } from '../../apps/api/src/test/stand-ins/aramex/stand-in';
import { startSallaStandIn } from '../../apps/api/src/test/stand-ins/salla/stand-in';
import { startShopifyStandIn } from '../../apps/api/src/test/stand-ins/shopify/stand-in';
import { startZidStandIn } from '../../apps/api/src/test/stand-ins/zid/stand-in';
import {
  CARRIER_STAND_IN_PORT,
  E2E_BASE_URL,
  E2E_CARRIER_KEY,
  E2E_PORT,
  E2E_SALLA_APP,
  E2E_SHOPIFY_APP,
  E2E_ZID_APP,
  MAIL_DIR,
  OPS_ADMIN_EMAIL,
  SALLA_STAND_IN_PORT,
  SHOPIFY_STAND_IN_PORT,
  ZID_STAND_IN_PORT,
} from './env';
import { waitForServer } from './own-server';
import { opsAdminToken } from './users';

/** Decodes the quoted-printable body nodemailer sends for long lines. */
function decodeBody(head: string, body: string): string {
  if (!/quoted-printable/i.test(head)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function startSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? '',
          text: decodeBody(head, rest.join('\n\n')),
          receivedAt: Date.now(),
        };
        count += 1;
        // Written aside, then renamed: a journey reading the folder never sees half a mail.
        const file = path.join(MAIL_DIR, `${Date.now()}-${count}.json`);
        writeFileSync(`${file}.partial`, JSON.stringify(mail));
        renameSync(`${file}.partial`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Starts a real SMTP server, the Shopify and Aramex stand-ins (test support: `npm start` never starts them)
 * and the product exactly as `npm start` does, on a fresh database, working its jobs.
 */
export default async function globalSetup() {
  // A server left on the port would answer in place of the fresh one, with another database and mail box.
  const isPortTaken = await fetch(`${E2E_BASE_URL}/healthz`).then(
    () => true,
    () => false,
  );
  if (isPortTaken) throw new Error(`${E2E_BASE_URL} already answers: stop that server or set E2E_PORT to a free port`);
  const smtp = await startSmtp();
  // A journey that runs its own server sends its mail here too (the test workers inherit it).
  process.env.E2E_SMTP_PORT = String(smtp.port);
  const shopify = await startShopifyStandIn(E2E_SHOPIFY_APP, SHOPIFY_STAND_IN_PORT);
  const aramex = await startAramexStandIn(CARRIER_STAND_IN_PORT);
  const salla = await startSallaStandIn(E2E_SALLA_APP, SALLA_STAND_IN_PORT);
  const zid = await startZidStandIn(E2E_ZID_APP, ZID_STAND_IN_PORT);
  salla.webhookUrl = `${E2E_BASE_URL}/api/platform/integrations/webhooks/salla`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-e2e-'));
  const root = path.resolve(import.meta.dirname, '../..');
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: E2E_BASE_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '50',
      ADMIN_EMAILS: OPS_ADMIN_EMAIL,
      CARRIER_WEBHOOK_KEY: E2E_CARRIER_KEY,
      // Shop orders, and the tracking sent back to the shop, are durable jobs.
      RUN_JOBS: 'true',
      SHOPIFY_API_KEY: E2E_SHOPIFY_APP.apiKey,
      SHOPIFY_API_SECRET: E2E_SHOPIFY_APP.apiSecret,
      SHOPIFY_API_BASE_URL: shopify.baseUrl,
      // Salla is its stand-in: its OAuth server and Merchant API, on this machine.
      SALLA_CLIENT_ID: E2E_SALLA_APP.clientId,
      SALLA_CLIENT_SECRET: E2E_SALLA_APP.clientSecret,
      SALLA_WEBHOOK_SECRET: E2E_SALLA_APP.webhookSecret,
      SALLA_ACCOUNTS_URL: salla.accountsUrl,
      SALLA_API_URL: salla.apiUrl,
      // Zid is its stand-in: its OAuth server and Merchant API, on this machine.
      ZID_CLIENT_ID: E2E_ZID_APP.clientId,
      ZID_CLIENT_SECRET: E2E_ZID_APP.clientSecret,
      ZID_OAUTH_BASE_URL: zid.oauthBaseUrl,
      ZID_API_BASE_URL: zid.apiBaseUrl,
      // Aramex is its stand-in, on this machine (which the outbound guard is told to trust).
      ARAMEX_URL: aramex.baseUrl,
      ARAMEX_ACCOUNT_NUMBER: ARAMEX_STAND_IN_ACCOUNT.AccountNumber,
      ARAMEX_ACCOUNT_PIN: ARAMEX_STAND_IN_ACCOUNT.AccountPin,
      ARAMEX_ACCOUNT_ENTITY: ARAMEX_STAND_IN_ACCOUNT.AccountEntity,
      ARAMEX_ACCOUNT_COUNTRY_CODE: ARAMEX_STAND_IN_ACCOUNT.AccountCountryCode,
      ARAMEX_USERNAME: ARAMEX_STAND_IN_ACCOUNT.UserName,
      ARAMEX_PASSWORD: ARAMEX_STAND_IN_ACCOUNT.Password,
      OUTBOUND_TRUSTED_HOSTS: '127.0.0.1',
      // The webhooks journey's receiver listens on this machine.
      WEBHOOK_HTTP_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${E2E_BASE_URL}/healthz`, server);
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
    await shopify.close();
    await aramex.close();
    await salla.close();
    await zid.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The operations staff member is signed up and verified once, before any journey: no journey
  // depends on being the first to need them, and journeys side by side would not race to sign them up.
  const request = await playwrightRequest.newContext();
  try {
    await opsAdminToken(request);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await request.dispose();
  }
  return stop;
}
