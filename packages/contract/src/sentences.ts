/*
 * Sentences the server writes (an order's history, a decision's explanation and trace, an
 * error), from templates with named values: "Reattempt chosen for {date}". A template is the one
 * place its English is written. The server keeps and answers each as a message id with values
 * (server-texts.ts, decision 053), with the English beside it where the spec has English.
 */

/** The names of a template's values: "Rated {stars}/5: {comment}" → "stars" | "comment". */
export type SentenceValues<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | SentenceValues<Rest>
  : never;

/** The English sentence of a template with its values put in. */
export function sentence<S extends string>(template: S, values: Record<SentenceValues<S>, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String((values as Record<string, string | number>)[name]));
}

/** A text written inside another's value (why the shop could not be told): one level deep. */
/** A sentence inside a value (why the shop could not be told): its own id, one level deep. */
export type InnerServerText = { id: string; values: Record<string, string> };
/** A text the server wrote: its message id and values (their schema: server-text-schema.ts, apart so this file needs no zod). */
export type ServerText = { id: string; values: Record<string, string | InnerServerText> };

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
