import { WEB_ROUTES } from '@sameday/contract';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import LoginPage from '../features/identity/login-page';
import { loadFirstScreenMessages } from '../shared/i18n';
import type { SessionManager } from '../shared/session';
import { preloadedLazy } from '../shared/ui/preloaded-lazy';
import { EntryRules, FullPageLoader, SignedOutOnly } from './route-guards';

/*
 * Declarative routes: the data router of react-router adds ~16 KB gzipped to the first paint
 * of /login (see docs/decisions). The login screen alone is part of the entry, so /login paints
 * without a second round of chunks; every other route is in app/later-routes, loaded after it.
 */
const laterRoutes = preloadedLazy(() => import('./later-routes'));
const LaterRoutes = laterRoutes.Component;

/**
 * Starts loading the screen of `location` alongside /env.json and the session check instead of
 * after them (at /, the shell and the orders list, and their data once `session` has a token:
 * most who open / are signed in). Resolves once they are in (or have failed): the first render
 * waits for it (main.tsx), so the screen comes in one render (docs/decisions/091).
 */
export function preloadScreenFor(
  location: { pathname: string; search: string },
  session: SessionManager,
): Promise<void> {
  if (location.pathname === WEB_ROUTES.login) return Promise.resolve();
  const loading: Promise<unknown>[] = [laterRoutes.preload().then((routes) => routes.preloadScreenFor(location))];
  if (location.pathname === WEB_ROUTES.orders) {
    // At /, the shell's and the orders page's scripts (and all they import) and the first screen's
    // data are asked for beside the route table, in one round, not once it has run (docs/decisions/076).
    loading.push(import('./shell/app-shell'), import('../features/orders/orders-page'));
    // Their messages too: the route table would ask for them only once it has run, one round later.
    loading.push(loadFirstScreenMessages());
    loading.push(import('./first-screen-data').then((data) => data.prefetchFirstScreenOfApp(session, location.search)));
  }
  return Promise.allSettled(loading).then(() => undefined);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<EntryRules />}>
        <Route path="/v2/login" element={<Navigate to={WEB_ROUTES.login} replace />} />
        <Route path="/v2/reset-password" element={<Navigate to={WEB_ROUTES.resetPassword} replace />} />
        <Route path="/v2/create-account" element={<Navigate to={WEB_ROUTES.createAccount} replace />} />
        <Route element={<SignedOutOnly />}>
          <Route path={WEB_ROUTES.login} element={<LoginPage />} />
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<FullPageLoader />}>
              <LaterRoutes />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
