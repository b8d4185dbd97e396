import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader } from '@mantine/core';
import { isStaff, WEB_ROUTES } from '@sameday/contract';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAccount } from '../../entities/account';
import { LoadFailed } from '../../shared/ui/page';
import { AdminLayout } from './components/admin-layout';
import { navFor } from './components/admin-nav';
import { StaffOnly } from './components/staff-only';
import { CONSOLE_PATHS } from './paths';

const AccountsScreen = lazy(() => import('./accounts-screen'));
const AccountScreen = lazy(() => import('./account-screen'));
const OwnershipsScreen = lazy(() => import('./ownerships-screen'));
const StaffScreen = lazy(() => import('./staff-screen'));
const FlagsScreen = lazy(() => import('./flags-screen'));
const AuditScreen = lazy(() => import('./audit-screen'));
const FulfilmentScreen = lazy(() => import('./fulfilment-screen'));
const DispatcherScreen = lazy(() => import('./dispatcher-screen'));
const HeldOrdersScreen = lazy(() => import('./held-orders-screen'));

/** A merchant's operations rule set in the dispatcher's editor: the app hands it in (a feature of its own). */
export type OperationsRulesScreen = ComponentType<{ backTo: string; backLabel: string }>;

function Loading({ label }: { label: string }) {
  return (
    <Center mih="60dvh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/** A screen of the console, or a note when the caller's staff role does not open it. */
function screen(id: string, roles: readonly string[], Screen: ComponentType) {
  return gated(id, roles, <Screen />);
}

function gated(id: string, roles: readonly string[], children: ReactNode) {
  if (!navFor(roles).some((entry) => entry.id === id))
    return (
      <Alert color="gray" variant="light" title={t`Not for your role`} maw={560}>
        <Trans>Your staff role does not open this screen. Ask an admin if you need it.</Trans>
      </Alert>
    );
  return <Suspense fallback={<Loading label={t`Loading the screen`} />}>{children}</Suspense>;
}

/**
 * /admin: the operations console, a route tree of its own with its own sidebar. Only staff
 * (a staff user role) get it; a merchant is told it is not for them. The API
 * refuses every staff call to anyone else whatever this screen shows.
 */
export default function AdminPage({
  onLogout,
  operationsRules: OperationsRules,
}: {
  onLogout: () => void;
  operationsRules?: OperationsRulesScreen;
}) {
  const { t } = useLingui();
  const account = useAccount();
  if (account.isPending) return <Loading label={t`Loading your account`} />;
  if (account.isError)
    return (
      <Center mih="100dvh" p="md">
        <LoadFailed what={t`your account`} error={account.error} onRetry={() => void account.refetch()} />
      </Center>
    );
  if (account.data.user.temporaryPassword) return <Navigate to={WEB_ROUTES.passwordRecovery} replace />;
  const { roles } = account.data.user;
  if (!isStaff(roles)) return <StaffOnly />;
  const home = navFor(roles)[0]?.to ?? CONSOLE_PATHS.accounts;
  return (
    <AdminLayout roles={roles} onLogout={onLogout}>
      <Routes>
        <Route index element={<Navigate to={home} replace />} />
        <Route path="accounts" element={screen('accounts', roles, AccountsScreen)} />
        <Route path="accounts/:id" element={screen('accounts', roles, AccountScreen)} />
        <Route path="ownerships" element={screen('ownerships', roles, OwnershipsScreen)} />
        <Route path="staff" element={screen('staff', roles, StaffScreen)} />
        <Route path="feature-flags" element={screen('flags', roles, FlagsScreen)} />
        <Route path="audit-log" element={screen('audit', roles, AuditScreen)} />
        <Route path="fulfilment" element={screen('fulfilment', roles, FulfilmentScreen)} />
        <Route path="dispatcher-rules" element={screen('dispatcher', roles, DispatcherScreen)} />
        <Route path="held-orders" element={screen('held-orders', roles, HeldOrdersScreen)} />
        {OperationsRules && (
          <Route
            path="dispatcher-rules/:merchantId"
            element={gated(
              'dispatcher',
              roles,
              <OperationsRules backTo={CONSOLE_PATHS.dispatcher} backLabel="Dispatcher rules" />,
            )}
          />
        )}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </AdminLayout>
  );
}
