import { SHOP_SYNC_SENTENCES as S, sentence } from '@sameday/contract';
import { createAdminApiClient } from '@shopify/admin-api-client';
import type { Config } from '../../../../config';
import {
  type Headers,
  ShopAuthError,
  type ShopConnectionRef,
  type ShopOAuth,
  type ShopPlatform,
  type WebhookEvent,
} from '../shop-platform';
import { ORDER_NODE_FIELDS, restOfNode, type ShopifyOrderJson, type ShopifyOrderNode, toShopOrder } from './orders';
import { verifyWebhookSignature } from './signatures';

export const SHOPIFY_API_VERSION = '2026-10';
/**
 * What the app asks the merchant for: orders, fulfilment orders it fulfils as the merchant's
 * carrier, and shipping (its carrier service answers the checkout's live rates).
 */
export const SHOPIFY_SCOPES =
  'read_orders,write_orders,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders,read_shipping,write_shipping';
/** The name the checkout shows over Sameday's live rates; how our carrier service is found again. */
export const CARRIER_SERVICE_NAME = 'Sameday';
/** Orders read per page by "Import recent orders". */
const ORDERS_PAGE_SIZE = 50;
const TOPICS = ['ORDERS_CREATE', 'ORDERS_UPDATED', 'ORDERS_CANCELLED', 'APP_UNINSTALLED'];

export type ShopifyConfig = NonNullable<Config['shopify']>;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Where a shop's admin answers: `https://{shop}` (or the configured base). */
export const shopBaseUrl = (config: ShopifyConfig, shop: string) => config.baseUrl.replace('{shop}', shop);

/** The Admin GraphQL client of one shop. The library speaks to https://{shop}; a configured base is honoured by its fetch. */
function clientOf(config: ShopifyConfig, connection: ShopConnectionRef) {
  const base = shopBaseUrl(config, connection.shop);
  const accessToken = connection.credentials.accessToken;
  if (!accessToken) throw new ShopAuthError('no access token');
  return createAdminApiClient({
    storeDomain: connection.shop,
    apiVersion: SHOPIFY_API_VERSION,
    accessToken,
    logger: () => {},
    customFetchApi: (url, init) => fetch(String(url).replace(`https://${connection.shop}`, base), init as RequestInit),
  });
}

async function gql<T>(
  config: ShopifyConfig,
  connection: ShopConnectionRef,
  query: string,
  variables?: object,
): Promise<T> {
  const { data, errors } = await clientOf(config, connection).request<T>(query, {
    variables: variables as Record<string, unknown>,
  });
  if (errors) {
    if (errors.networkStatusCode === 401 || errors.networkStatusCode === 403) throw new ShopAuthError();
    throw new Error(sentence(S.shopifyAnswered, { message: errors.message ?? 'an error' }));
  }
  if (!data) throw new Error(S.shopifyAnsweredNothing);
  return data;
}

type UserErrors = { userErrors: { message: string }[] };
function assertNoUserErrors(result: UserErrors | null | undefined) {
  const first = result?.userErrors?.[0];
  if (first) throw new Error(sentence(S.shopifyRefused, { message: first.message }));
}

type CarrierService = { id: string; name: string; callbackUrl: string | null; active: boolean };

/** The shop's carrier services that are ours (by name: a shop has one per app). */
async function carrierServicesOf(config: ShopifyConfig, connection: ShopConnectionRef): Promise<CarrierService[]> {
  const data = await gql<{ carrierServices: { nodes: CarrierService[] } }>(
    config,
    connection,
    'query carrierServices { carrierServices(first: 50) { nodes { id name callbackUrl active } } }',
  );
  return data.carrierServices.nodes.filter((service) => service.name === CARRIER_SERVICE_NAME);
}

async function deleteCarrierService(config: ShopifyConfig, connection: ShopConnectionRef, id: string) {
  const data = await gql<{ carrierServiceDelete: UserErrors }>(
    config,
    connection,
    'mutation carrierServiceDelete($id: ID!) { carrierServiceDelete(id: $id) { deletedId userErrors { field message } } }',
    { id },
  );
  assertNoUserErrors(data.carrierServiceDelete);
}

