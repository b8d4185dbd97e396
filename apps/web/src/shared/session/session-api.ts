import { PLATFORM_PATHS, type TokenResponse } from '@sameday/contract';
import { apiRequest, earlyAnswer, isApiError, takeEarlyToken } from '../api';

/**
 * Template dispatch: a fresh token from the session cookie; undefined when signed out. The first
 * call reads the answer of the request the page's first script sent, if it did (docs/decisions/083).
 */
export async function fetchSessionToken(): Promise<TokenResponse | undefined> {
  const early = takeEarlyToken();
  try {
    if (early) return await earlyAnswer<TokenResponse>(early);
    return await apiRequest<TokenResponse>('platform', PLATFORM_PATHS.token, {
      method: 'POST',
      isAuthenticated: false,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'unauthenticated') return undefined;
    throw error;
  }
}

export async function revokeSession(): Promise<void> {
  await apiRequest('platform', PLATFORM_PATHS.signOut, { method: 'POST' });
}
