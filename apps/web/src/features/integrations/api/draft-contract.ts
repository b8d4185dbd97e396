// Shapes of the integrations calls the screens use, until the contract carries them.
import { SERVICE_KINDS } from '@sameday/contract';
import { z } from 'zod';

export const CONNECTION_STATUSES = ['connected', 'needs_reconnecting', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  needs_reconnecting: 'Needs reconnecting',
  disconnected: 'Disconnected',
};

export const ConnectionSchema = z.object({
  id: z.string(),
  platform: z.enum(['shopify', 'woocommerce']),
  shop: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  connectedAt: z.string(),
  lastOrderAt: z.string().nullable(),
  importedToday: z.number().int(),
  failedToday: z.number().int(),
});
export type Connection = z.infer<typeof ConnectionSchema>;

export const ORDER_FILTERS = ['all', 'shipping_method', 'tag'] as const;
export const PAYMENT_MODES = ['cod_when_unpaid', 'prepaid'] as const;

export const ImportRulesSchema = z.object({
  autoImport: z.boolean(),
  orderFilter: z.enum(ORDER_FILTERS),
  filterValue: z.string().nullable(),
  defaultServiceKind: z.enum(SERVICE_KINDS),
  defaultPickupLocationId: z.string().nullable(),
  paymentMode: z.enum(PAYMENT_MODES),
});
export type ImportRules = z.infer<typeof ImportRulesSchema>;

export const SYNC_OUTCOMES = ['imported', 'updated', 'cancelled', 'skipped', 'failed', 'tracking_sent'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

export const SyncLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  shopOrderId: z.string(),
  orderNumber: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type SyncLogEntry = z.infer<typeof SyncLogEntrySchema>;

export const SyncLogPageSchema = z.object({ entries: z.array(SyncLogEntrySchema), nextCursor: z.string().nullable() });
export type SyncLogPage = z.infer<typeof SyncLogPageSchema>;

export const ImportProgressSchema = z.object({
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int().nullable(),
  done: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

export const PendingShopSchema = z.object({
  platform: z.enum(['shopify', 'woocommerce']),
  shop: z.string(),
  accountName: z.string(),
});
export type PendingShop = z.infer<typeof PendingShopSchema>;

export const PATHS = {
  connections: '/integrations/connections',
  connection: (id: string) => `/integrations/connections/${id}`,
  settings: (id: string) => `/integrations/connections/${id}/settings`,
  syncLog: (id: string) => `/integrations/connections/${id}/sync-log`,
  importRecent: (id: string) => `/integrations/connections/${id}/import`,
  shopifyConnect: '/integrations/shopify/connect',
  woocommerceConnect: '/integrations/woocommerce/connect',
  pendingShop: '/integrations/pending',
  confirmPendingShop: '/integrations/pending/confirm',
} as const;
