import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SERVER_TEXTS } from '@sameday/contract';
import { describe, expect, it } from 'vitest';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const SHARED_CONFIG = path.resolve(__dirname, '../../../lingui.shared.config.ts');

/** The catalogs each page or process loads into one runtime, where one id can have one text only. */
const RUNTIMES: Record<string, readonly string[]> = {
  dashboard: ['contract', 'server'],
  'tracking page': ['track'],
  api: ['api'],
};

/** Ids whose Arabic is rightly not Arabic: the tracking page's switch names the other language. */
const OTHER_LANGUAGE = new Set(['track.switchTo', 'track.switchLabel']);

/** The values an ICU message asks for ({name}, {count, plural, …}), its branches' too. */
function valuesOf(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [string, string?, Record<string, unknown>?];
    into.add(name);
    for (const branch of Object.values(branches ?? {})) valuesOf(branch, into);
  }
  return into;
}
const valueNames = (message: string) => [...valuesOf(compileMessage(message))].sort().join(' ');

/** The ids of a .po file as written, repeats included (a reader keeps only the last). */
const idsWritten = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1] as string);

/**
 * The catalogs shared by the dashboard, the tracking page and the API (docs/decisions/053) are
 * written by hand, so nothing extracts them: every id is in both languages, its Arabic is Arabic
 * and asks for the same values as its English, and one runtime never holds one id twice.
 */
describe('the shared catalogs', () => {
  it('hold every id in English and in hand-written Arabic with the same values', async () => {
    const config = getConfig({ configPath: SHARED_CONFIG });
    const problems: string[] = [];
    const arabicByCatalog = new Map<string, Record<string, string>>();
    for (const catalog of await getCatalogs(config)) {
      const name = path.basename(catalog.path);
      const [english = {}, arabic = {}] = await Promise.all([catalog.read('en'), catalog.read('ar')]);
      for (const locale of ['en', 'ar']) {
        const ids = idsWritten(`${catalog.path.replace('{locale}', locale)}.po`);
        for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index)))
          problems.push(`${locale}/${name}.po: "${id}" is written twice`);
      }
      for (const id of Object.keys(arabic)) if (!english[id]) problems.push(`${name}: "${id}" has no English`);
      const texts: Record<string, string> = {};
      for (const [id, entry] of Object.entries(english)) {
        const source = entry.translation ?? '';
        const translation = arabic[id]?.translation ?? '';
        const where = `${name}: "${id}"`;
        if (!source) problems.push(`${where} has no English`);
        if (!translation) {
          problems.push(`${where} has no Arabic`);
          continue;
        }
        texts[id] = translation;
        if (!OTHER_LANGUAGE.has(id) && /[a-z]{3,}/i.test(source) && !ARABIC_LETTER.test(translation))
          problems.push(`${where} is not in Arabic`);
        if (valueNames(source) !== valueNames(translation))
          problems.push(
            `${where}: the Arabic asks for {${valueNames(translation)}}, the English for {${valueNames(source)}}`,
          );
      }
      arabicByCatalog.set(name, texts);
    }
    const inRuntimes = Object.values(RUNTIMES).flat();
    for (const name of arabicByCatalog.keys())
      if (!inRuntimes.includes(name)) problems.push(`${name}.po is loaded by no runtime of RUNTIMES`);
    for (const [runtime, names] of Object.entries(RUNTIMES)) {
      const seen = new Map<string, string>();
      for (const name of names)
        for (const [id, text] of Object.entries(arabicByCatalog.get(name) ?? {})) {
          const earlier = seen.get(id);
          if (earlier !== undefined && earlier !== text) problems.push(`${runtime}: "${id}" has two Arabic texts`);
          seen.set(id, text);
        }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('hold the server’s templates by id in server.po, their English as the contract writes it', async () => {
    const config = getConfig({ configPath: SHARED_CONFIG });
    const server = (await getCatalogs(config)).find((catalog) => path.basename(catalog.path) === 'server');
    const english = (await server?.read('en')) ?? {};
    const written = Object.fromEntries(Object.entries(english).map(([id, entry]) => [id, entry.translation]));
    expect(written).toEqual(SERVER_TEXTS);
  });
});
