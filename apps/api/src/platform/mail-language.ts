import type { Mail } from './mailer';

/** The languages mails are written in (docs/decisions/039): English, and Arabic for users who read it. */
export type MailLanguage = 'en' | 'ar';

/**
 * The first of our languages an Accept-Language header names, by its q weight
 * ("ar-AE,ar;q=0.9,en;q=0.8" → ar); null when it names neither.
 */
export function languageNamedBy(header: string | string[] | undefined): MailLanguage | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    if (entry.base === 'ar' || entry.base === 'en') return entry.base;
  }
  return null;
}

/** The language of a request's Accept-Language header for a mail: English when it names neither. */
export const languageOfHeader = (header: string | string[] | undefined): MailLanguage =>
  languageNamedBy(header) ?? 'en';

/** A mail's language: the user's own choice, else the request's (before the user chose, or exists). */
export function mailLanguage(
  userLanguage: string | null | undefined,
  acceptLanguage?: string | string[] | undefined,
): MailLanguage {
  if (userLanguage === 'ar' || userLanguage === 'en') return userLanguage;
  return languageOfHeader(acceptLanguage);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A line of the HTML body: links become anchors, each kept left to right inside the Arabic. */
function htmlLine(line: string): string {
  if (line === '') return '';
  const parts = line.split(/(https?:\/\/\S+)/g);
  const html = parts
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}" dir="ltr">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
  return `<p style="margin:0 0 12px">${html}</p>`;
}

/**
 * An Arabic mail: the plain text as written, and an HTML part that reads right to left
 * (`dir="rtl"`, `lang="ar"`). Numbers are written with Western digits in the text itself.
 */
export function arabicMail(to: string, subject: string, lines: readonly string[]): Mail {
  const body = lines.map(htmlLine).join('\n');
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="ar" dir="rtl">',
      '<head><meta charset="utf-8"></head>',
      `<body dir="rtl" style="font-family:Tahoma,Arial,sans-serif;text-align:right;line-height:1.6">`,
      body,
      '</body>',
      '</html>',
    ].join('\n'),
  };
}

/** A mail in its language: Arabic with its right-to-left HTML part (arabicMail), English as plain text. */
export function mailIn(language: MailLanguage, to: string, subject: string, lines: readonly string[]): Mail {
  return language === 'ar' ? arabicMail(to, subject, lines) : { to, subject, text: lines.join('\n') };
}
