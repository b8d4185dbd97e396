import { WEB_ROUTES } from '@sameday/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../shared/analytics';

/** The spec's analytics categories of screens. */
export type ScreenCategory =
  | 'navigation'
  | 'support'
  | 'onboarding'
  | 'live orders'
  | 'new order'
  | 'order details'
  | 'history'
  | 'address book'
  | 'account'
  | 'zone restrictions'
  | 'bulk upload'
  | 'single shipment'
  | 'scheduled orders'
  | 'invoices'
  | 'COD'
  | 'pickup addresses'
  | 'company info'
  | 'cut off time'
  | 'rates'
  | 'integrations'
  | 'payment methods'
  | 'bank details'
  | 'terms'
  | 'shipping profile'
  | 'edit fulfilment order';
export type ProductLabel = 'same day' | 'fulfillment';

/** Longest prefix first: a sub-path takes its own category before its parent's. */
const CATEGORIES: [path: string, category: ScreenCategory][] = [
  [WEB_ROUTES.bulkOrders, 'bulk upload'],
  [WEB_ROUTES.singleShipment, 'single shipment'],
  [WEB_ROUTES.order, 'order details'],
  [WEB_ROUTES.reports, 'history'],
  [WEB_ROUTES.invoices, 'invoices'],
  [WEB_ROUTES.accountInvoices, 'invoices'],
  [WEB_ROUTES.cod, 'COD'],
  [WEB_ROUTES.paymentMethods, 'payment methods'],
  [WEB_ROUTES.bankDetails, 'bank details'],
  [WEB_ROUTES.finance, 'invoices'],
  [WEB_ROUTES.pickupAddresses, 'pickup addresses'],
  [WEB_ROUTES.company, 'company info'],
  [WEB_ROUTES.cutOff, 'cut off time'],
  [WEB_ROUTES.pricing, 'rates'],
  [WEB_ROUTES.terms, 'terms'],
  [WEB_ROUTES.shippingProfile, 'shipping profile'],
  [WEB_ROUTES.account, 'account'],
  ['/integrations', 'integrations'],
  ['/settings', 'account'],
  ['/join', 'onboarding'],
];

/** The category and product of a screen's path; the orders list is 'live orders', anything else 'navigation'. */
export function screenOf(pathname: string): { category: ScreenCategory; product: ProductLabel } {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const product: ProductLabel = path.startsWith('/fulfillment') ? 'fulfillment' : 'same day';
  if (path === WEB_ROUTES.orders) return { category: 'live orders', product };
  if (/^\/fulfillment\/orders\/[^/]+\/edit$/.test(path)) return { category: 'edit fulfilment order', product };
  const match = CATEGORIES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return { category: match?.[1] ?? 'navigation', product };
}

/** One screen view per route the user opens. */
export function useScreenViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ event: 'screenView', path: pathname, ...screenOf(pathname) });
  }, [pathname]);
}
