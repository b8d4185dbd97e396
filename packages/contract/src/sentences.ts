/*
 * Sentences the server writes into stored text in English (an order's history, a decision's
 * explanation and trace), from templates with named values: "Reattempt chosen for {date}".
 * The API answers them as written; the dashboard reads them back by the same templates and
 * shows them in the reader's language. A template is the one place its English is written.
 */

/** The names of a template's values: "Rated {stars}/5: {comment}" → "stars" | "comment". */
export type SentenceValues<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | SentenceValues<Rest>
  : never;

/** The English sentence of a template with its values put in. */
export function sentence<S extends string>(template: S, values: Record<SentenceValues<S>, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String((values as Record<string, string | number>)[name]));
}

/** A stored sentence read back: the template it was written from and its values. */
export type ReadSentence = { template: string; values: Record<string, string> };

const escapeLiteral = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads stored sentences back by their templates; null for text no template wrote (a person's
 * own words, a carrier's reason). The template with the most fixed words is tried first, so
 * "Released by Sameday operations: {note}" is not taken for a longer fixed sentence.
 */
export function sentenceReader(templates: readonly string[]): (text: string) => ReadSentence | null {
  const compiled = templates
    .map((template) => {
      const names: string[] = [];
      const source = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeLiteral(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return {
        template,
        names,
        pattern: new RegExp(`^${source}$`, 's'),
        fixed: template.replace(/\{\w+\}/g, '').length,
      };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return (text) => {
    for (const { template, names, pattern } of compiled) {
      const match = pattern.exec(text);
      if (match)
        return { template, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
    }
    return null;
  };
}
