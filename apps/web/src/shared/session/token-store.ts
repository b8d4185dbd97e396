import { SESSION_STORAGE_KEY } from '@sameday/contract';

/** The QU entry of local storage (spec: expiry and refresh are always null). */
export type StoredSession = { token: { auth: string; expiry: null; refresh: null } };

export function readStoredToken(): string | undefined {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    const auth = parsed?.token?.auth;
    return typeof auth === 'string' && auth ? auth : undefined;
  } catch (error) {
    // Spec: a failed token parse from local storage is only logged.
    console.warn('could not parse the stored session', error);
    return undefined;
  }
}

export function writeStoredToken(auth: string): void {
  const entry: StoredSession = { token: { auth, expiry: null, refresh: null } };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(entry));
}

/** On /create-account the entry is reset to empty. */
export function resetStoredSession(): void {
  localStorage.setItem(SESSION_STORAGE_KEY, '');
}

export function removeStoredToken(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}
