// The UI library's styles for /; the later components' come with their screens (docs/decisions/089).
import './ui-styles.css';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { connectTokenSource } from '../shared/api';
import { I18nRoot, translateContractText } from '../shared/i18n';
import { runtimeConfig } from '../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../shared/session';
import { loadToastLibrary, showToast, whenToastLibraryWanted } from '../shared/ui/toast';
import { ErrorScreen } from './error-screen';
import { queryClientRef } from './query-client-ref';
import { AppRouter } from './router';
import { loadExternalScripts } from './shell/external-scripts';
import { readableText, themeWithCloseLabels } from './theme';

// The build hands the later components' styles to their modules; the development server, which
// serves the library as one prebuilt file, cannot, so it loads them all at start.
if (import.meta.env.DEV) void import('./ui-styles-later.css');

const AppToasts = lazy(() => import('./toasts').then((module) => ({ default: module.AppToasts })));

/**
 * The toasts' container and library stay off the first paint: they load with the first
 * toast, or with the first press of a key or pointer (before any toast a person causes).
 */
function LazyToasts() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => whenToastLibraryWanted(() => setWanted(true)), []);
  useEffect(() => {
    const warmUp = () => void loadToastLibrary().catch(() => undefined);
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerdown', warmUp, options);
    window.addEventListener('keydown', warmUp, options);
    return () => {
      window.removeEventListener('pointerdown', warmUp, options);
      window.removeEventListener('keydown', warmUp, options);
    };
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToasts />
    </Suspense>
  );
}

/**
 * Every query again with the session's new token. Calls still in flight carry the old one: they
 * are cancelled first, since a refetch joins a first load in flight instead of starting anew
 * (it would then keep the old token's refusal, as a list open when a team removed the user did).
 */
export async function refetchWithNewToken(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}

/** Mantine's theme, its close buttons named in the language shown (made again when it changes). */
function ThemeInLanguage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  // Not plain 'Close': many dialogs end with a Close button of their own.
  const dialog = t`Close dialog`;
  const notification = t`Close notification`;
  const theme = useMemo(() => themeWithCloseLabels({ dialog, notification }), [dialog, notification]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableText}>
      {children}
    </MantineProvider>
  );
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
export function createSession(): SessionManager {
  const manager = new SessionManager({
    fetchToken: fetchSessionToken,
    revoke: revokeSession,
    channel: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('sameday-identity'),
    onInfo: (message) => showToast({ message: translateContractText(message), tone: 'info', autoCloseMs: 2000 }),
    onError: (message) => showToast({ message: translateContractText(message), tone: 'error' }),
    onTokenReplaced: () => {
      if (queryClientRef.current) void refetchWithNewToken(queryClientRef.current);
    },
    onSignedOut: () => queryClientRef.current?.clear(),
    pathname: () => window.location.pathname,
  });
  connectTokenSource({
    currentToken: manager.currentToken,
    refreshAfterUnauthenticated: () => manager.refreshAfterUnauthenticated(),
    accountAccessEnded: () => manager.accountAccessEnded(),
  });
  return manager;
}

export function App({ manager }: { manager: SessionManager }) {
  useEffect(() => loadExternalScripts(runtimeConfig()), []);
  return (
    <I18nRoot>
      <ThemeInLanguage>
        <LazyToasts />
        <ErrorBoundary>
          <SessionProvider manager={manager}>
            <AppRouter />
          </SessionProvider>
        </ErrorBoundary>
      </ThemeInLanguage>
    </I18nRoot>
  );
}
