import { WEB_ROUTES } from '@sameday/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './error-screen';
import { EntryRules, RequireSession, SignedOutOnly, UnknownPath } from './route-guards';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Areas whose screens come later: they open inside the shell as a "coming soon" page. */
const SHELL_AREAS: { path: string; title: string }[] = [
  { path: WEB_ROUTES.bulkOrders, title: 'Bulk Upload' },
  { path: WEB_ROUTES.order, title: 'Order' },
  { path: WEB_ROUTES.singleShipment, title: 'Single Shipment' },
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
  { path: '/integrations', title: 'Integrations' },
  { path: '/integrations/shopify', title: 'Shopify Settings' },
  { path: '/integrations/woocommerce', title: 'WooCommerce Settings' },
  { path: WEB_ROUTES.fulfillmentProducts, title: 'Products' },
  { path: WEB_ROUTES.fulfillmentInventory, title: 'Inventory' },
  { path: WEB_ROUTES.settings, title: 'Settings' },
  { path: WEB_ROUTES.accountInvoices, title: 'Invoices' },
];

export const routes: RouteObject[] = [
  {
    element: <EntryRules />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/v2/login', element: <Navigate to={WEB_ROUTES.login} replace /> },
      { path: '/v2/reset-password', element: <Navigate to={WEB_ROUTES.resetPassword} replace /> },
      { path: '/v2/create-account', element: <Navigate to={WEB_ROUTES.createAccount} replace /> },
      {
        element: <SignedOutOnly />,
        children: [{ path: WEB_ROUTES.login, lazy: page(() => import('../features/identity/login-page')) }],
      },
      { path: WEB_ROUTES.resetPassword, lazy: page(() => import('../features/identity/reset-password-page')) },
      { path: WEB_ROUTES.createAccount, lazy: page(() => import('../features/identity/create-account-page')) },
      { path: WEB_ROUTES.passwordRecovery, lazy: page(() => import('../features/identity/password-recovery-page')) },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: page(() => import('./shell/app-shell')),
            children: [
              { index: true, lazy: page(() => import('./shell/home-page')) },
              ...SHELL_AREAS.map(({ path, title }) => ({
                path,
                lazy: async () => {
                  const { ComingSoon } = await import('./shell/coming-soon');
                  return { Component: () => <ComingSoon title={title} /> };
                },
              })),
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
