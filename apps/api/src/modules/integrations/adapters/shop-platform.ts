import type { IntegrationPlatform } from '@sameday/contract';

/** Request headers as Fastify gives them. */
export type Headers = Record<string, string | string[] | undefined>;

/** A shop order in the platform's terms, normalised. Money as decimal strings. */
export interface ShopOrder {
  /** The platform's order id. */
  shopOrderId: string;
  /** The number the merchant sees in the shop ("#1001" / "1001"): the order's reference (partner_order_id). */
  orderNumber: string;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  status: 'open' | 'cancelled' | 'deleted';
  /** Unpaid AND paid through a cash-on-delivery gateway (Shopify gateway names, Woo payment_method 'cod'). */
  cashOnDelivery: boolean;
  total: string;
  currency: string;
  /** Shipping line titles. */
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

/**
 * What the core keeps per connection (encrypted at rest by the core, AES-256-GCM).
 * Shopify: { accessToken }; WooCommerce: { consumerKey, consumerSecret, storeUrl }.
 */
export interface ConnectionCredentials {
  [key: string]: string;
}

export interface ShopConnectionRef {
  id: string;
  shop: string;
  credentials: ConnectionCredentials;
  webhookSecret: string;
  /** Keeps renewed credentials (sealed by the core): a platform whose tokens expire (Salla) renews them itself. */
  saveCredentials?: (credentials: ConnectionCredentials) => Promise<void>;
}

/** The shop refused our credentials (revoked, uninstalled): the connection needs reconnecting. */
export class ShopAuthError extends Error {
  constructor(message = 'The shop refused our access') {
    super(message);
    this.name = 'ShopAuthError';
  }
}

/**
 * A platform whose merchants approve the app through OAuth (Shopify): the steps the connect flow
 * asks of it. The shop's answers are checked by the platform's own library.
 */
export type ShopOAuth = {
  /** The approval URL with its state, and the cookies that carry the signed state to the callback. */
  begin(publicUrl: string, shop: string): Promise<{ authorizeUrl: string; state: string; cookies: string[] }>;
  /** Whether a query the platform signed (app URL, callback) carries a good signature within its time window. */
  isSignedQuery(publicUrl: string, query: Record<string, string>): Promise<boolean>;
  /** The callback: checks the signature and the state cookie, then exchanges the code; null when refused. */
  exchangeCode(publicUrl: string, search: string, cookie: string): Promise<string | null>;
};

/** Both platforms implement exactly this; the core never speaks a platform's API itself. */
export interface ShopPlatform {
  platform: IntegrationPlatform;
  /** How a merchant approves the app, for a platform that connects through OAuth. */
  oauth?: ShopOAuth;
  /** Checks the delivery's signature over the RAW body bytes; constant time; false on anything missing. */
  verifyWebhook(rawBody: Buffer, headers: Headers, connection: { webhookSecret: string } | null): boolean;
  /** The platform's unique id for this delivery (dedup key): Shopify X-Shopify-Webhook-Id / Event-Id, Woo X-WC-Webhook-Delivery-ID + id. */
  deliveryId(headers: Headers, rawBody: Buffer): string | null;
  /**
   * Which shop sent it (Shopify X-Shopify-Shop-Domain; Woo X-WC-Webhook-Source, normalised to the stored `shop`;
   * Salla the body's `merchant`, read only once the delivery is verified: see signedByApp).
   */
  shopOf(headers: Headers, rawBody?: Buffer): string | null;
  /** The delivery's topic (Shopify X-Shopify-Topic `orders/create`; Woo X-WC-Webhook-Topic `order.created`; Salla the body's `event`). */
  topicOf(headers: Headers, rawBody?: Buffer): string | null;
  /**
   * The platform signs every shop's deliveries with the app's own secret and names the shop inside
   * the body (Salla): the signature is checked before the body is read for the shop.
   */
  signedByApp?: boolean;
  /**
   * New credentials a delivery carries (Salla's app.store.authorize after a reinstall or renewal): sealed
   * onto the shop's connection at once; the delivery itself is never stored.
   */
  credentialsOf?(topic: string, body: unknown): ConnectionCredentials | null;
  /** A platform's unsigned test delivery (WooCommerce pings a new webhook with `webhook_id=N`): answered, nothing kept. */
  isPing?(rawBody: Buffer, headers: Headers): boolean;
  parseWebhook(topic: string, body: unknown): WebhookEvent;
  registerWebhooks(connection: ShopConnectionRef, callbackUrl: string): Promise<void>;
  /**
   * Registers Sameday as the shop's carrier service (Shopify), whose callback answers the
   * checkout's live rates; registering again keeps one. Removed with the webhooks.
   */
  registerCarrierService?(connection: ShopConnectionRef, callbackUrl: string): Promise<void>;
  /** Removes everything registered at connect (webhooks, and the carrier service where there is one). */
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

/** Every shop platform this server is set up for, built from configuration (createShopPlatforms). */
export type ShopPlatforms = {
  /** The adapter of `platform`, or null when that platform is not set up. */
  adapterFor(platform: IntegrationPlatform): ShopPlatform | null;
};

/**
 * The platform could not be reached, did not answer in time, or answered something that is not
 * JSON: what a shop adapter throws, and what the module's services tell the merchant of.
 */
export class ShopUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShopUnreachable';
  }
}
