import { lazy } from 'react';
import { usePermissions } from '../../entities/permissions';
import { BridgeRedirect } from './fulfillment-group';
import { useLogout } from './use-logout';

const IntegrationsPage = lazy(() => import('../../features/integrations/integrations-page'));
const PlatformSettingsPage = lazy(() => import('../../features/integrations/platform-settings-page'));
const ProductFormPage = lazy(() => import('../../features/fulfilment/product-form-page'));
const CreateBundlePage = lazy(() => import('../../features/fulfilment/create-bundle-page'));
const AdminPage = lazy(() => import('../../features/admin/admin-page'));
const OperationsRulesPage = lazy(() => import('../../features/dispatcher/operations-rules-page'));
const DispatchBoardPage = lazy(() => import('../../features/dispatch/dispatch-board-page'));
const NumbersReportPage = lazy(() => import('../../features/dispatch/day-numbers-report-page'));

/**
 * Screens of the signed-in area that live beside the shell. The router loads this module
 * lazily: the shell's pieces (menus, flags, permissions) stay off /login's first paint.
 */

/** What the caller's role allows on the integrations pages. */
function useIntegrationsAccess() {
  const permissions = usePermissions();
  return { canManage: permissions.can('integrations:manage'), isPending: permissions.isPending };
}

/** The integrations page: the platforms and the connected shops. */
export function IntegrationsScreen() {
  return <IntegrationsPage access={useIntegrationsAccess()} />;
}

/** A platform's settings: import rules, sync log, import recent orders, disconnect. */
export function ShopifySettingsScreen() {
  return <PlatformSettingsPage platform="shopify" access={useIntegrationsAccess()} />;
}
export function WooCommerceSettingsScreen() {
  return <PlatformSettingsPage platform="woocommerce" access={useIntegrationsAccess()} />;
}
export function SallaSettingsScreen() {
  return <PlatformSettingsPage platform="salla" access={useIntegrationsAccess()} />;
}
export function ZidSettingsScreen() {
  return <PlatformSettingsPage platform="zid" access={useIntegrationsAccess()} />;
}

/** Create Product and Create Bundle: the bridge-quiqdash flag sends them to the newer dashboard when one is configured. */
export function CreateProductScreen() {
  return (
    <BridgeRedirect>
      <ProductFormPage />
    </BridgeRedirect>
  );
}
export function CreateBundleScreen() {
  return (
    <BridgeRedirect>
      <CreateBundlePage />
    </BridgeRedirect>
  );
}

/** /admin: the operations console, with its own route tree and sidebar (staff only). */
export function AdminScreen() {
  const logout = useLogout();
  return (
    <AdminPage
      onLogout={() => void logout()}
      operationsRules={OperationsRulesPage}
      dispatchBoard={DispatchBoardPage}
      numbersReport={NumbersReportPage}
    />
  );
}
