import { EARLY_REQUESTS_GLOBAL } from '@sameday/contract';

/**
 * What the page's first script sent before the page's scripts arrived (docs/decisions/083): the
 * session's token, and at / with no query the first screen. Each is taken once: the token's
 * request carried the session's cookie, which must not be sent again while it is under way.
 */
type EarlyRequests = {
  token?: Promise<Response>;
  screenUrl?: string;
  screen?: Promise<Response | null>;
};

const early = (): EarlyRequests | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];

/** The token's request the page already sent, once; undefined when there is none (or it was taken). */
export function takeEarlyToken(): Promise<Response> | undefined {
  const requests = early();
  const sent = requests?.token;
  if (requests) requests.token = undefined;
  return sent;
}

/**
 * The first screen's request the page already sent, once, when it asked for exactly `url`;
 * resolves to null when it could not be sent (no session).
 */
export function takeEarlyFirstScreen(url: string): Promise<Response | null> | undefined {
  const requests = early();
  const sent = requests?.screenUrl === url ? requests.screen : undefined;
  if (requests) requests.screen = undefined;
  return sent;
}
