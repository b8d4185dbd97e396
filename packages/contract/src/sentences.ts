/*
 * Sentences the server writes (an order's history, a decision's explanation and trace, an
 * error), from templates with named values: "Reattempt chosen for {date}". A template is the one
 * place its English is written. The server keeps and answers each as a message id with values
 * (server-texts.ts, decision 053), with the English beside it where the spec has English; nothing
 * reads the English back.
 */

/** The names of a template's values: "Rated {stars}/5: {comment}" → "stars" | "comment". */
export type SentenceValues<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | SentenceValues<Rest>
  : never;

/** The English sentence of a template with its values put in. */
export function sentence<S extends string>(template: S, values: Record<SentenceValues<S>, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String((values as Record<string, string | number>)[name]));
}

/** A sentence inside a value (why the shop could not be told): its own id, one level deep. */
export type InnerServerText = { id: string; values: Record<string, string> };
/** A text the server wrote: its message id and values (their schema: server-text-schema.ts, apart so this file needs no zod). */
export type ServerText = { id: string; values: Record<string, string | InnerServerText> };

type TemplateValues<S extends string> = [SentenceValues<S>] extends [never]
  ? []
  : [values: Record<SentenceValues<S>, string | number>];

/** A text written from a template: its English and, beside it, its id and values. */
export type WrittenText = { message: string; text: ServerText };

/**
 * Writes a group of templates by id where the registry (server-texts.ts, whose groups reach the
 * schemas) is not imported: a bulk file's checks in the browser's worker, the refusals on /login's
 * path. `group` is the group's name in SERVER_TEXT_GROUPS, so the id is the one serverText gives
 * (sentences.test.ts holds each writer to it). Numbers are kept as the English writes them.
 */
export function textWriter<T extends Readonly<Record<string, string>>>(group: string, templates: T) {
  return <K extends Extract<keyof T, string>>(key: K, ...[values]: TemplateValues<T[K]>): WrittenText => {
    const written = Object.fromEntries(
      Object.entries((values ?? {}) as Record<string, string | number>).map(([name, value]) => [name, String(value)]),
    );
    return {
      message: sentence(templates[key] as string, written as never),
      text: { id: `${group}.${key}`, values: written },
    };
  };
}
