import { MESSAGES } from '@sameday/contract';
import { isApiError } from './api';
import { translateContractText } from './i18n/i18n';

/**
 * The sentence for a failed call: the server's first error message in the error
 * shape (spec §8: "the first error message"), else its message, else the
 * screen's fallback (the spec's app error by default). An answer outside the
 * shape (code 'unknown': a proxy page, a crash) never reaches the screen as raw
 * text, nor does a 5xx's hidden cause (code 'internal').
 */
export function serverMessage(
  error: unknown,
  fallback: string = MESSAGES.appError,
  options: {
    /** Say the server's own sentence for a 5xx (the app error) instead of the fallback: where the fallback blames the user's link or code. */
    showsInternal?: boolean;
  } = {},
): string {
  if (!isApiError(error) || error.code === 'unknown') return translateContractText(fallback);
  if (error.code === 'internal' && !options.showsInternal) return translateContractText(fallback);
  return translateContractText(error.fields[0]?.message || error.message || fallback);
}
