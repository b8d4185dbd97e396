import type { ServerText } from '@sameday/contract';

/**
 * The id and values the API answered beside an English message it wrote from a template (an
 * error's message, a field's check: `details.messageText`, `fields[].text`, decision 053), by
 * that message: screens show an error's message through translateContractText, which finds the
 * id here. Errors are few; the oldest are forgotten past a hundred.
 */
const answered = new Map<string, ServerText>();
const KEPT = 100;

export function rememberServerText(english: string, text: ServerText | undefined): void {
  if (!text) return;
  answered.delete(english);
  answered.set(english, text);
  if (answered.size > KEPT) answered.delete(answered.keys().next().value as string);
}

export const answeredServerText = (english: string): ServerText | undefined => answered.get(english);
