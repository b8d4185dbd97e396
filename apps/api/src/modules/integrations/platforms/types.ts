// What every shop platform's adapter offers the integrations core: webhook checks and parsing, and
// the platform's API calls the core needs (webhooks, recent orders, tracking back).

/** A shop order in the platform's terms, normalised. Money as decimal strings. */
export interface ShopOrder {
  shopOrderId: string;
  orderNumber: string;
  createdAt: string;
  updatedAt: string;
  status: 'open' | 'cancelled' | 'deleted';
  cashOnDelivery: boolean;
  total: string;
  currency: string;
  shippingMethods: string[];
  tags: string[];
  recipient: {
    name: string;
    phone: string | null;
    email: string | null;
    address1: string;
    address2: string | null;
    city: string;
    province: string | null;
    countryCode: string;
    zip: string | null;
  };
  items: Array<{ sku: string | null; name: string; quantity: number; unitPrice: string }>;
  note: string | null;
}

export type WebhookEvent =
  | { kind: 'order_upsert'; order: ShopOrder }
  | { kind: 'order_cancelled'; order: ShopOrder }
  | { kind: 'order_deleted'; shopOrderId: string }
  | { kind: 'uninstalled' }
  | { kind: 'ignored'; reason: string };

export interface ConnectionCredentials {
  [key: string]: string;
}
export interface ShopConnectionRef {
  id: string;
  shop: string;
  credentials: ConnectionCredentials;
  webhookSecret: string;
}
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface ShopAdapter {
  platform: 'shopify' | 'woocommerce';
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, connection: { webhookSecret: string } | null): boolean;
  deliveryId(headers: WebhookHeaders, rawBody: Buffer): string | null;
  shopOf(headers: WebhookHeaders): string | null;
  parseWebhook(topic: string, body: unknown): WebhookEvent;
  registerWebhooks(connection: ShopConnectionRef, callbackUrl: string): Promise<void>;
  deleteWebhooks(connection: ShopConnectionRef): Promise<void>;
  listRecentOrders(
    connection: ShopConnectionRef,
    since: Date,
    cursor: string | null,
  ): Promise<{ orders: ShopOrder[]; nextCursor: string | null }>;
  markFulfilled(
    connection: ShopConnectionRef,
    shopOrderId: string,
    tracking: { number: string; url: string; company: string },
  ): Promise<void>;
  markDelivered(connection: ShopConnectionRef, shopOrderId: string): Promise<void>;
  addNote(connection: ShopConnectionRef, shopOrderId: string, note: string): Promise<void>;
}
