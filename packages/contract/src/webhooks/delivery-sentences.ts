/**
 * Why an attempt at sending an event failed, as the server writes it into the delivery log (see
 * ../sentences.ts): the API answers it in English, the log screen reads it back by these
 * templates and shows it in the reader's language. Seconds and HTTP statuses stay as written.
 * An address refused on the attempt is said by WEBHOOK_URL_MESSAGES.
 */
export const WEBHOOK_DELIVERY_SENTENCES = {
  noAnswer: 'No answer within {seconds} s',
  connectionRefused: 'Connection refused',
  hostNotFound: 'The host name could not be found',
  connectionClosed: 'The connection was closed before an answer',
  certificateRefused: 'The TLS certificate was refused',
  requestFailed: 'The request failed',
  endpointAnswered: 'The endpoint answered {status}',
} as const;
