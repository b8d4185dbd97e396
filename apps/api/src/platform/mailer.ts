import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { BaseDb } from '../db/client';
import { randomId } from './crypto';
import { outbox } from './tables';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Every mail is written to the outbox table first. With SMTP_URL it is then sent,
 * and the row keeps only who and when: mails carry reset codes and links, which the
 * database otherwise holds only as digests. Without SMTP_URL the row keeps the
 * content and the mail is also saved as a file under DATA_DIR/outbox. The log names
 * the file but never the content.
 */
export function createMailer(options: {
  db: BaseDb;
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, smtpUrl, from, dataDir, log } = options;
  // nodemailer loads with the first mail sent, not at start-up (docs/decisions/044).
  let transport: Promise<Transporter> | undefined;
  const transportOf = (url: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transport;
  };
  return {
    async send(mail) {
      const id = randomId('mail');
      const content = smtpUrl ? { subject: '', text: '' } : { subject: mail.subject, text: mail.text, html: mail.html };
      await db.insert(outbox).values({ id, recipient: mail.to, ...content });
      if (!smtpUrl) {
        const folder = path.join(dataDir, 'outbox');
        await mkdir(folder, { recursive: true });
        const file = path.join(folder, `${id}.txt`);
        await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
        log.info({ mailId: id, file }, 'mail kept in the outbox (no SMTP_URL set)');
        return;
      }
      try {
        await (await transportOf(smtpUrl)).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ error: message }).where(eq(outbox.id, id));
        log.error({ mailId: id, reason: message }, 'mail could not be sent');
        throw error;
      }
    },
  };
}
