import {
  englishOf,
  type IntegrationPlatform,
  SHOP_SYNC_SENTENCES as S,
  type ServerText,
  serverText,
} from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { enqueueJob } from '../../../platform/jobs';
import type { OrderMoved } from '../../orders';
import { ShopAuthError } from '../adapters/shop-platform';
import * as q from '../queries';
import { type IntegrationDeps, markNeedsReconnecting, QUEUES, refOf } from './deps';

/** The moves the shop hears of: collected (a fulfilment with tracking), delivered, returned (a note). */
const SENT_BACK = new Set(['collected', 'delivery_complete', 'return_to_origin']);

/** After an order's state change: a job sends the news back to its shop, if it came from one. */
export async function enqueueTracking(tx: DbOrTx, event: OrderMoved) {
  if (!SENT_BACK.has(event.to)) return;
  const origin = await q.findShopOrderOf(tx, event.accountId, event.orderId);
  if (origin?.connection.status !== 'connected') return;
  // In the move's transaction: the job exists exactly when the move does, whatever happens to the process.
  await enqueueJob(tx, QUEUES.tracking, event, { key: `${event.orderId}:${event.to}` });
}

/** The job: a fulfilment with the tracking number when collected, delivered, or a note on a return. */
export async function sendTracking(deps: IntegrationDeps, event: OrderMoved) {
  const origin = await q.findShopOrderOf(deps.db, event.accountId, event.orderId);
  if (!origin) return;
  const { connection, shopOrderId } = origin;
  const ref = refOf(deps.sealer, connection, deps.db);
  const adapter = deps.adapters.adapterFor(connection.platform as IntegrationPlatform);
  if (!ref || !adapter || connection.status !== 'connected') return;
  const log = (outcome: string, reason: ServerText) =>
    q.insertSyncLog(deps.db, {
      id: randomId('syn'),
      accountId: connection.accountId,
      connectionId: connection.id,
      shopOrderId,
      orderId: event.orderId,
      outcome,
      reason: englishOf(reason),
      reasonText: reason,
      createdAt: new Date(),
    });
  try {
    if (event.to === 'collected') {
      // The order id is the tracking number; the link opens the recipient's tracking page.
      const url = (await deps.trackingUrlOf?.({ id: event.orderId, accountId: event.accountId })) ?? '';
      await adapter.markFulfilled(ref, shopOrderId, { number: event.orderId, url, company: 'Sameday' });
      await log('tracking_sent', serverText(S.trackingCollected, { order: event.orderId }));
    } else if (event.to === 'delivery_complete') {
      await adapter.markDelivered(ref, shopOrderId);
      await log('tracking_sent', serverText(S.trackingDelivered));
    } else {
      await adapter.addNote(ref, shopOrderId, `Sameday: order ${event.orderId} is being returned to the sender.`);
      await log('tracking_sent', serverText(S.trackingReturning));
    }
  } catch (error) {
    if (error instanceof ShopAuthError) {
      await markNeedsReconnecting(deps, connection.id);
      await log('tracking_failed', serverText(S.trackingRefused));
      return;
    }
    await log(
      'tracking_failed',
      serverText(S.trackingRetrying, { problem: error instanceof Error ? error.message : 'error' }),
    );
    throw error;
  }
}
