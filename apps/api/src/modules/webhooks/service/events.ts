import { type OrderStatus, WEBHOOK_TEST_EVENT, type WebhookEventType } from '@sameday/contract';
import { type BaseDb, type Db, type DbOrTx, withHub } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { enqueueJobs } from '../../../platform/jobs';
import type { FinanceIssued } from '../../finance';
import { type OrderCreated, type OrderMoved, plannedCourierOf } from '../../orders';
import * as q from '../queries';
import { DELIVERY_QUEUE, type DeliveryJob } from './deps';

type Targets = { id: string; events: string[] }[];
/** The enabled endpoints of each account, read once per transaction (a bulk import tells thousands of orders). */
const targetsByTransaction = new WeakMap<object, Map<string, Promise<Targets>>>();

function targetsOf(tx: DbOrTx, accountId: string): Promise<Targets> {
  let byAccount = targetsByTransaction.get(tx);
  if (!byAccount) {
    byAccount = new Map();
    targetsByTransaction.set(tx, byAccount);
  }
  let targets = byAccount.get(accountId);
  if (!targets) {
    // A promise, run once: the query itself is a builder that runs again each time it is awaited.
    targets = q.enabledEndpoints(tx, accountId).execute();
    byAccount.set(accountId, targets);
  }
  return targets;
}

/** The JSON body of a message: `{ type, timestamp, data }` (the Standard Webhooks payload shape). */
export const messageBody = (type: string, at: Date, data: Record<string, unknown>) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Records an event of the account, in the transaction of the change it tells: one message, one
 * delivery per enabled endpoint that takes this type, and each delivery's first attempt as a job.
 * Rolled back with the change, nothing is sent; committed, every delivery is made at least once.
 */
export async function recordEvent(
  tx: DbOrTx,
  accountId: string,
  type: WebhookEventType,
  data: () => Promise<Record<string, unknown> | null>,
): Promise<string | null> {
  const endpoints = (await targetsOf(tx, accountId)).filter((endpoint) => endpoint.events.includes(type));
  if (endpoints.length === 0) return null;
  const payload = await data();
  if (!payload) return null;
  const messageId = randomId('msg');
  await q.insertMessage(tx, { id: messageId, accountId, type, body: messageBody(type, new Date(), payload) });
  await queueDeliveries(
    tx,
    accountId,
    messageId,
    endpoints.map((endpoint) => endpoint.id),
    'scheduled',
  );
  return messageId;
}

async function queueDeliveries(
  tx: DbOrTx,
  accountId: string,
  messageId: string,
  endpointIds: string[],
  trigger: DeliveryJob['trigger'],
) {
  const deliveries = endpointIds.map((endpointId) => ({ id: randomId('whd'), accountId, endpointId, messageId }));
  await q.insertDeliveries(tx, deliveries);
  await enqueueJobs(
    tx,
    DELIVERY_QUEUE,
    deliveries.map((delivery) => ({
      payload: { deliveryId: delivery.id, trigger } satisfies DeliveryJob,
      key: `${delivery.id}:1`,
      maxAttempts: 3,
    })),
  );
  return deliveries;
}

/** "Send test event": a `webhook.test` message to this endpoint alone, tried once. */
export async function recordTestEvent(tx: DbOrTx, accountId: string, endpointId: string) {
  const messageId = randomId('msg');
  const body = messageBody(WEBHOOK_TEST_EVENT, new Date(), {
    endpointId,
    message: 'This is a test event. Answer with any 2xx status to confirm your endpoint receives webhooks.',
  });
  await q.insertMessage(tx, { id: messageId, accountId, type: WEBHOOK_TEST_EVENT, body });
  const [delivery] = await queueDeliveries(tx, accountId, messageId, [endpointId], 'manual');
  return { deliveryId: (delivery as { id: string }).id, messageId };
}

/**
 * An order as events tell it. Once the order is on a courier's mission, `courier` names the
 * courier's first name and vehicle, the stop that matters now (the pickup before collection, the
 * drop-off after) with its window and predicted arrival; null before planning and after the end.
 */
const orderData = async (db: Db, tx: DbOrTx, accountId: string, orderId: string, status?: OrderStatus) => {
  const order = await q.findOrderSummary(tx, accountId, orderId);
  if (!order) return null;
  const now = (status ?? order.status) as OrderStatus;
  return {
    order: {
      id: order.id,
      reference: order.reference,
      status: now,
      serviceKind: order.serviceKind,
      paymentMode: order.paymentMode,
      codAmountFils: order.codAmountFils,
      priceFils: order.priceFils,
      createdAt: order.createdAt.toISOString(),
      courier: await plannedCourierOf(withHub(tx as BaseDb, db.hub), order.id, now),
    },
  };
};

/** order.created, in the transaction that places the order (one at a time or in bulk). */
export async function onCreated(db: Db, tx: DbOrTx, event: OrderCreated): Promise<void> {
  await recordEvent(tx, event.accountId, 'order.created', () => orderData(db, tx, event.accountId, event.orderId));
}

/** order.status_changed on every move; order.delivered and order.failed besides, in the move's transaction. */
export async function onMoved(db: Db, tx: DbOrTx, event: OrderMoved): Promise<void> {
  const data = async () => {
    // The event tells this move, even when a later move in the same transaction changed the row again.
    const found = await orderData(db, tx, event.accountId, event.orderId, event.to as OrderStatus);
    return found && { order: { ...found.order, previousStatus: event.from } };
  };
  await recordEvent(tx, event.accountId, 'order.status_changed', data);
  if (event.to === 'delivery_complete') await recordEvent(tx, event.accountId, 'order.delivered', data);
  if (event.to === 'delivery_failed') await recordEvent(tx, event.accountId, 'order.failed', data);
}

/** invoice.issued and cod.statement_ready, in the issuing transaction. */
export async function onIssued(tx: DbOrTx, event: FinanceIssued): Promise<void> {
  const { kind, accountId, ...document } = event;
  if (kind === 'invoice') await recordEvent(tx, accountId, 'invoice.issued', async () => ({ invoice: document }));
  else await recordEvent(tx, accountId, 'cod.statement_ready', async () => ({ statement: document }));
}
