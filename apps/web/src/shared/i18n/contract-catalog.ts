import { setupI18n } from '@lingui/core';
import { messages } from '@sameday/contract/locales/ar/contract.po';
import { messages as serverMessages } from '@sameday/contract/locales/ar/server.po';

/**
 * The Arabic of the texts the specs fix in English (@sameday/contract), from the shared catalog
 * contract.po (docs/decisions/053), keyed by the contract's own English: the API answers them in
 * English and the dashboard translates them on display. Loaded only in Arabic.
 */
const arabic = setupI18n({ locale: 'ar', locales: 'ar-AE-u-nu-latn', messages: { ar: messages } });

/** Contract texts built from a value (the schemas' length limits): how to read one, and its catalog id. */
const PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^Must be at most (\d+) characters\.$/, 'Must be at most {max} characters.'],
  // The shipments forms write it without the period.
  [/^Must be at most (\d+) characters$/, 'Must be at most {max} characters'],
  // The shipping rules, the operations console's release note and the tracking page.
  [/^At most (\d+) characters$/, 'At most {max} characters'],
];
const PATTERN_IDS = new Set(PATTERNS.map(([, id]) => id));

/** The Arabic of each fixed contract text, by its English. */
export const CONTRACT_ARABIC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(messages)
    .filter((id) => !PATTERN_IDS.has(id))
    .map((id) => [id, arabic._(id)]),
);

/** Contract texts built from a value: a pattern and its Arabic. */
export const CONTRACT_ARABIC_PATTERNS: readonly (readonly [RegExp, (value: string) => string])[] = PATTERNS.map(
  ([pattern, id]) => [pattern, (max: string) => arabic._(id, { max })] as const,
);

/**
 * The Arabic of a text the server writes, by its message id (server.po, decision 053), with its
 * values already written as Arabic shows them (contract-ar.ts).
 */
const serverArabic = setupI18n({ locale: 'ar', locales: 'ar-AE-u-nu-latn', messages: { ar: serverMessages } });
export const serverCatalogText = (id: string, values: Record<string, string | number>): string =>
  serverArabic._(id, values);
