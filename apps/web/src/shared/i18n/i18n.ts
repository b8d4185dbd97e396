import { i18n, type Messages } from '@lingui/core';
import type { ServerText } from '@sameday/contract';
import { messages as englishEntry } from '../../locales/en/entry.po';
import { directionOf, INTL_LOCALES, isLocale, type Locale, rememberLocale } from './locale';
import { answeredServerText } from './server-texts';

/**
 * The page's one Lingui instance. English's entry catalog (/login and the shell) is part of
 * the first script; Arabic's and every feature's catalog load on demand (docs/decisions/039).
 */
i18n.load('en', englishEntry);
i18n.activate('en');

type CatalogSet = 'entry' | 'first-screen' | 'app';
const loading = new Map<string, Promise<void>>();

async function importCatalog(locale: Locale, set: CatalogSet): Promise<Messages> {
  if (set === 'first-screen') {
    const module =
      locale === 'ar' ? await import('../../locales/ar/first-screen') : await import('../../locales/en/first-screen');
    return module.messages;
  }
  if (set === 'app') {
    const module = locale === 'ar' ? await import('../../locales/ar/app') : await import('../../locales/en/app');
    return module.messages;
  }
  if (locale === 'ar') {
    const [catalog, contract, font] = await Promise.all([
      import('../../locales/ar/entry.po'),
      import('./contract-ar'),
      import('./arabic-font'),
    ]);
    font.declareArabicFont();
    arabicText = contract.arabicContractText;
    arabicById = contract.arabicServerText;
    return catalog.messages;
  }
  return englishEntry;
}

function loadCatalog(locale: Locale, set: CatalogSet): Promise<void> {
  const key = `${locale}:${set}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = importCatalog(locale, set).then((messages) => i18n.load(locale, messages));
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The catalogs the page has asked for besides the entry's: a change of language loads them too. */
const wantedSets = new Set<CatalogSet>(['entry']);
/** Set once Arabic's catalogs are loaded (contract-ar): the Arabic of a contract text, or null. */
let arabicText: (english: string) => string | null = () => null;
/** Likewise: the Arabic of a text the server wrote, by its id (decision 053). */
let arabicById: (text: ServerText) => string | null = () => null;

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The Intl locale for dates and numbers in the current language. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLocale()];
}

/**
 * Switches the page's language: loads what it needs first, so nothing flashes untranslated,
 * then marks the document (lang, dir) and remembers the choice on this browser.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...wantedSets].map((set) => loadCatalog(locale, set)));
  // Plural counts (#) format with the language's Intl locale: Western digits in Arabic too.
  i18n.activate(locale, [INTL_LOCALES[locale]]);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  rememberLocale(locale);
}

function loadSets(sets: CatalogSet[]): Promise<void> {
  for (const set of sets) wantedSets.add(set);
  const locale = currentLocale();
  return Promise.all(sets.map((set) => loadCatalog(locale, set))).then(() => undefined);
}

/** The signed-in screens' messages in the current language: awaited before they first render. */
export function loadAppMessages(): Promise<void> {
  return loadSets(['first-screen', 'app']);
}

/**
 * The first screen's messages alone (the shell, the entities, the orders page): what `/` awaits,
 * about a quarter of every screen's (docs/decisions/080).
 */
export function loadFirstScreenMessages(): Promise<void> {
  return loadSets(['first-screen']);
}

/**
 * A sentence the specs fix (from @sameday/contract, often an API error's message) or one the
 * server writes from the contract's templates (an order's history, a decision) in the current
 * language: Arabic from its table, English as written; other text (people's words) as it is.
 */
export function translateContractText(english: string): string {
  if (currentLocale() !== 'ar') return english;
  const answered = answeredServerText(english);
  if (answered) return arabicById(answered) ?? english;
  return arabicText(english) ?? english;
}

/**
 * A text the server wrote and answered by id with values (an order's history, a decision, a
 * delivery log; decision 053), in the current language: Arabic by its id, English as answered.
 * Without an id it is a person's own words (or a row the server wrote before ids), shown as
 * translateContractText shows any text.
 */
export function translateServerText(text: ServerText | null | undefined, english: string): string {
  if (!text) return translateContractText(english);
  if (currentLocale() !== 'ar') return english;
  return arabicById(text) ?? english;
}

export { i18n };
