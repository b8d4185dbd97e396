import {
  englishOf,
  HISTORY_SENTENCES,
  INTEGRATION_PLATFORM_LABELS,
  type IntegrationPlatform,
  type IntegrationSettings,
  MESSAGES,
  type ServerText,
  SHOP_SYNC_SENTENCES,
  serverText,
  textOf,
} from '@sameday/contract';
import { type Actor, integrationActor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { listLocations } from '../../addresses';
import { type ActorRef, createOrdersInBulk, transitionOrder, updateOrder } from '../../orders';
import type { ShopOrder } from '../adapters/shop-platform';
import * as q from '../queries';
import { type IntegrationDeps, refOf, settingsOf } from './deps';
import { fixAndImportOf, skipReason, toOrderInput } from './map-order';

const S = SHOP_SYNC_SENTENCES;

type Log = Omit<
  Parameters<typeof q.insertSyncLog>[1],
  'id' | 'accountId' | 'connectionId' | 'reason' | 'reasonText'
> & {
  /** A sentence of ours by id, or the words of the shop or a person as they are. */
  reason?: string | ServerText | null;
};

/** Logs what became of a shop order event, and answers it. */
async function log(deps: IntegrationDeps, connection: q.ConnectionRow, entry: Log): Promise<string> {
  await q.insertSyncLog(deps.db, {
    id: randomId('syn'),
    accountId: connection.accountId,
    connectionId: connection.id,
    // In milliseconds, as the page cursor reads it back.
    createdAt: new Date(),
    ...entry,
    reason: englishOf(entry.reason ?? null),
    reasonText: textOf(entry.reason ?? null),
  });
  return entry.outcome;
}

/** Who places and changes a shop's orders: the integration, with the rights of the account's owner. */
async function integrationOf(
  deps: IntegrationDeps,
  connection: { platform: string; accountId: string },
): Promise<Actor> {
  const userId = await q.findOwnerUserId(deps.db, connection.accountId);
  if (userId === undefined) throw new Error('the account has no owner');
  return integrationActor(connection.platform, connection.accountId, userId);
}

const shopActor = (platform: string): ActorRef => ({
  type: 'merchant',
  id: `integration:${platform}`,
  name: INTEGRATION_PLATFORM_LABELS[platform as IntegrationPlatform] ?? platform,
});

async function defaultPickup(deps: IntegrationDeps, accountId: string, settings: IntegrationSettings) {
  if (settings.defaultPickupLocationId) return settings.defaultPickupLocationId;
  const pickups = (await listLocations(deps.db, accountId)).filter((location) => location.kind === 'pickup');
  return pickups[0]?.id ?? null;
}

/** A shop order created or changed in the shop: one order here, whatever the retries. Answers the logged outcome. */
export async function applyShopOrder(
  deps: IntegrationDeps,
  connection: q.ConnectionRow,
  order: ShopOrder,
): Promise<string> {
  const base = { shopOrderId: order.shopOrderId, orderNumber: order.orderNumber };
  const settings = settingsOf(connection);
  const existing = await q.findShopOrder(deps.db, connection.id, order.shopOrderId);
  const fix = fixAndImportOf(order, settings, await defaultPickup(deps, connection.accountId, settings));
  if (existing) return updateExisting(deps, connection, order, existing, fix);
  const skip = skipReason(order, settings);
  if (skip) return log(deps, connection, { ...base, outcome: 'skipped', reason: skip });
  const mapped = toOrderInput(fix, order);
  if (!mapped.ok)
    return log(deps, connection, { ...base, outcome: 'failed', reason: mapped.reason, fixAndImport: fix });
  const who = await integrationOf(deps, connection);
  try {
    const result = await createOrdersInBulk(deps.db, who, [{ input: mapped.input, sourceRowHash: null }], {
      end: async (tx, created) => {
        const orderId = created.createdIds[0];
        if (orderId)
          await q.insertShopOrder(tx, {
            connectionId: connection.id,
            shopOrderId: order.shopOrderId,
            accountId: connection.accountId,
            orderId,
          });
      },
    });
    const orderId = result.createdIds[0] ?? null;
    if (result.rejected[0]) {
      const reason = result.rejected[0].message;
      return log(deps, connection, {
        ...base,
        outcome: 'failed',
        reason: serverText(S.cannotBecomeOrder, { problem: reason }),
        fixAndImport: fix,
      });
    }
    if (!orderId) {
      return log(deps, connection, {
        ...base,
        outcome: 'skipped',
        reason: serverText(S.referenceExists, { reference: order.orderNumber }),
      });
    }
    await q.updateConnection(deps.db, connection.id, { lastOrderAt: new Date() });
    return log(deps, connection, { ...base, outcome: 'imported', orderId });
  } catch (error) {
    if (error instanceof AppError && error.message === MESSAGES.accountBlocked) {
      return log(deps, connection, {
        ...base,
        outcome: 'failed',
        reason: serverText(S.accountBlocked),
        fixAndImport: fix,
      });
    }
    throw error;
  }
}

async function updateExisting(
  deps: IntegrationDeps,
  connection: q.ConnectionRow,
  order: ShopOrder,
  existing: { orderId: string; status: string },
  fix: ReturnType<typeof fixAndImportOf>,
) {
  const base = { shopOrderId: order.shopOrderId, orderNumber: order.orderNumber, orderId: existing.orderId };
  if (!['pending', 'ready_for_collection'].includes(existing.status)) {
    return log(deps, connection, {
      ...base,
      outcome: 'not_applied',
      reason: serverText(S.changedAfterCollection),
    });
  }
  const mapped = toOrderInput(fix, order);
  if (!mapped.ok)
    return log(deps, connection, { ...base, outcome: 'failed', reason: mapped.reason, fixAndImport: fix });
  await updateOrder(deps.db, await integrationOf(deps, connection), existing.orderId, mapped.input);
  return log(deps, connection, { ...base, outcome: 'updated' });
}

/** A shop order cancelled (or deleted) in the shop: cancels the order here while it may be. */
export async function cancelShopOrder(
  deps: IntegrationDeps,
  connection: q.ConnectionRow,
  shopOrderId: string,
  orderNumber: string | null,
) {
  const base = { shopOrderId, orderNumber };
  const existing = await q.findShopOrder(deps.db, connection.id, shopOrderId);
  if (!existing)
    return log(deps, connection, {
      ...base,
      outcome: 'skipped',
      reason: serverText(S.cancelledBeforeImport),
    });
  if (existing.status === 'cancelled') return;
  if (!['pending', 'ready_for_collection'].includes(existing.status)) {
    return log(deps, connection, {
      ...base,
      orderId: existing.orderId,
      outcome: 'not_applied',
      reason: serverText(S.cancelledAfterCollection),
    });
  }
  await transitionOrder(
    deps.db,
    connection.accountId,
    existing.orderId,
    'cancelled',
    shopActor(connection.platform),
    serverText(HISTORY_SENTENCES.cancelledInShop),
  );
  return log(deps, connection, { ...base, orderId: existing.orderId, outcome: 'cancelled' });
}

/** The shop removed our app: the connection is disconnected and its credentials forgotten. */
export async function forgetConnection(deps: IntegrationDeps, connection: q.ConnectionRow) {
  await q.updateConnection(deps.db, connection.id, {
    status: 'disconnected',
    disconnectedAt: new Date(),
    credentialsSealed: null,
    webhookSecretSealed: null,
  });
}

/** The job of one stored webhook delivery. */
export async function applyDelivery(deps: IntegrationDeps, deliveryRowId: string) {
  const delivery = await q.findDelivery(deps.db, deliveryRowId);
  if (!delivery) return;
  const connection = await q.findConnectionById(deps.db, delivery.connectionId);
  if (!connection || connection.status === 'disconnected') return;
  const adapter = deps.adapters.adapterFor(connection.platform as IntegrationPlatform);
  if (!adapter || !refOf(deps.sealer, connection)) return;
  const event = adapter.parseWebhook(delivery.topic, delivery.body);
  switch (event.kind) {
    case 'order_upsert':
      return applyShopOrder(deps, connection, event.order);
    case 'order_cancelled':
      return cancelShopOrder(deps, connection, event.order.shopOrderId, event.order.orderNumber);
    case 'order_deleted':
      return cancelShopOrder(deps, connection, event.shopOrderId, null);
    case 'uninstalled':
      return forgetConnection(deps, connection);
    default:
      return;
  }
}
