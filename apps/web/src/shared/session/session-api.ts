import { PLATFORM_PATHS, type TokenResponse } from '@sameday/contract';
import { apiRequest, isApiError } from '../api';

/** Template dispatch: a fresh token from the session cookie; undefined when signed out. */
export async function fetchSessionToken(): Promise<TokenResponse | undefined> {
  try {
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
