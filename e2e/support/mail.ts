import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: number };

function allMails(): ReceivedMail[] {
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail);
}

/** Waits for the newest mail to `to` received after `since` (ms epoch). */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = allMails()
      .filter((m) => m.to.includes(to) && m.receivedAt >= since)
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} arrived`);
}

export function resetCodeOf(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('the mail holds no 6-digit code');
  return code;
}

export function resetLinkOf(mail: ReceivedMail): string {
  const link = /(https?:\/\/\S+\/password-recovery\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error('the mail holds no reset link');
  return link;
}

/** The token of the single-use email verification link a mail holds. */
export function verificationTokenOf(mailText: string): string {
  const token = /https?:\/\/\S+\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
  if (!token) throw new Error('the mail holds no verification link');
  return token;
}

/** The single-use team invitation link of an invitation mail. */
export function invitationLinkOf(mail: ReceivedMail): string {
  const link = /(https?:\/\/\S+\/join\?invitation=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error('the mail holds no invitation link');
  return link;
}
