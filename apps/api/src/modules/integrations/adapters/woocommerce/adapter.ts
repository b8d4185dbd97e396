// WooCommerce as a ShopPlatform: webhooks through the REST API's /webhooks, recent orders through
// /orders, tracking back through order notes and the order's status.
import { z } from 'zod';
import type { Config } from '../../../../config';
import { createOutboundGuard, type OutboundGuard } from '../../../../platform/outbound';
import type { ShopConnectionRef, ShopOrder, ShopPlatform } from '../shop-platform';
import { wooApi } from './client';
import { isShippable, orderEvent, SHIPPABLE_STATUSES, toShopOrder, WooOrderSchema } from './order';
import { isWooPing, verifyWooWebhook, wooDeliveryId, wooShopOf, wooTopicOf } from './webhook';

export const WOO_TOPICS = ['order.created', 'order.updated', 'order.deleted'] as const;
const PAGE_SIZE = 100;

/** The name every webhook of a connection carries: how its webhooks are found again to delete them. */
const webhookName = (connection: ShopConnectionRef, topic: string) => `Sameday ${connection.id} ${topic}`;
const isOurs = (connection: ShopConnectionRef, name: string) => name.startsWith(`Sameday ${connection.id} `);

const WebhookListSchema = z.array(z.object({ id: z.number(), name: z.string().default('') }));

async function ourWebhooks(connection: ShopConnectionRef, outbound: OutboundGuard): Promise<number[]> {
  const api = wooApi(connection, outbound);
  const ids: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data, headers } = await api.get('webhooks', { page, per_page: PAGE_SIZE });
    const list = WebhookListSchema.parse(data);
    ids.push(...list.filter((hook) => isOurs(connection, hook.name)).map((hook) => hook.id));
    if (page >= Number(headers['x-wp-totalpages'] ?? 1)) break;
  }
  return ids;
}

async function deleteWebhooks(connection: ShopConnectionRef, outbound: OutboundGuard): Promise<void> {
  const api = wooApi(connection, outbound);
  for (const id of await ourWebhooks(connection, outbound)) await api.delete(`webhooks/${id}`, { force: true });
}

const orderPath = (shopOrderId: string) => {
  if (!/^\d{1,20}$/.test(shopOrderId)) throw new Error('A WooCommerce order id is a number.');
  return `orders/${shopOrderId}`;
};

const NoteListSchema = z.array(z.object({ note: z.string().default('') }));

export type WooCommerceAdapter = ShopPlatform & {
  isPing: typeof isWooPing;
  /** Store hosts allowed over plain http (configuration), for the connect flow. */
  httpHosts: readonly string[];
  /** The guard every call to a store goes through (platform/outbound.ts). */
  outbound: OutboundGuard;
};

/**
 * For the platforms' registry: each store has its own keys; configuration names the hosts reached
 * as they are (plain http, any address: a local test store) and the ports allowed besides 443 and 80.
 */
export function createWooCommerceAdapter(
  config: Pick<Config, 'woocommerceHttpHosts' | 'outbound'>,
): WooCommerceAdapter {
  const outbound = createOutboundGuard(config.outbound, config.woocommerceHttpHosts);
  const api = (connection: ShopConnectionRef) => wooApi(connection, outbound);
  return {
    platform: 'woocommerce',
    httpHosts: [...config.woocommerceHttpHosts, ...config.outbound.trustedHosts],
    outbound,
    verifyWebhook: verifyWooWebhook,
    deliveryId: (headers) => wooDeliveryId(headers),
    shopOf: wooShopOf,
    topicOf: wooTopicOf,
    isPing: isWooPing,
    parseWebhook: orderEvent,

    /** One webhook per topic, signed with the connection's secret; a reconnect replaces the old ones. */
    async registerWebhooks(connection, callbackUrl) {
      await deleteWebhooks(connection, outbound);
      for (const topic of WOO_TOPICS)
        await api(connection).post('webhooks', {
          name: webhookName(connection, topic),
          topic,
          delivery_url: callbackUrl,
          secret: connection.webhookSecret,
          status: 'active',
        });
    },

    deleteWebhooks: (connection) => deleteWebhooks(connection, outbound),

    /** Orders waiting to be shipped (processing, on-hold) created since `since`, oldest first; the cursor is the next page. */
    async listRecentOrders(connection, since, cursor) {
      const page = cursor && /^\d{1,6}$/.test(cursor) ? Number(cursor) : 1;
      const { data, headers } = await api(connection).get('orders', {
        after: since.toISOString().replace(/\.\d{3}Z$/, ''),
        dates_are_gmt: true,
        status: SHIPPABLE_STATUSES.join(','),
        orderby: 'date',
        order: 'asc',
        page,
        per_page: PAGE_SIZE,
      });
      const orders: ShopOrder[] = [];
      for (const raw of z.array(z.unknown()).parse(data)) {
        const parsed = WooOrderSchema.safeParse(raw);
        if (parsed.success && isShippable(parsed.data)) orders.push(toShopOrder(parsed.data));
      }
      const totalPages = Number(headers['x-wp-totalpages'] ?? 1);
      return { orders, nextCursor: page < totalPages ? String(page + 1) : null };
    },

    /**
     * WooCommerce has no "shipped" status: the order keeps its status, gets the tracking number and
     * link in its custom fields and a note to the customer (which WooCommerce emails). A retry after a
     * note already went out sends no second one.
     */
    async markFulfilled(connection, shopOrderId, tracking) {
      const store = api(connection);
      const path = orderPath(shopOrderId);
      const link = tracking.url ? `: ${tracking.url}` : '.';
      await store.put(path, {
        meta_data: [
          { key: 'sameday_tracking_number', value: tracking.number },
          ...(tracking.url ? [{ key: 'sameday_tracking_url', value: tracking.url }] : []),
        ],
      });
      const { data } = await store.get(`${path}/notes`);
      if (NoteListSchema.parse(data).some((note) => note.note.includes(tracking.number))) return;
      await store.post(`${path}/notes`, {
        note: `Your order is on its way with ${tracking.company}. Tracking number ${tracking.number}${link}`,
        customer_note: true,
      });
    },

    async markDelivered(connection, shopOrderId) {
      await api(connection).put(orderPath(shopOrderId), { status: 'completed' });
    },

    async addNote(connection, shopOrderId, note) {
      await api(connection).post(`${orderPath(shopOrderId)}/notes`, { note, customer_note: false });
    },
  };
}
