import { VERIFY_EMAIL_ROUTE, WEB_ROUTES } from '@sameday/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CONSOLE_BASE_PATH } from '../features/admin';
import { DEVELOPERS_PATH } from '../features/developers';
import { SHIPPING_RULES_PATH } from '../features/dispatcher';
import { FULFILMENT_ORDERS_PATH, NEW_FULFILMENT_ORDER_PATH } from '../features/fulfilment';
import { NEW_INTERNATIONAL_SHIPMENT_PATH, SHIPMENT_SETTINGS_PATH, SHIPMENTS_PATH } from '../features/shipments';
import { WEBHOOKS_PATH } from '../features/webhooks';
import { loadAppMessages, loadFirstScreenMessages } from '../shared/i18n';
import { preloadedLazy } from '../shared/ui/preloaded-lazy';
import QueryHost from './query-host';
import { FullPageLoader, RequireSession, UnknownPath } from './route-guards';
import { CREATE_BUNDLE_PATH, CREATE_PRODUCT_PATH, INTEGRATIONS_PATH } from './shell/shell-paths';

/*
 * Every route but /login, loaded after it (app/router.tsx): this table, its lazy screens and
 * their preload lists stay off /login's first script. Every one of them reads data, so the
 * query library (QueryHost) comes with them.
 */
/** A signed-in screen renders once its catalog is in: nothing flashes untranslated (decision 039). */
function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAppMessages()]).then(([module]) => module);
}

/** The shell and the orders page need only the first screen's messages (docs/decisions/080). */
function withFirstScreenMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFirstScreenMessages()]).then(([module]) => module);
}

