import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** ICU arguments and tags a translation must keep: {name}, {count, plural, …}, <0>…</0>. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

/**
 * Every message written in the code is in both languages' catalogs (docs/decisions/039):
 * extraction runs here in memory, so a message added without `npm run i18n:extract` fails,
 * and so does an Arabic translation left empty, copied from the English, or missing a placeholder.
 */
describe('the message catalogs', () => {
  it('hold every message of the code, in English and in hand-written Arabic', async () => {
    const config = getConfig({ cwd: path.resolve(__dirname, '../../..'), skipValidation: true });
    const problems: string[] = [];
    /** The Arabic of each message id, by catalog: catalogs load into one runtime, where the last one wins. */
    const arabicById = new Map<string, Map<string, string>>();
    for (const catalog of await getCatalogs(config)) {
      const extracted = (await catalog.collect()) ?? {};
      const [english, arabic] = await Promise.all([catalog.read('en'), catalog.read('ar')]);
      for (const [id, entry] of Object.entries(extracted)) {
        const source = entry.message ?? id;
        const where = `${path.basename(catalog.path.replace('{locale}', 'ar'))}: "${source}"`;
        if (!english?.[id]) problems.push(`${where} is not in the English catalog (run npm run i18n:extract)`);
        const translation = arabic?.[id]?.translation;
        if (!translation) {
          problems.push(`${where} has no Arabic`);
          continue;
        }
        const byCatalog = arabicById.get(id) ?? new Map<string, string>();
        arabicById.set(id, byCatalog.set(path.basename(catalog.path), translation));
        if (/[a-z]{3,}/.test(source) && !ARABIC_LETTER.test(translation)) problems.push(`${where} is not in Arabic`);
        if (placeholders(source).join() !== placeholders(translation).join())
          problems.push(`${where}: the Arabic does not keep the placeholders ${placeholders(source).join(' ')}`);
      }
    }
    for (const [id, byCatalog] of arabicById)
      if (new Set(byCatalog.values()).size > 1)
        problems.push(
          `"${id}" has different Arabic in ${[...byCatalog].map(([name, text]) => `${name} (${text})`).join(', ')}: one runtime holds both catalogs, give one a context`,
        );
    expect(problems).toEqual([]);
  }, 120_000);
});
