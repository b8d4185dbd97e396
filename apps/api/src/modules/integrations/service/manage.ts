import {
  type IntegrationConnection,
  type IntegrationPlatform,
  type IntegrationSettings,
  SHOP_CONNECTION_MESSAGES,
  SHOP_CONNECTION_SENTENCES,
  SHOP_SYNC_SENTENCES,
  type SyncLogEntry,
  type SyncLogPage,
  type SyncLogQuery,
  SyncLogQuerySchema,
  serverText,
} from '@sameday/contract';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import { findLocation } from '../../addresses';
import * as q from '../queries';
import { type IntegrationDeps, refOf, settingsOf } from './deps';
import { toConnection } from './list-connections';

/** The sync log's keyset cursor: the last entry's instant (milliseconds, as the log stores them) and id. */
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at);
  if (!id || Number.isNaN(createdAt.getTime())) throw invalidArgument([{ field: 'cursor', message: 'Invalid cursor' }]);
  return { createdAt, id };
}

const notFound = () => new AppError('not_found', SHOP_CONNECTION_MESSAGES.notFound);

async function ownConnection(deps: IntegrationDeps, accountId: string, id: string) {
  const row = await q.findConnection(deps.db, accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function getSettings(deps: IntegrationDeps, accountId: string, id: string): Promise<IntegrationSettings> {
  return settingsOf(await ownConnection(deps, accountId, id));
}

export async function putSettings(
  deps: IntegrationDeps,
  accountId: string,
  id: string,
  settings: IntegrationSettings,
): Promise<IntegrationSettings> {
  await ownConnection(deps, accountId, id);
  if (settings.defaultPickupLocationId) {
    const pickup = await findLocation(deps.db, accountId, settings.defaultPickupLocationId);
    if (!pickup)
      throw new AppError('invalid_argument', SHOP_CONNECTION_MESSAGES.choosePickup, {
        details: { field: 'defaultPickupLocationId' },
      });
  }
  const updated = await q.updateConnection(deps.db, id, { settings: { ...settings } });
  if (!updated) throw notFound();
  return settingsOf(updated);
}

function toSyncEntry(row: q.SyncLogRow): SyncLogEntry {
  return {
    id: row.id,
    connectionId: row.connectionId,
    shopOrderId: row.shopOrderId,
    orderNumber: row.orderNumber,
    outcome: row.outcome as SyncLogEntry['outcome'],
    reason: row.reason,
    reasonText: row.reasonText ?? null,
    orderId: row.orderId,
    fixAndImport: (row.fixAndImport as SyncLogEntry['fixAndImport']) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const entryNotFound = () => new AppError('not_found', SHOP_CONNECTION_MESSAGES.entryNotFound);
const alreadyAnOrder = (orderId: string) =>
  new AppError('already_exists', serverText(SHOP_CONNECTION_SENTENCES.alreadyAnOrder, { order: orderId }), {
    details: { orderId },
  });

/**
 * "Fix and import", its second half: the merchant placed `orderId` from the failed entry's
 * pre-filled form. The shop order is linked to it (later changes in the shop update it, tracking
 * flows back), the entry shows the order, and an "imported" entry records it. Saying it twice
 * for the same order answers the same; a shop order or an order already linked is refused.
 */
export async function markEntryFixed(
  deps: IntegrationDeps,
  accountId: string,
  connectionId: string,
  entryId: string,
  orderId: string,
): Promise<SyncLogEntry> {
  const connection = await ownConnection(deps, accountId, connectionId);
  const entry = await q.findSyncEntry(deps.db, accountId, connection.id, entryId);
  const shopOrderId = entry?.outcome === 'failed' ? entry.shopOrderId : null;
  if (!entry || !shopOrderId) throw entryNotFound();
  if (entry.orderId === orderId) return toSyncEntry(entry);
  const order = await q.findAccountOrder(deps.db, accountId, orderId);
  if (!order) throw invalidArgument([{ field: 'orderId', message: SHOP_CONNECTION_MESSAGES.orderNotFound }]);
  if (order.shopOrderId) throw new AppError('already_exists', SHOP_CONNECTION_MESSAGES.orderAlreadyLinked);
  const updated = await deps.db.transaction(async (tx) => {
    const linked = await q.findShopOrder(tx, connection.id, shopOrderId);
    if (linked) throw alreadyAnOrder(linked.orderId);
    await q.insertShopOrder(tx, { connectionId: connection.id, shopOrderId, accountId, orderId });
    await q.insertSyncLog(tx, {
      id: randomId('syn'),
      accountId,
      connectionId: connection.id,
      shopOrderId,
      orderNumber: entry.orderNumber,
      orderId,
      outcome: 'imported',
      reason: SHOP_SYNC_SENTENCES.fixedByHand,
      createdAt: new Date(),
    });
    return q.setSyncEntryOrder(tx, entry.id, orderId);
  });
  if (!updated) throw entryNotFound();
  return toSyncEntry(updated);
}

export async function getSyncLog(
  deps: IntegrationDeps,
  accountId: string,
  id: string,
  query: SyncLogQuery,
): Promise<SyncLogPage> {
  await ownConnection(deps, accountId, id);
  const { outcome, limit, cursor } = SyncLogQuerySchema.parse(query);
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await q.findSyncLog(deps.db, accountId, id, { outcome, limit: limit + 1, after });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(toSyncEntry),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** Disconnect: the shop's webhooks are removed, the credentials forgotten, the imported orders kept. */
export async function disconnect(deps: IntegrationDeps, accountId: string, id: string): Promise<IntegrationConnection> {
  const row = await ownConnection(deps, accountId, id);
  const ref = refOf(deps.sealer, row);
  const adapter = deps.adapters.adapterFor(row.platform as IntegrationPlatform);
  if (ref && adapter) {
    // The shop may already have removed us: its answer does not keep the credentials here.
    await adapter.deleteWebhooks(ref).catch(() => undefined);
  }
  const updated = await q.updateConnection(deps.db, id, {
    status: 'disconnected',
    disconnectedAt: new Date(),
    credentialsSealed: null,
    webhookSecretSealed: null,
  });
  if (!updated) throw notFound();
  return toConnection(updated, new Map());
}
