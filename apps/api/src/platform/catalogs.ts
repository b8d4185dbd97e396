import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MailLanguage } from './mail-language';

/**
 * The words the server writes to people (mails, texts to recipients, documents' titles) come from
 * the shared catalogs of @sameday/contract (docs/decisions/053), the ones the dashboard and the
 * tracking page read: `api.po`, keyed by an id, in English and Arabic. Read and compiled once, at
 * start, with Lingui's own reader and compiler.
 */
const CATALOGS = ['api'] as const;

/** Plural rules per language; Arabic counts keep Western digits (docs/decisions/039). */
const INTL_LOCALES: Record<MailLanguage, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

const require = createRequire(import.meta.url);
const po = formatter({ explicitIdAsDefault: true, origins: false });

function readCatalog(language: MailLanguage, name: string): Messages {
  const file = require.resolve(`@sameday/contract/locales/${language}/${name}.po`);
  const catalog = po.parse(readFileSync(file, 'utf8'), { locale: language, sourceLocale: 'en', filename: file });
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([, message]) => message.translation)
      .map(([id, message]) => [id, compileMessage(message.translation ?? '')]),
  );
}

function languageTexts(language: MailLanguage): I18n {
  const messages = Object.assign({}, ...CATALOGS.map((name) => readCatalog(language, name))) as Messages;
  return setupI18n({ locale: language, locales: INTL_LOCALES[language], messages: { [language]: messages } });
}

const english = languageTexts('en');
const TEXTS: Record<MailLanguage, I18n> = { en: english, ar: languageTexts('ar') };

/** The text of `id` in a language, with its values; an id the catalogs lack is a mistake of the code. */
export function catalogText(language: MailLanguage, id: string, values?: Record<string, string | number>): string {
  if (english.messages[id] === undefined) throw new Error(`"${id}" is not in the shared catalogs`);
  return TEXTS[language]._(id, values);
}
