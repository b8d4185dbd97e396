import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '../entities/account';
import { permissionsQueryOptions } from '../entities/permissions';
import { preferencesQueryOptions } from '../entities/preferences';
import { prefetchOrdersPage } from '../features/orders';
import type { SessionManager } from '../shared/session';

/**
 * At /, the first screen's data (the account, the caller's permissions, the preferences and
 * the orders list) is asked for once the session has its token, all at once and beside the
 * screen's scripts, instead of one answer after another as each part of the screen mounts.
 * Nothing is asked for when the session turns out signed out.
 */
export function prefetchFirstScreen(session: SessionManager, client: QueryClient, search: string): void {
  const start = () => {
    void client.prefetchQuery(accountQueryOptions());
    void client.prefetchQuery(permissionsQueryOptions());
    void client.prefetchQuery(preferencesQueryOptions());
    prefetchOrdersPage(client, search);
  };
  const settled = () => {
    const { status } = session.getSnapshot();
    if (status === 'not_loaded') return false;
    if (status === 'signed_in') start();
    return true;
  };
  if (settled()) return;
  const stop = session.subscribe(() => {
    if (settled()) stop();
  });
}