/** Fulfils the order's open fulfilment orders with the tracking number; the shop tells the customer. */
async function markFulfilled(
  config: ShopifyConfig,
  connection: ShopConnectionRef,
  shopOrderId: string,
  tracking: Parameters<ShopPlatform['markFulfilled']>[2],
): Promise<void> {
  const data = await gql<{ order: { fulfillmentOrders: { nodes: { id: string; status: string }[] } } | null }>(
    config,
    connection,
    `query fulfillmentOrders($id: ID!) { order(id: $id) { fulfillmentOrders(first: 10) { nodes { id status } } } }`,
    { id: `gid://shopify/Order/${shopOrderId}` },
  );
  const open = (data.order?.fulfillmentOrders.nodes ?? []).filter((node) => node.status !== 'CLOSED');
  if (open.length === 0) return;
  const result = await gql<{ fulfillmentCreate: UserErrors }>(
    config,
    connection,
    `mutation fulfillmentCreate($fulfillment: FulfillmentInput!) {
          fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }
        }`,
    {
      fulfillment: {
        lineItemsByFulfillmentOrder: open.map((node) => ({ fulfillmentOrderId: node.id })),
        notifyCustomer: true,
        trackingInfo: {
          number: tracking.number,
          company: tracking.company,
          ...(tracking.url ? { url: tracking.url } : {}),
        },
      },
    },
  );
  assertNoUserErrors(result.fulfillmentCreate);
}

/** Shopify's library loads with the first connection begun or checked, not at start-up (docs/decisions/044). */
const oauthClient = () => import('./oauth-client');

function shopifyOAuth(config: ShopifyConfig): ShopOAuth {
  return {
    begin: async (publicUrl, shop) => (await oauthClient()).beginOAuth(config, publicUrl, shop),
    isSignedQuery: async (publicUrl, query) => (await oauthClient()).isSignedQuery(config, publicUrl, query),
    exchangeCode: async (publicUrl, search, cookie) =>
      (await oauthClient()).exchangeCode(config, publicUrl, search, cookie),
  };
}

