import { BUSINESS_ACCOUNT_STORAGE_KEY, type BusinessAccount } from '@sameday/contract';

/** The chosen business account, kept in local storage as {id, name}. */
const listeners = new Set<() => void>();

export function readStoredBusinessAccountId(): string | undefined {
  const raw = localStorage.getItem(BUSINESS_ACCOUNT_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string')
      return (parsed as { id: string }).id;
  } catch {
    // An id stored as plain text is read as is.
  }
  return raw;
}

export function storeBusinessAccount(account: BusinessAccount): void {
  localStorage.setItem(BUSINESS_ACCOUNT_STORAGE_KEY, JSON.stringify({ id: account.id, name: account.name }));
  for (const listener of listeners) listener();
}

export function subscribeToBusinessAccount(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BUSINESS_ACCOUNT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Spec §4: the previously chosen account if it is still in the list, otherwise the first. */
export function pickBusinessAccount(
  accounts: readonly BusinessAccount[],
  storedId: string | undefined,
): BusinessAccount | undefined {
  return accounts.find((account) => account.id === storedId) ?? accounts[0];
}
