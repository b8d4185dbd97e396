import { FIRST_SCREEN_FLAGS, type FirstScreen, ORDER_PATHS } from '@sameday/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { accountQueryOptions, getAccount } from '../entities/account';
import { flagsKeys } from '../entities/flags';
import { getPermissions, permissionsQueryOptions } from '../entities/permissions';
import { getPreferences, preferencesQueryOptions } from '../entities/preferences';
import { getUserConfig, userConfigQueryOptions } from '../features/finance';
import { findNotifications, getNotificationsQueryOptions } from '../features/notifications';
import { ordersPageQueryOf, prefetchOrdersPage } from '../features/orders';
import { apiRequest, apiUrl, earlyAnswer, partOr, takeEarlyFirstScreen } from '../shared/api';
import type { SessionManager } from '../shared/session';
import { withUserStoreEvents } from '../shared/user-store-events';
import { appQueryClient } from './query-host';

/**
 * GET {platform}/quiqdash/first-screen with the list query of the orders page at `search`: the
 * answer to the page's first script when it asked for exactly that (docs/decisions/083), else asked now.
 */
export function getFirstScreen(search: string): Promise<FirstScreen> {
  const query = ordersPageQueryOf(search);
  const ask = () => apiRequest<FirstScreen>('platform', ORDER_PATHS.firstScreen, { query });
  const early = takeEarlyFirstScreen(apiUrl('platform', ORDER_PATHS.firstScreen, query));
  if (!early) return ask();
  return early.then((response) => (response?.ok ? earlyAnswer<FirstScreen>(Promise.resolve(response)) : ask()), ask);
}

/**
 * Puts the first screen's answer in the query cache under the keys its parts are read by (the
 * account, the permissions, the preferences, the shell's flags, the account banner's standing and
 * notifications, the orders page's counts and first page), each as in flight at once: a hook that
 * mounts before the answer arrives waits for it instead of asking. A part the answer failed to
 * bring is asked for by its own call. Resolves once every part is in the cache (or has failed).
 */
export function seedFirstScreen(client: QueryClient, search: string, answer: Promise<FirstScreen>): Promise<void> {
  // The flags first: the shell reads them as soon as the account is in.
  const screen = answer.then((first) => {
    for (const flag of FIRST_SCREEN_FLAGS) {
      const decision = { Enabled: first.flags[flag] ?? false };
      client.setQueryData(flagsKeys.decision(flag, first.account.user.salesforceId), decision);
    }
    return first;
  });
  const part = <T>(pick: (first: FirstScreen) => T) => screen.then(pick);
  /** A part's query (its key and freshness), answered by the answer's part, else by its own call. */
  const seed = <T, K extends QueryKey>(
    options: Pick<FetchQueryOptions<T, Error, T, K>, 'queryKey' | 'staleTime'>,
    pick: (first: FirstScreen) => T,
    ask: (signal: AbortSignal) => Promise<T>,
  ) => client.prefetchQuery({ ...options, queryFn: ({ signal }) => partOr(part(pick), () => ask(signal)) });
  // The account's call reports its user-store topic, whichever way its answer comes.
  const accountIn = client.prefetchQuery({
    ...accountQueryOptions(),
    queryFn: ({ signal }) =>
      withUserStoreEvents('business accounts', () =>
        partOr(
          part((first) => first.account),
          () => getAccount(signal),
        ),
      ),
  });
  return Promise.all([
    accountIn,
    seed(permissionsQueryOptions(), (first) => first.permissions, getPermissions),
    seed(preferencesQueryOptions(), (first) => first.preferences, getPreferences),
    // The account banner's: drawn with the page, not pushing it down once drawn.
    seed(userConfigQueryOptions(), (first) => first.userConfig, getUserConfig),
    seed(getNotificationsQueryOptions(), (first) => first.notifications, findNotifications),
    prefetchOrdersPage(client, search, screen),
  ]).then(() => undefined);
}

/**
 * At /, the first screen's data is asked for in one call once the session has its token, beside
 * the screen's scripts, instead of one call per part as each part of the screen mounts (and the
 * flags after the account). Nothing is asked for when the session turns out signed out. Resolves
 * once the answer's parts are in the cache, or at once for a signed-out session.
 */
export function prefetchFirstScreen(session: SessionManager, client: QueryClient, search: string): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      const { status } = session.getSnapshot();
      if (status === 'not_loaded') return false;
      if (status === 'signed_in') void seedFirstScreen(client, search, getFirstScreen(search)).then(resolve);
      else resolve();
      return true;
    };
    if (settled()) return;
    const stop = session.subscribe(() => {
      if (settled()) stop();
    });
  });
}

/** `prefetchFirstScreen` into the page's one query client (app/router.tsx, at /). */
export const prefetchFirstScreenOfApp = (session: SessionManager, search: string) =>
  prefetchFirstScreen(session, appQueryClient(), search);
