import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('writes JSON logs in production and when piped, readable lines only when asked or at a terminal', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    // The test runner's stdout is not a terminal, as under a process manager.
    expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
