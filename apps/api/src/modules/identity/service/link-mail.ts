import { catalogText } from '../../../platform/catalogs';
import { type MailLanguage, mailIn } from '../../../platform/mail-language';
import type { Mail } from '../../../platform/mailer';

/**
 * A mail carrying a single-use link (a password reset, an address to verify), in the reader's
 * language: a greeting, what the link does, the link, how long it works, and what to do if the
 * reader did not ask for it. Its words are the shared catalog's `<mail>.subject`, `.purpose`,
 * `.validity` (with `values`) and `.ifNotAsked` (docs/decisions/053).
 */
export function linkMail(
  to: string,
  firstname: string,
  link: string,
  language: MailLanguage,
  mail: string,
  values: Record<string, number>,
): Mail {
  const text = (part: string, partValues?: Record<string, number>) =>
    catalogText(language, `${mail}.${part}`, partValues);
  return mailIn(language, to, text('subject'), [
    catalogText(language, 'mail.greeting', { firstname }),
    '',
    text('purpose'),
    link,
    '',
    text('validity', values),
    text('ifNotAsked'),
  ]);
}