export function createShopifyAdapter(config: ShopifyConfig): ShopPlatform {
  return {
    platform: 'shopify',
    oauth: shopifyOAuth(config),
    // Shopify signs every webhook with the app's secret, whatever the shop.
    verifyWebhook: (rawBody, headers) =>
      verifyWebhookSignature(config.apiSecret, rawBody, header(headers, 'x-shopify-hmac-sha256')),
    deliveryId: (headers) => header(headers, 'x-shopify-webhook-id') ?? header(headers, 'x-shopify-event-id') ?? null,
    shopOf: (headers) => header(headers, 'x-shopify-shop-domain')?.toLowerCase() ?? null,
    topicOf: (headers) => header(headers, 'x-shopify-topic') ?? null,

    parseWebhook(topic, body): WebhookEvent {
      if (topic === 'app/uninstalled') return { kind: 'uninstalled' };
      if (!body || typeof body !== 'object' || !('id' in body))
        return { kind: 'ignored', reason: 'no order in the body' };
      const order = toShopOrder(body as ShopifyOrderJson);
      if (topic === 'orders/cancelled' || order.status === 'cancelled') return { kind: 'order_cancelled', order };
      if (topic === 'orders/create' || topic === 'orders/updated') return { kind: 'order_upsert', order };
      if (topic === 'orders/delete') return { kind: 'order_deleted', shopOrderId: order.shopOrderId };
      return { kind: 'ignored', reason: `topic ${topic}` };
    },

    async registerWebhooks(connection, callbackUrl) {
      for (const topic of TOPICS) {
        const data = await gql<{ webhookSubscriptionCreate: UserErrors }>(
          config,
          connection,
          `mutation webhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
            webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
              webhookSubscription { id }
              userErrors { field message }
            }
          }`,
          { topic, webhookSubscription: { callbackUrl, format: 'JSON' } },
        );
        assertNoUserErrors(data.webhookSubscriptionCreate);
      }
    },

    async registerCarrierService(connection, callbackUrl) {
      const ours = await carrierServicesOf(config, connection);
      if (ours.some((service) => service.callbackUrl === callbackUrl && service.active)) return;
      for (const stale of ours) await deleteCarrierService(config, connection, stale.id);
      const data = await gql<{ carrierServiceCreate: UserErrors }>(
        config,
        connection,
        `mutation carrierServiceCreate($input: DeliveryCarrierServiceCreateInput!) {
          carrierServiceCreate(input: $input) {
            carrierService { id name callbackUrl active supportsServiceDiscovery }
            userErrors { field message }
          }
        }`,
        { input: { name: CARRIER_SERVICE_NAME, callbackUrl, active: true, supportsServiceDiscovery: true } },
      );
      assertNoUserErrors(data.carrierServiceCreate);
    },

    async deleteWebhooks(connection) {
      // The carrier service registered at connect goes with the webhooks.
      for (const service of await carrierServicesOf(config, connection))
        await deleteCarrierService(config, connection, service.id);
      const data = await gql<{ webhookSubscriptions: { nodes: { id: string }[] } }>(
        config,
        connection,
        'query { webhookSubscriptions(first: 50) { nodes { id } } }',
      );
      for (const { id } of data.webhookSubscriptions.nodes) {
        await gql(
          config,
          connection,
          'mutation webhookSubscriptionDelete($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } } }',
          { id },
        );
      }
    },

    async listRecentOrders(connection, since, cursor) {
      const data = await gql<{
        orders: { nodes: ShopifyOrderNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      }>(
        config,
        connection,
        `query recentOrders($first: Int!, $after: String, $query: String!) {
          orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
            nodes { ${ORDER_NODE_FIELDS} }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { first: ORDERS_PAGE_SIZE, after: cursor, query: `created_at:>='${since.toISOString()}'` },
      );
      const { nodes, pageInfo } = data.orders;
      return {
        orders: nodes.map((node) => toShopOrder(restOfNode(node))),
        nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
      };
    },

    markFulfilled: (connection, shopOrderId, tracking) => markFulfilled(config, connection, shopOrderId, tracking),

    async markDelivered(connection, shopOrderId) {
      // The fulfilments made at collection get a "delivered" event: the order shows Delivered
      // in the shop's admin and the customer's order status page.
      const data = await gql<{ order: { fulfillments: { id: string; status: string }[] } | null }>(
        config,
        connection,
        `query orderFulfillments($id: ID!) { order(id: $id) { fulfillments(first: 10) { id status } } }`,
        { id: `gid://shopify/Order/${shopOrderId}` },
      );
      const live = (data.order?.fulfillments ?? []).filter((fulfillment) => fulfillment.status !== 'CANCELLED');
      for (const fulfillment of live) {
        const result = await gql<{ fulfillmentEventCreate: UserErrors }>(
          config,
          connection,
          `mutation fulfillmentEventCreate($fulfillmentEvent: FulfillmentEventInput!) {
            fulfillmentEventCreate(fulfillmentEvent: $fulfillmentEvent) { fulfillmentEvent { id status } userErrors { field message } }
          }`,
          { fulfillmentEvent: { fulfillmentId: fulfillment.id, status: 'DELIVERED' } },
        );
        assertNoUserErrors(result.fulfillmentEventCreate);
      }
    },

    async addNote(connection, shopOrderId, note) {
      const result = await gql<{ orderUpdate: UserErrors }>(
        config,
        connection,
        'mutation orderUpdate($input: OrderInput!) { orderUpdate(input: $input) { order { id } userErrors { field message } } }',
        { input: { id: `gid://shopify/Order/${shopOrderId}`, note } },
      );
      assertNoUserErrors(result.orderUpdate);
    },
  };
}
