import { notifications } from '@mantine/notifications';
import type { FulfilmentCapability, FulfilmentOrder, InventoryItem, Product, RuntimeConfig } from '@sameday/contract';
import type { RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { writeStoredToken } from '../../../shared/session';
import { ok, type Reply } from '../../../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../../../test/render-screen';
import CreateBundlePage from '../create-bundle-page';
import FulfilmentOrderFormPage from '../fulfilment-order-form-page';
import FulfilmentOrderPage from '../fulfilment-order-page';
import FulfilmentOrdersPage from '../fulfilment-orders-page';
import InventoryPage from '../inventory-page';
import ProductFormPage from '../product-form-page';
import ProductsPage from '../products-page';

/** The fulfilment screens' tests: the real providers and router, and fetch (the network boundary) as the only fake. */

afterEach(() => notifications.clean());

const ROUTES: RouteObject[] = [
  { path: '/fulfillment/products', element: <ProductsPage /> },
  { path: '/fulfillment/products/new', element: <ProductFormPage /> },
  { path: '/fulfillment/products/:sku/edit', element: <ProductFormPage /> },
  { path: '/fulfillment/bundles/new', element: <CreateBundlePage /> },
  { path: '/fulfillment/inventory', element: <InventoryPage /> },
  { path: '/fulfillment/orders', element: <FulfilmentOrdersPage /> },
  { path: '/fulfillment/orders/new', element: <FulfilmentOrderFormPage /> },
  { path: '/fulfillment/orders/:id', element: <FulfilmentOrderPage /> },
  { path: '/fulfillment/orders/:id/edit', element: <FulfilmentOrderFormPage /> },
  { path: '*', element: <Landed /> },
];

/** The screens inside a session whose token is stored and never synced (the products import uploads with it). */
export function renderFulfilment(url: string, config?: RuntimeConfig) {
  writeStoredToken('test-token');
  return renderScreen(ROUTES, url, {
    session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }),
    config,
  });
}

export const capability = (enabled = true, overrides: Partial<FulfilmentCapability> = {}): Reply =>
  ok({
    enabled,
    since: enabled ? '2026-11-01T08:00:00.000Z' : null,
    grantedBy: enabled ? { id: 'usr_ops', name: 'Operations' } : null,
    contactRequestedAt: null,
    ...overrides,
  });

export const productList = (products: Product[], total = products.length): Reply =>
  ok({ products, total, page: 1, limit: 25 });
export const inventoryList = (items: InventoryItem[], total = items.length, totalCapped = false): Reply =>
  ok({ items, total, totalCapped, page: 1, limit: 25 });
export const orderList = (
  orders: FulfilmentOrder[],
  counts: Partial<Record<FulfilmentOrder['state'], number>> = {},
): Reply =>
  ok({
    orders,
    total: orders.length,
    page: 1,
    limit: 25,
    counts: {
      new: 0,
      awaiting_stock: 0,
      reserved: 0,
      picking: 0,
      packed: 0,
      handed_over: 0,
      delivered: 0,
      cancelled: 0,
      ...counts,
    },
  });
export const noInbound = ok({ shipments: [], total: 0, page: 1, limit: 10 });
