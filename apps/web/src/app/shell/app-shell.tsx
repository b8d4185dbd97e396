import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell } from '@mantine/core';
import {
  type Account,
  MESSAGES,
  SIDEBAR_WIDTH_COLLAPSED_PX,
  SIDEBAR_WIDTH_EXPANDED_PX,
  WEB_ROUTES,
} from '@sameday/contract';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAccount } from '../../entities/account';
import { FeatureFlagsProvider } from '../../entities/flags';
import { useUserConfig } from '../../features/finance';
import { useNotifications } from '../../features/notifications';
import { startGuidedTour } from '../../features/orders';
import { track } from '../../shared/analytics';
import { useIsPhone } from '../../shared/hooks/use-is-phone';
import { runtimeConfig } from '../../shared/runtime-config';
import { showToast } from '../../shared/ui/toast';
import { FullPageLoader } from '../route-guards';
import { AccountBanner, bannerMessages } from './account-banner';
import { PhoneHeader } from './phone-header';
import { useScreenViews } from './screen-views';
import { ShellErrorBoundary } from './shell-error-boundary';
import { Sidebar } from './sidebar';
import classes from './sidebar.module.css';
import { useVersionCheck } from './update-prompt';
import { useAppInitialisation } from './use-app-initialisation';
import { useLogout } from './use-logout';
import { usePollingGate } from './use-polling-gate';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useUserStore } from './use-user-store';

/** Signs out once after a failure the spec answers with a sign-out, saying why. */
function useSignOutAfterFailure() {
  const logout = useLogout();
  const isSigningOut = useRef(false);
  return useCallback(
    (message: string) => {
      if (isSigningOut.current) return;
      isSigningOut.current = true;
      showToast({ message, tone: 'error' });
      void logout();
    },
    [logout],
  );
}

/** The signed-in frame: the account first, then the sidebar (or the phone header), the banner and the screen. */
export default function SignedInShell() {
  const { t } = useLingui();
  const account = useAccount();
  const signOutAfterFailure = useSignOutAfterFailure();

  useEffect(() => {
    // Spec §7: a failed account fetch signs the user out and goes to /login.
    if (account.isError) signOutAfterFailure(MESSAGES.initFailed);
  }, [account.isError, signOutAfterFailure]);

  if (account.isPending) return <FullPageLoader label={t`Loading your account`} />;
  if (account.isError) return <FullPageLoader label={t`Signing out`} />;
  if (account.data.user.temporaryPassword) return <Navigate to={WEB_ROUTES.passwordRecovery} replace />;
  return (
    <FeatureFlagsProvider identifier={account.data.user.salesforceId}>
      <ShellFrame account={account.data} onFailure={signOutAfterFailure} />
    </FeatureFlagsProvider>
  );
}

function ShellFrame({ account, onFailure }: { account: Account; onFailure: (message: string) => void }) {
  const logout = useLogout();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const { isCollapsed, toggle } = useSidebarCollapsed();
  const { isPollingEnabled } = usePollingGate();
  useAppInitialisation(() => onFailure(MESSAGES.initFailed));
  const { notifications } = useNotifications({
    isPollingEnabled,
    onFetchFailed: () => onFailure(MESSAGES.appError),
  });
  // Spec §7 "Other": a failed user-config fetch signs the user out to /login.
  const userConfig = useUserConfig({ onFetchFailed: () => onFailure(MESSAGES.appError) });
  useVersionCheck();
  useScreenViews();
  useUserStore();

  useEffect(() => {
    track({ event: 'clientType', clientType: account.clientType });
  }, [account.clientType]);

  // Tutorial restarts the guided tour of placing a single shipment, which begins on the orders page;
  // the bare path also closes an open order drawer, which would stand over the first steps' targets.
  const openTutorial = () => {
    startGuidedTour();
    navigate(WEB_ROUTES.orders);
  };
  const onLogout = () => void logout();

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <AppShell
        header={isPhone ? { height: 56 } : undefined}
        navbar={
          isPhone
            ? undefined
            : {
                width: isCollapsed ? SIDEBAR_WIDTH_COLLAPSED_PX : SIDEBAR_WIDTH_EXPANDED_PX,
                // Never the overlay layout: below this width the phone header replaces the sidebar.
                breakpoint: 0,
              }
        }
        padding={isPhone ? 'sm' : 'lg'}
      >
        {isPhone ? (
          <PhoneHeader account={account} onLogout={onLogout} onTutorial={openTutorial} />
        ) : (
          <Sidebar
            account={account}
            isCollapsed={isCollapsed}
            onToggle={toggle}
            onTutorial={openTutorial}
            onLogout={onLogout}
          />
        )}
        <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }} bg="gray.0">
          <AccountBanner
            messages={bannerMessages({
              notifications,
              standing: userConfig.data,
              financeEmail: runtimeConfig().financeEmail,
            })}
          />
          <ShellErrorBoundary resetKey={pathname}>
            <Outlet />
          </ShellErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
