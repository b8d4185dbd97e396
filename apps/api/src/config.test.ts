import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, secretWeakness } from './config';
import { PRODUCTION } from './test/production';

describe('loadConfig', () => {
  it('reads the defaults of the README', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('takes an empty variable as not set', () => {
    const config = loadConfig({ SMTP_URL: '', DATABASE_URL: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('stops with every problem listed', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/,
    );
  });

  it('scales the per-IP limits and reads the staff list', () => {
    const config = loadConfig({ RATE_LIMIT_MULTIPLIER: '3', ADMIN_EMAILS: ' Ops@Sameday.ae, b@x.ae ' });
    expect(config.rateLimits.signUp.max).toBe(30);
    expect(config.adminEmails).toEqual(['ops@sameday.ae', 'b@x.ae']);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('gives requests under way 10 s to finish on a stop, or SHUTDOWN_GRACE_SECONDS', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS must be more than 0/);
  });

  it('turns push to couriers on with all three VAPID settings, and refuses one without the others or a malformed key', () => {
    const vapid = {
      VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'y'.repeat(43),
      VAPID_SUBJECT: 'mailto:dispatch@sameday.ae',
    };
    expect(loadConfig({}).push).toBeNull();
    expect(loadConfig(vapid).push).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: vapid.VAPID_SUBJECT,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are all needed/,
    );
    expect(() => loadConfig({ ...vapid, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY must be a P-256/);
    expect(() => loadConfig({ ...vapid, VAPID_SUBJECT: 'http://sameday.ae' })).toThrow(/VAPID_SUBJECT must be/);
  });

  it('writes JSON logs in production and when piped, readable lines only when asked or at a terminal', () => {
    expect(loadConfig(PRODUCTION).logFormat).toBe('json');
    // The test runner's stdout is not a terminal, as under a process manager.
    expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(loadConfig({ ...PRODUCTION, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('a production start', () => {
  const refusal = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the configuration was taken');
  };
  const without = (...names: string[]) =>
    Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name)));

  it('refuses a test clock (CLOCK_STARTS_AT), which development and tests take', () => {
    const at = '2026-11-29T08:00:00+04:00';
    expect(refusal({ ...PRODUCTION, CLOCK_STARTS_AT: at })).toMatch(/CLOCK_STARTS_AT: must not be set in production/);
    expect(loadConfig({ CLOCK_STARTS_AT: at }).clockStartsAt?.toISOString()).toBe('2026-11-29T04:00:00.000Z');
    expect(loadConfig({}).clockStartsAt).toBeNull();
    expect(() => loadConfig({ CLOCK_STARTS_AT: '08:00' })).toThrow(/CLOCK_STARTS_AT must be/);
  });

  it('starts with every detail and secret its own, and seeds no demo', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.env).toBe('production');
    expect(config.publicUrl).toBe('https://ship.example.ae');
    expect(config.supplier.trn).toBe('100987654300003');
    expect(config.supplier.bank.iban).toBe('AE420260001015333439101');
    expect(config.seedDemo).toBe(false);
    expect(config.notForProduction).toEqual([]);
    // A secret left unset is generated and kept in the database: nothing to check.
    expect(() => loadConfig(without('JWT_SECRET', 'CARRIER_WEBHOOK_KEY'))).not.toThrow();
  });

  it('refuses the built-in defaults with one message naming each problem', () => {
    const message = refusal({ NODE_ENV: 'production' });
    const named = [
      'SUPPLIER_NAME',
      'SUPPLIER_ADDRESS',
      'SUPPLIER_TRN',
      'BANK_ACCOUNT_NAME',
      'BANK_NAME',
      'BANK_IBAN',
      'BANK_SWIFT',
      'MAIL_FROM',
      'FINANCE_EMAIL',
      'SUPPORT_EMAIL',
      'FULFILMENT_EMAIL',
      'HELP_DESK_URL',
      'PUBLIC_URL',
      'SMTP_URL',
    ];
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      ...named.map((name) => expect.stringMatching(new RegExp(`^  ${name}: `))),
    ]);
  });

  it('names each weak secret by the rule it breaks, never showing it', () => {
    const message = refusal({
      ...PRODUCTION,
      JWT_SECRET: 'a'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'x',
      CARRIER_WEBHOOK_KEY: 'Passw0rd!Passw0rd!Passw0rd!',
      FULFILMENT_INTERNAL_KEY: 'abcdefghijklmnopqrstuvwxyz0123',
      REPORTING_EMBED_SECRET: 'abababababababababababababababab',
    });
    expect(message).toContain('JWT_SECRET: too weak: uses fewer than 8 different characters');
    expect(message).toContain('PAYMENT_WEBHOOK_SECRET: too weak: must be at least 16 characters');
    expect(message).toContain('CARRIER_WEBHOOK_KEY: too weak: is one shorter part repeated');
    expect(message).toContain('FULFILMENT_INTERNAL_KEY: too weak: is mostly repeated or consecutive characters');
    expect(message).toContain('REPORTING_EMBED_SECRET: too weak');
    expect(message).not.toMatch(/aaaa|Passw0rd|abcdefg|abab/);
    expect(message.split('\n')).toHaveLength(1 + 5);
  });

  it('keeps the secret rule to what is plainly weak: random keys pass', () => {
    expect(secretWeakness('q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6', 32)).toBeNull();
    expect(secretWeakness('3f9a0c7e1b24d85a6f0e9c3b7a1d2e48', 32)).toBeNull();
    expect(secretWeakness('0123456789012345678901234567890123', 32)).not.toBeNull();
    expect(secretWeakness('9876543210zyxwvutsrqponmlkjihgfedc', 32)).toBe(
      'is mostly repeated or consecutive characters',
    );
  });

  it('refuses the example supplier details set by hand, an IBAN whose check digits fail, http addresses and demo data', () => {
    const message = refusal({
      ...PRODUCTION,
      SUPPLIER_TRN: '100123456700003',
      SUPPLIER_ADDRESS: 'Office 1204, Aspin Commercial Tower, Sheikh Zayed Road, Dubai, United Arab Emirates',
      BANK_IBAN: 'AE430260001015333439101',
      PUBLIC_URL: 'http://localhost:3000',
      PAYMENT_PROVIDER_URL: 'http://payments.example.ae',
      SEED_DEMO: 'true',
    });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  SUPPLIER_ADDRESS: is the built-in example; set the real one',
      '  SUPPLIER_TRN: is the built-in example; set the real one',
      '  BANK_IBAN: is not a valid IBAN (its check digits do not hold)',
      '  PUBLIC_URL: must be set to the https:// address merchants use',
      '  PAYMENT_PROVIDER_URL: must be an https:// URL in production (it is sent a secret)',
      '  SEED_DEMO: must be off in production (the demo merchant has a known password)',
    ]);
    expect(refusal({ ...PRODUCTION, BANK_IBAN: 'AE070331234567890123456' })).toContain(
      'BANK_IBAN: is the built-in example',
    );
  });

  it('lists a value the schema refuses once, beside the production problems', () => {
    const message = refusal({ ...without('SMTP_URL'), JWT_SECRET: 'short', PORT: 'abc' });
    expect(message.match(/^ {2}JWT_SECRET:/gm)).toHaveLength(1);
    expect(message).toMatch(
      /PORT[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32 characters[\s\S]*SMTP_URL: must be set/,
    );
  });

  it('leaves development and tests their defaults, and counts what production would refuse', () => {
    const development = loadConfig({});
    expect(development.seedDemo).toBe(true);
    expect(development.supplier.trn).toBe('100123456700003');
    expect(development.notForProduction).toEqual(expect.arrayContaining(['SUPPLIER_TRN', 'PUBLIC_URL', 'SMTP_URL']));
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(32) }).notForProduction).toContain('JWT_SECRET');
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'development' }).notForProduction).toEqual([]);
  });
});

// The server's own start, as a deployment runs it: once, in the PGlite run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server started with NODE_ENV=production', () => {
  const API_ROOT = path.resolve(import.meta.dirname, '..');
  const work = mkdtempSync(path.join(tmpdir(), 'sameday-production-config-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  // Only what a fresh shell would have: no database URL and no variables of the test run.
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_|DATABASE_URL|TEST_DATABASE_URL|VITEST|NODE_ENV)/i.test(name),
    ),
  );

  it('refuses to start on the built-in defaults: one message listing each problem, no stack trace, exit 1, nothing opened', {
    timeout: 60_000,
  }, async () => {
    const dataDir = path.join(work, 'data');
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      env: { ...shell, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/^Invalid configuration:\n {2}SUPPLIER_NAME: must be set in production/);
    for (const name of ['SUPPLIER_TRN', 'BANK_IBAN', 'PUBLIC_URL', 'SMTP_URL']) expect(output).toContain(`  ${name}: `);
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  });
});
