import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect } from 'react';
import { connectTokenSource } from '../shared/api';
import { runtimeConfig } from '../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../shared/session';
import { showToast } from '../shared/ui/toast';
import { ErrorScreen } from './error-screen';
import { AppRouter } from './router';
import { loadExternalScripts } from './shell/external-scripts';
import { readableText, theme } from './theme';
import { AppToasts } from './toasts';

/** Spec: queries do not retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  state = { hasError: false };
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

/**
 * The page's one session: created once, outside React, so StrictMode's double
 * effects never close its cross-tab channel.
 */
export function createSession(queryClient: QueryClient): SessionManager {
  const manager = new SessionManager({
    fetchToken: fetchSessionToken,
    revoke: revokeSession,
    channel: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('sameday-identity'),
    onInfo: (message) => showToast({ message, tone: 'info', autoCloseMs: 2000 }),
    onError: (message) => showToast({ message, tone: 'error' }),
    onTokenReplaced: () => void queryClient.invalidateQueries(),
    onSignedOut: () => queryClient.clear(),
    pathname: () => window.location.pathname,
  });
  connectTokenSource({
    currentToken: manager.currentToken,
    refreshAfterUnauthenticated: () => manager.refreshAfterUnauthenticated(),
    accountAccessEnded: () => manager.accountAccessEnded(),
  });
  return manager;
}

export function App({ queryClient, manager }: { queryClient: QueryClient; manager: SessionManager }) {
  useEffect(() => loadExternalScripts(runtimeConfig()), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableText}>
      <AppToasts />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider manager={manager}>
            <AppRouter />
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
