import { arabicMail, type MailLanguage } from '../../../platform/mail-language';
import type { Mail } from '../../../platform/mailer';

/** What a single-use link's mail says, in one language. */
export type LinkMailText = {
  subject: string;
  /** What opening the link does. */
  purpose: string;
  /** How often and how long the link works. */
  validity: string;
  /** What to do when the reader did not ask for it. */
  ifNotAsked: string;
};

/**
 * A mail carrying a single-use link (a password reset, an address to verify), in the reader's
 * language: a greeting, what the link does, the link, how long it works, and what to do if
 * the reader did not ask for it. Arabic reads right to left (arabicMail).
 */
export function linkMail(
  to: string,
  firstname: string,
  link: string,
  language: MailLanguage,
  texts: Record<MailLanguage, LinkMailText>,
): Mail {
  const text = texts[language];
  if (language === 'ar') {
    return arabicMail(to, text.subject, [
      `مرحبًا ${firstname}،`,
      '',
      text.purpose,
      link,
      '',
      text.validity,
      text.ifNotAsked,
    ]);
  }
  return {
    to,
    subject: text.subject,
    text: [`Hello ${firstname},`, '', text.purpose, link, '', text.validity, text.ifNotAsked].join('\n'),
  };
}
