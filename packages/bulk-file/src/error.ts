import type { ServerText } from '@sameday/contract';

/**
 * A file that cannot be read into a table, with the sentence that tells the merchant why (and
 * its id and values when a template wrote it, decision 053). Neutral on purpose: the API
 * answers it as an invalid_argument on the file field, the browser shows the sentence next to
 * the file.
 */
export class BulkFileError extends Error {
  constructor(
    message: string,
    readonly text?: ServerText,
  ) {
    super(message);
  }
}
