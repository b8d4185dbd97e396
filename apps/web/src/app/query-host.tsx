import { notifyManager, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { LiveUpdates } from './live-updates';
import { queryClientRef } from './query-client-ref';

/**
 * The query library's notifications of one moment, told in one task: queries that resolve together
 * (the first screen's parts from its one answer, the screens a live event refreshes) make the page
 * render once, not once each. The library's own scheduler gives each batch a task of its own.
 */
export function coalescingScheduler(setTimer: (run: () => void) => unknown = (run) => setTimeout(run, 0)) {
  let waiting: (() => void)[] | undefined;
  return (callback: () => void) => {
    if (waiting) {
      waiting.push(callback);
      return;
    }
    waiting = [callback];
    setTimer(() => {
      const due = waiting ?? [];
      waiting = undefined;
      for (const run of due) run();
    });
  };
}
notifyManager.setScheduler(coalescingScheduler());

/** Spec: queries do not retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** The page's one query client, made when the first screen that reads data loads (or its data is asked for). */
export function appQueryClient(): QueryClient {
  queryClientRef.current ??= createQueryClient();
  return queryClientRef.current;
}

/**
 * The routes that read data, below /login: loaded with the first of them, so /login's script
 * carries no query library (issue 16). A client given from outside (the tests') is kept.
 */
export default function QueryHost() {
  const outer = useContext(QueryClientContext);
  if (outer)
    return (
      <>
        <LiveUpdates />
        <Outlet />
      </>
    );
  return (
    <QueryClientProvider client={appQueryClient()}>
      <LiveUpdates />
      <Outlet />
    </QueryClientProvider>
  );
}
