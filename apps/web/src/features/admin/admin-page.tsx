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

const AccountsPage = lazy(() => import('./accounts-page'));
const AccountPage = lazy(() => import('./account-page'));
const AccountOrdersPage = lazy(() => import('./account-orders-page'));
const OwnershipsPage = lazy(() => import('./ownerships-page'));
const StaffPage = lazy(() => import('./staff-page'));
const FlagsPage = lazy(() => import('./flags-page'));
const AuditPage = lazy(() => import('./audit-page'));
const FulfilmentPage = lazy(() => import('./fulfilment-page'));
const DispatcherPage = lazy(() => import('./dispatcher-page'));
const HeldOrdersPage = lazy(() => import('./held-orders-page'));

/** A merchant's operations rule set in the dispatcher's editor: the app hands it in (a feature of its own). */
export type OperationsRulesPage = ComponentType<{ backTo: string; backLabel: string }>;
/** The dispatch board: the app hands it in too (a feature of its own). */
export type DispatchBoardPage = ComponentType;
/** The reports of the day's numbers: handed in by the app as well (the dispatch feature's). */
export type NumbersReportPage = ComponentType;

function Loading({ label }: { label: string }) {
  return (
    <Center mih="60dvh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/** A screen of the console, or a note when the caller's staff role does not open it. */
function page(id: string, roles: readonly string[], Page: ComponentType) {
  return gated(id, roles, <Page />);
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
  dispatchBoard: DispatchBoard,
  numbersReport: NumbersReport,
}: {
  onLogout: () => void;
  operationsRules?: OperationsRulesPage;
  dispatchBoard?: DispatchBoardPage;
  numbersReport?: NumbersReportPage;
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
        <Route path="accounts" element={page('accounts', roles, AccountsPage)} />
        <Route path="accounts/:id" element={page('accounts', roles, AccountPage)} />
        <Route path="accounts/:id/orders" element={page('accounts', roles, AccountOrdersPage)} />
        <Route path="ownerships" element={page('ownerships', roles, OwnershipsPage)} />
        <Route path="staff" element={page('staff', roles, StaffPage)} />
        <Route path="feature-flags" element={page('flags', roles, FlagsPage)} />
        <Route path="audit-log" element={page('audit', roles, AuditPage)} />
        <Route path="fulfilment" element={page('fulfilment', roles, FulfilmentPage)} />
        <Route path="dispatcher-rules" element={page('dispatcher', roles, DispatcherPage)} />
        <Route path="held-orders" element={page('held-orders', roles, HeldOrdersPage)} />
        {DispatchBoard && <Route path="dispatch" element={page('dispatch', roles, DispatchBoard)} />}
        {NumbersReport && <Route path="reports" element={page('reports', roles, NumbersReport)} />}
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
