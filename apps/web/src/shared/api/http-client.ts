import { ACCOUNT_ACCESS_ENDED } from '@sameday/contract';
import { openCourierApp } from '../courier-app';
import { currentLocale } from '../i18n/i18n';
import { runtimeConfig } from '../runtime-config';
import { ApiError, toApiError } from './api-error';

export type ApiBase = 'platform' | 'invoicer';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the bearer token of the session (default true). */
  isAuthenticated?: boolean;
  /** A token to use instead of the session's (a sign-in not yet activated). */
  token?: string;
  signal?: AbortSignal;
  /** Extra request headers, such as Idempotency-Key. */
  headers?: Record<string, string>;
};

type TokenSource = {
  currentToken: () => string | undefined;
  /** Mints a fresh token after a 401; undefined when the session has ended. */
  refreshAfterUnauthenticated: () => Promise<string | undefined>;
  /** The token's account is no longer the user's: the session moves on (the call is not replayed). */
  accountAccessEnded?: () => Promise<void>;
};

let tokenSource: TokenSource = {
  currentToken: () => undefined,
  refreshAfterUnauthenticated: async () => undefined,
};

export function connectTokenSource(source: TokenSource): void {
  tokenSource = source;
}

function baseUrl(base: ApiBase): string {
  const config = runtimeConfig();
  return base === 'platform' ? config.platformApiUrl : config.invoicerApiUrl;
}

export function apiUrl(base: ApiBase, path: string, query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const suffix = search.size ? `?${search}` : '';
  return `${baseUrl(base)}${path}${suffix}`;
}

async function send(base: ApiBase, path: string, options: RequestOptions, token: string | undefined) {
  // The API mails and answers in the language the dashboard shows (docs/decisions/039).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLocale(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(apiUrl(base, path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/** A 403 saying the user no longer belongs to the account the token acts on (decision 021). */
async function isAccountAccessEnded(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { details?: { reason?: unknown } } | null;
    return body?.details?.reason === ACCOUNT_ACCESS_ENDED.reason;
  } catch {
    return false;
  }
}

/** A 403 saying a courier called the dashboard's API: couriers use the courier app only (decision 056). */
async function isCourierRefusal(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { details?: { reason?: unknown } } | null;
    return body?.details?.reason === 'courier';
  } catch {
    return false;
  }
}

/**
 * One call with the session's bearer token (fresh after a 401), answered as the
 * raw Response: apiRequest reads it as JSON, downloadFile as a file.
 */
export async function sendWithSession(base: ApiBase, path: string, options: RequestOptions = {}): Promise<Response> {
  const isAuthenticated = options.isAuthenticated ?? true;
  let response: Response;
  try {
    response = await send(
      base,
      path,
      options,
      isAuthenticated ? (options.token ?? tokenSource.currentToken()) : undefined,
    );
    if (response.status === 401 && isAuthenticated && !options.token) {
      const fresh = await tokenSource.refreshAfterUnauthenticated();
      if (fresh) response = await send(base, path, options, fresh);
    }
    // Not awaited: the call fails first, so the session's refresh that follows refetches it too.
    if (response.status === 403 && isAuthenticated && !options.token && (await isAccountAccessEnded(response)))
      void tokenSource.accountAccessEnded?.();
    // A courier signed in from the dashboard's address (an older tab, a bookmark) goes to the courier app.
    if (response.status === 403 && isAuthenticated && (await isCourierRefusal(response))) openCourierApp();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachable();
  }
  return response;
}

const unreachable = () =>
  new ApiError(
    { code: 'unavailable', message: 'Could not reach the server. Check your connection and try again.', details: {} },
    0,
  );

/** An answer read as JSON; a failure thrown as ApiError in the error shape. */
async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One JSON call to a platform service; failures are thrown as ApiError in the error shape. */
export async function apiRequest<T>(base: ApiBase, path: string, options: RequestOptions = {}): Promise<T> {
  return readAnswer<T>(await sendWithSession(base, path, options));
}

/** A call the page's first script already sent (shared/api/early-requests), read as apiRequest reads its own. */
export async function earlyAnswer<T>(sent: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch {
    throw unreachable();
  }
  return readAnswer<T>(response);
}

export { ApiError };
