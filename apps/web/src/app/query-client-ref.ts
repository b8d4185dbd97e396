import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client once a screen that reads data has loaded it (app/query-host): the
 * session refreshes or clears it from outside React. Until then there is nothing to refresh,
 * and /login loads no query library at all.
 */
export const queryClientRef: { current: QueryClient | undefined } = { current: undefined };
