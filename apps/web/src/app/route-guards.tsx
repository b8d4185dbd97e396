import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { track } from '../shared/analytics';
import { SESSION_EXPIRED_STATE, useSession } from '../shared/session';

export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="100dvh" role="status" aria-label={label ?? t`Loading`}>
      <Loader />
    </Center>
  );
}

/**
 * The same-day area: signed-out visitors go to /login?returnUrl={path+search};
 * after a session that expired, /login is told so that it can say why.
 */
export function RequireSession() {
  const { status, hasExpired } = useSession();
  const location = useLocation();
  if (status === 'not_loaded') return <FullPageLoader />;
  if (status === 'signed_out') {
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={`${WEB_ROUTES.login}?returnUrl=${encodeURIComponent(returnUrl)}`}
        state={hasExpired ? SESSION_EXPIRED_STATE : undefined}
        replace
      />
    );
  }
  return <Outlet />;
}

/**
 * /login: a signed-in user goes to the orders page. A sign-in completed on this
 * page is left to the page, which goes to returnUrl, the role's home or the
 * password change.
 */
export function SignedOutOnly() {
  const { status, isFreshSignIn } = useSession();
  if (status === 'not_loaded') return <FullPageLoader />;
  if (status === 'signed_in' && !isFreshSignIn) return <Navigate to={WEB_ROUTES.orders} replace />;
  return <Outlet />;
}

/** Any other path: the orders page when signed in, /login otherwise. */
export function UnknownPath() {
  const { status } = useSession();
  if (status === 'not_loaded') return <FullPageLoader />;
  return <Navigate to={status === 'signed_in' ? WEB_ROUTES.orders : WEB_ROUTES.login} replace />;
}

/**
 * Entry rules of spec §2: `shop` + `token` go to the integrations screen (via
 * login when signed out); a `source` parameter is tracked, then removed.
 */
export function EntryRules() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const shop = params.get('shop');
  const token = params.get('token');
  useEffect(() => {
    const current = new URLSearchParams(location.search);
    const source = current.get('source');
    if (source === null) return;
    track({ event: 'source', source });
    current.delete('source');
    const search = current.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
  // Redirected while rendering, not in an effect: the screens below (and their own
  // redirects, which run first) never see the entry URL.
  if (shop && token && location.pathname !== '/integrations') {
    return <Navigate to={`/integrations?${new URLSearchParams({ shop, token })}`} replace />;
  }
  return <Outlet />;
}
