import { type CourierPushMessage, CourierPushMessageSchema, pushSubscriptionOf } from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import type { DomainEvents } from '../../../platform/domain-hub';
import { enqueueJob } from '../../../platform/jobs';
import type { PushSender } from '../adapters/push';
import * as q from '../queries';

/** The durable job that sends one push to a courier's app (docs/decisions/061). */
export const PUSH_QUEUE = 'fleet.push';

/** The changes a courier is told of with the app closed: a stop added to their mission, or moved on it. */
const PUSHED = new Set<string>(['planned', 'order_assigned', 'stops_reordered']);
const OPEN = new Set<string>(['planned', 'in_progress']);

type PushJob = CourierPushMessage & { courierId: string };

/**
 * Reacts to `mission.changed` inside the change's transaction: the push is a job written with the
 * change (sent after it commits, never when it rolls back, retried when the push service fails).
 * One job per mission version.
 */
export async function askForMissionPush(tx: DbOrTx, event: DomainEvents['mission.changed']): Promise<void> {
  if (!PUSHED.has(event.change) || !OPEN.has(event.state)) return;
  const job: PushJob = {
    type: 'mission.changed',
    courierId: event.courierId,
    missionId: event.missionId,
    version: event.version,
    change: event.change as CourierPushMessage['change'],
  };
  await enqueueJob(tx, PUSH_QUEUE, job, { key: `${event.missionId}:${event.version}`, maxAttempts: 5 });
}

export type PushDeps = { db: Db; push: PushSender; log: FastifyBaseLogger };

/**
 * The push job: sends the message to the courier's subscription (gcmToken), if they have one.
 * A subscription the push service says is gone (404, 410) is removed, unless the app registered
 * another meanwhile.
 */
export async function sendMissionPush({ db, push, log }: PushDeps, payload: unknown): Promise<void> {
  const { courierId, ...message } = payload as PushJob;
  const courier = await q.findCourier(db, courierId);
  const subscription = pushSubscriptionOf(courier?.gcmToken ?? null);
  if (!courier || !subscription) return;
  const outcome = await push.send(subscription, JSON.stringify(CourierPushMessageSchema.parse(message)));
  if (outcome === 'gone') {
    await q.clearPushSubscription(db, courier.id, courier.gcmToken as string);
    log.info({ courierId }, 'push subscription gone: removed');
  }
}
