import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { openTestDatabase, startSmtpServer } from '../test/harness';
import { createMailer } from './mailer';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await database?.close();
  await smtp?.close();
});

/** A logger that keeps what it is given. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const SECRET_MAIL = {
  subject: 'Your Sameday reset code: 482913',
  text: 'Your code to reset your Sameday password is 482913.',
};

async function outboxRowFor(to: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, to));
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
}

describe('mailer', () => {
  it('sends over SMTP and keeps only who and when in the outbox, not the content', async () => {
    const { log, lines } = recordingLogger();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-mailer-'));
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'Sameday <no-reply@sameday.ae>',
      dataDir,
      log,
    });

    await mailer.send({ to: 'smtp@example.ae', ...SECRET_MAIL });

    const received = smtp.mails.find((mail) => mail.to === 'smtp@example.ae');
    expect(received?.subject).toBe(SECRET_MAIL.subject);
    expect(received?.text).toContain('482913');
    const row = await outboxRowFor('smtp@example.ae');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    expect(JSON.stringify(row)).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('without SMTP keeps the mail in the outbox table and a file, and logs the file but not the content', async () => {
    const { log, lines } = recordingLogger();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-mailer-'));
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Sameday', dataDir, log });

    await mailer.send({ to: 'laptop@example.ae', ...SECRET_MAIL });

    const row = await outboxRowFor('laptop@example.ae');
    expect(row).toMatchObject({ subject: SECRET_MAIL.subject, text: SECRET_MAIL.text, sentAt: null });
    const file = path.join(dataDir, 'outbox', `${row.id}.txt`);
    expect(readFileSync(file, 'utf8')).toContain('482913');
    expect(lines.join('\n')).toContain(`${row.id}.txt`);
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('records a failed delivery without keeping the content, and reports the failure', async () => {
    const { log, lines } = recordingLogger();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-mailer-'));
    // Nothing listens on port 9 of the loopback: the connection is refused.
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'Sameday', dataDir, log });

    await expect(mailer.send({ to: 'down@example.ae', ...SECRET_MAIL })).rejects.toThrow();

    const row = await outboxRowFor('down@example.ae');
    expect(row.sentAt).toBeNull();
    expect(row.error).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('482913');
    expect(lines.join('\n')).toContain('mail could not be sent');
    expect(lines.join('\n')).not.toContain('482913');
  });
});
