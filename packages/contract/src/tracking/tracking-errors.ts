/**
 * The tracking API's refusals, in English as it answers them; the recipient's page and the
 * dashboard show them in Arabic too (issue 21). A status is its label in lower case.
 */
export const TRACKING_ERROR_MESSAGES = {
  unknownCode: 'No delivery has this tracking code.',
  ratedOnce: 'A delivery can be rated once, after it is delivered.',
  chooseOfferedDay: 'Choose one of the days offered',
} as const;

export const TRACKING_ERROR_SENTENCES = {
  noLongerChangeable: 'This delivery is {status}: it can no longer be changed here.',
} as const;