const ResetPasswordPage = lazy(() => import('../features/identity/reset-password-page'));
const CreateAccountPage = lazy(() => import('../features/identity/create-account-page'));
const PasswordRecoveryPage = lazy(() => import('../features/identity/password-recovery-page'));
const VerifyEmailPage = lazy(() => import('../features/identity/verify-email-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));
const TeamPage = lazy(withMessages(() => import('../features/teams/team-page')));
const JoinTeamPage = lazy(withMessages(() => import('../features/teams/join-team-page')));
const WebhooksPage = lazy(withMessages(() => import('../features/webhooks/webhooks-page')));
const signedInShell = preloadedLazy(withFirstScreenMessages(() => import('./shell/app-shell')));
const SignedInShell = signedInShell.Component;
const ordersPage = preloadedLazy(withFirstScreenMessages(() => import('../features/orders/orders-page')));
const OrdersPage = ordersPage.Component;
const SingleShipmentPage = lazy(withMessages(() => import('../features/orders/single-shipment-page')));
const AccountHubPage = lazy(withMessages(() => import('../features/account-settings/account-hub-page')));
const PickupAddressesPage = lazy(withMessages(() => import('../features/addresses/pickup-addresses-page')));
const CompanyPage = lazy(withMessages(() => import('../features/account-settings/company-page')));
const CutOffPage = lazy(withMessages(() => import('../features/preferences/cut-off-page')));
const PricingPage = lazy(withMessages(() => import('../features/pricing/pricing-page')));
const TermsPage = lazy(withMessages(() => import('../features/account-settings/terms-page')));
const ShippingProfilePage = lazy(withMessages(() => import('../features/account-settings/shipping-profile-page')));
const SettingsPage = lazy(withMessages(() => import('../features/account-settings/settings-page')));
const ShippingRulesPage = lazy(withMessages(() => import('../features/dispatcher/shipping-rules-page')));
const DevelopersPage = lazy(withMessages(() => import('../features/developers/developers-page')));
const TrackingSettingsPage = lazy(withMessages(() => import('../features/tracking/tracking-settings-page')));
const InvoicesPage = lazy(withMessages(() => import('../features/finance/invoices-page')));
const OutstandingInvoicesPage = lazy(withMessages(() => import('../features/finance/outstanding-invoices-page')));
const CodPage = lazy(withMessages(() => import('../features/finance/cod-page')));
const PaymentMethodsPage = lazy(withMessages(() => import('../features/finance/payment-methods-page')));
const BankDetailsPage = lazy(withMessages(() => import('../features/finance/bank-details-page')));
const BulkUploadPage = lazy(withMessages(() => import('../features/bulk-upload/bulk-upload-page')));
const shellScreens = withMessages(() => import('./shell/shell-screens'));
const IntegrationsScreen = lazy(() => shellScreens().then((m) => ({ default: m.IntegrationsScreen })));
const ShopifySettingsScreen = lazy(() => shellScreens().then((m) => ({ default: m.ShopifySettingsScreen })));
const WooCommerceSettingsScreen = lazy(() => shellScreens().then((m) => ({ default: m.WooCommerceSettingsScreen })));
const SallaSettingsScreen = lazy(() => shellScreens().then((m) => ({ default: m.SallaSettingsScreen })));
const ZidSettingsScreen = lazy(() => shellScreens().then((m) => ({ default: m.ZidSettingsScreen })));
const AdminScreen = lazy(() => shellScreens().then((m) => ({ default: m.AdminScreen })));
const ReportsPage = lazy(withMessages(() => import('../features/reports/reports-page')));
const ProductsPage = lazy(withMessages(() => import('../features/fulfilment/products-page')));
const ProductFormPage = lazy(withMessages(() => import('../features/fulfilment/product-form-page')));
const InventoryPage = lazy(withMessages(() => import('../features/fulfilment/inventory-page')));
const FulfilmentOrdersPage = lazy(withMessages(() => import('../features/fulfilment/fulfilment-orders-page')));
const FulfilmentOrderPage = lazy(withMessages(() => import('../features/fulfilment/fulfilment-order-page')));
const FulfilmentOrderFormPage = lazy(withMessages(() => import('../features/fulfilment/fulfilment-order-form-page')));
const ShipmentsPage = lazy(withMessages(() => import('../features/shipments/shipments-page')));
const InternationalShipmentPage = lazy(withMessages(() => import('../features/shipments/international-shipment-page')));
const ShipmentSettingsPage = lazy(withMessages(() => import('../features/shipments/shipment-settings-page')));

/** Screens the bridge-quiqdash flag sends to the newer dashboard when one is configured. */
const BRIDGE_AREAS = [
  { path: CREATE_PRODUCT_PATH, Screen: lazy(() => shellScreens().then((m) => ({ default: m.CreateProductScreen }))) },
  { path: CREATE_BUNDLE_PATH, Screen: lazy(() => shellScreens().then((m) => ({ default: m.CreateBundleScreen }))) },
];

/**
 * At /, the shell's and the orders list's catalogs of messages (app/router.tsx has asked for
 * their scripts and data already; the others lose a little bandwidth on their way to /login).
 * Resolves once both screens are in (or have failed).
 */
export function preloadScreenFor(location: { pathname: string }): Promise<unknown> {
  if (location.pathname !== WEB_ROUTES.orders) return Promise.resolve();
  return Promise.allSettled([signedInShell.preload(), ordersPage.preload()]);
}

const screen = (Screen: ComponentType) => (
  <Suspense fallback={<FullPageLoader />}>
    <Screen />
  </Suspense>
);

export default function LaterRoutes() {
  return (
    <Routes>
      <Route element={<QueryHost />}>
        <Route path={WEB_ROUTES.resetPassword} element={screen(ResetPasswordPage)} />
        <Route path={WEB_ROUTES.createAccount} element={screen(CreateAccountPage)} />
        <Route path={WEB_ROUTES.passwordRecovery} element={screen(PasswordRecoveryPage)} />
        <Route path={VERIFY_EMAIL_ROUTE} element={screen(VerifyEmailPage)} />
        <Route path="/legal/:document" element={screen(LegalPage)} />
        <Route element={<RequireSession />}>
          <Route path={`${CONSOLE_BASE_PATH}/*`} element={screen(AdminScreen)} />
          <Route element={screen(SignedInShell)}>
            <Route index element={screen(OrdersPage)} />
            <Route path={WEB_ROUTES.singleShipment} element={screen(SingleShipmentPage)} />
            <Route path={WEB_ROUTES.order} element={screen(SingleShipmentPage)} />
            <Route path={WEB_ROUTES.bulkOrders} element={screen(BulkUploadPage)} />
            <Route path={WEB_ROUTES.reports} element={screen(ReportsPage)} />
            <Route path={WEB_ROUTES.finance} element={<Navigate to={WEB_ROUTES.invoices} replace />} />
            <Route path={WEB_ROUTES.invoices} element={screen(InvoicesPage)} />
            <Route path={WEB_ROUTES.cod} element={screen(CodPage)} />
            <Route path={WEB_ROUTES.paymentMethods} element={screen(PaymentMethodsPage)} />
            <Route path={WEB_ROUTES.bankDetails} element={screen(BankDetailsPage)} />
            <Route path={WEB_ROUTES.accountInvoices} element={screen(OutstandingInvoicesPage)} />
            <Route path="/settings/team" element={screen(TeamPage)} />
            <Route path={WEBHOOKS_PATH} element={screen(WebhooksPage)} />
            <Route path={WEB_ROUTES.account} element={screen(AccountHubPage)} />
            <Route path={WEB_ROUTES.pickupAddresses} element={screen(PickupAddressesPage)} />
            <Route path={WEB_ROUTES.company} element={screen(CompanyPage)} />
            <Route path={WEB_ROUTES.cutOff} element={screen(CutOffPage)} />
            <Route path={WEB_ROUTES.pricing} element={screen(PricingPage)} />
            <Route path={WEB_ROUTES.terms} element={screen(TermsPage)} />
            <Route path={WEB_ROUTES.shippingProfile} element={screen(ShippingProfilePage)} />
            <Route path={WEB_ROUTES.settings} element={screen(SettingsPage)} />
            <Route path={SHIPPING_RULES_PATH} element={screen(ShippingRulesPage)} />
            <Route path={DEVELOPERS_PATH} element={screen(DevelopersPage)} />
            <Route path="/settings/tracking" element={screen(TrackingSettingsPage)} />
            <Route path="/join" element={screen(JoinTeamPage)} />
            <Route path={INTEGRATIONS_PATH} element={screen(IntegrationsScreen)} />
            <Route path={`${INTEGRATIONS_PATH}/shopify`} element={screen(ShopifySettingsScreen)} />
            <Route path={`${INTEGRATIONS_PATH}/woocommerce`} element={screen(WooCommerceSettingsScreen)} />
            <Route path={`${INTEGRATIONS_PATH}/salla`} element={screen(SallaSettingsScreen)} />
            <Route path={`${INTEGRATIONS_PATH}/zid`} element={screen(ZidSettingsScreen)} />
            <Route path={WEB_ROUTES.fulfillmentProducts} element={screen(ProductsPage)} />
            <Route path="/fulfillment/products/:sku/edit" element={screen(ProductFormPage)} />
            <Route path={WEB_ROUTES.fulfillmentInventory} element={screen(InventoryPage)} />
            <Route path={FULFILMENT_ORDERS_PATH} element={screen(FulfilmentOrdersPage)} />
            <Route path={NEW_FULFILMENT_ORDER_PATH} element={screen(FulfilmentOrderFormPage)} />
            <Route path={`${FULFILMENT_ORDERS_PATH}/:id`} element={screen(FulfilmentOrderPage)} />
            <Route path={`${FULFILMENT_ORDERS_PATH}/:id/edit`} element={screen(FulfilmentOrderFormPage)} />
            <Route path={SHIPMENTS_PATH} element={screen(ShipmentsPage)} />
            <Route path={NEW_INTERNATIONAL_SHIPMENT_PATH} element={screen(InternationalShipmentPage)} />
            <Route path={SHIPMENT_SETTINGS_PATH} element={screen(ShipmentSettingsPage)} />
            {BRIDGE_AREAS.map(({ path, Screen }) => (
              <Route key={path} path={path} element={screen(Screen)} />
            ))}
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
