import { WEB_ROUTES } from '@sameday/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { EntryRules, FullPageLoader, RequireSession, SignedOutOnly, UnknownPath } from './route-guards';
import { ComingSoon } from './shell/coming-soon';
import { CREATE_BUNDLE_PATH, CREATE_PRODUCT_PATH, INTEGRATIONS_PATH } from './shell/shell-paths';

/*
 * Declarative routes with lazily loaded screens: the data router of react-router
 * adds ~16 KB gzipped to the first paint of /login (see docs/decisions).
 */
const LoginPage = lazy(() => import('../features/identity/login-page'));
const ResetPasswordPage = lazy(() => import('../features/identity/reset-password-page'));
const CreateAccountPage = lazy(() => import('../features/identity/create-account-page'));
const PasswordRecoveryPage = lazy(() => import('../features/identity/password-recovery-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));
const TeamPage = lazy(() => import('../features/teams/team-page'));
const JoinTeamPage = lazy(() => import('../features/teams/join-team-page'));
const SignedInShell = lazy(() => import('./shell/app-shell'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const SingleShipmentPage = lazy(() => import('../features/orders/single-shipment-page'));

/** Areas whose screens come later: they open inside the shell as a "coming soon" page. */
const SHELL_AREAS: { path: string; title: string }[] = [
  { path: WEB_ROUTES.bulkOrders, title: 'Bulk Upload' },
  { path: WEB_ROUTES.reports, title: 'Reports' },
  { path: WEB_ROUTES.account, title: 'Account' },
  { path: WEB_ROUTES.finance, title: 'Finance' },
  { path: WEB_ROUTES.invoices, title: 'Invoices' },
  { path: WEB_ROUTES.cod, title: 'Cash on Delivery' },
  { path: WEB_ROUTES.paymentMethods, title: 'Payment Methods' },
  { path: WEB_ROUTES.bankDetails, title: 'Bank Details' },
  { path: WEB_ROUTES.pickupAddresses, title: 'Pickup Addresses' },
  { path: WEB_ROUTES.company, title: 'Company' },
  { path: WEB_ROUTES.cutOff, title: 'Cut-off Times' },
  { path: WEB_ROUTES.pricing, title: 'Pricing Rates' },
  { path: WEB_ROUTES.terms, title: 'Terms' },
  { path: WEB_ROUTES.shippingProfile, title: 'Shipping Profile' },
  { path: INTEGRATIONS_PATH, title: 'Integrations' },
  { path: `${INTEGRATIONS_PATH}/shopify`, title: 'Shopify Settings' },
  { path: `${INTEGRATIONS_PATH}/woocommerce`, title: 'WooCommerce Settings' },
  { path: WEB_ROUTES.fulfillmentProducts, title: 'Products' },
  { path: CREATE_PRODUCT_PATH, title: 'Create Product' },
  { path: CREATE_BUNDLE_PATH, title: 'Create Bundle' },
  { path: WEB_ROUTES.fulfillmentInventory, title: 'Inventory' },
  { path: WEB_ROUTES.settings, title: 'Settings' },
  { path: WEB_ROUTES.accountInvoices, title: 'Invoices' },
];

const screen = (Screen: ComponentType) => (
  <Suspense fallback={<FullPageLoader />}>
    <Screen />
  </Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<EntryRules />}>
        <Route path="/v2/login" element={<Navigate to={WEB_ROUTES.login} replace />} />
        <Route path="/v2/reset-password" element={<Navigate to={WEB_ROUTES.resetPassword} replace />} />
        <Route path="/v2/create-account" element={<Navigate to={WEB_ROUTES.createAccount} replace />} />
        <Route element={<SignedOutOnly />}>
          <Route path={WEB_ROUTES.login} element={screen(LoginPage)} />
        </Route>
        <Route path={WEB_ROUTES.resetPassword} element={screen(ResetPasswordPage)} />
        <Route path={WEB_ROUTES.createAccount} element={screen(CreateAccountPage)} />
        <Route path={WEB_ROUTES.passwordRecovery} element={screen(PasswordRecoveryPage)} />
        <Route path="/legal/:document" element={screen(LegalPage)} />
        <Route element={<RequireSession />}>
          <Route element={screen(SignedInShell)}>
            <Route index element={screen(OrdersPage)} />
            <Route path={WEB_ROUTES.singleShipment} element={screen(SingleShipmentPage)} />
            <Route path={WEB_ROUTES.order} element={screen(SingleShipmentPage)} />
            <Route path="/settings/team" element={screen(TeamPage)} />
            <Route path="/join" element={screen(JoinTeamPage)} />
            {SHELL_AREAS.map(({ path, title }) => (
              <Route key={path} path={path} element={<ComingSoon title={title} />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<UnknownPath />} />
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
