import type { DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { enqueueJob } from '../../../platform/jobs';
import * as q from '../queries';
import { DELIVERY_QUEUE, type DeliveryJob, MAX_SCHEDULED_ATTEMPTS, RETRY_DELAYS_MS, type WebhookDeps } from './deps';
import { sendSigned } from './send';

/**
 * One attempt at a delivery (the job of DELIVERY_QUEUE). A scheduled attempt is skipped once the
 * delivery succeeded or its endpoint is off; a failed one plans the next attempt, in the same
 * transaction that logs it, until three days have passed; then the delivery has failed, and an
 * endpoint that has not answered since that delivery's first attempt is turned off and its owner
 * told. A manual attempt ("send again", the test event) is made once whatever the state.
 */
export async function deliver(deps: WebhookDeps, job: DeliveryJob): Promise<void> {
  const found = await q.findDeliveryToSend(deps.db, job.deliveryId);
  if (!found) return;
  const { delivery, endpoint, message } = found;
  const scheduled = job.trigger === 'scheduled';
  if (scheduled && delivery.status !== 'pending') return;
  if (endpoint.status !== 'enabled') {
    if (delivery.status === 'pending') await q.setDeliveryStatus(deps.db, delivery.id, 'skipped', null);
    return;
  }
  const result = await sendSigned(
    {
      url: endpoint.url,
      secret: deps.sealer.open(endpoint.secretSealed),
      httpHosts: deps.config.webhooks.httpHosts,
      timeoutMs: deps.config.webhooks.timeoutMs,
    },
    { id: message.id, body: message.body },
  );
  const disabled = await deps.db.transaction(async (tx) => {
    const counted = await q.countAttempt(tx, delivery.id, { scheduled });
    if (!counted) return false;
    await q.insertAttempt(tx, {
      id: randomId('wha'),
      accountId: delivery.accountId,
      endpointId: endpoint.id,
      deliveryId: delivery.id,
      attempt: counted.attempts,
      trigger: job.trigger,
      responseStatus: result.status,
      responseBody: result.responseBody,
      durationMs: result.durationMs,
      error: result.error,
      succeeded: result.succeeded,
    });
    const [answered] = await q.markEndpointAnswered(tx, endpoint.id, result.succeeded);
    if (result.succeeded) {
      await q.setDeliveryStatus(tx, delivery.id, 'succeeded', null);
      return false;
    }
    if (!scheduled) {
      // A manual attempt plans nothing; a delivery with no attempt planned has failed.
      if (counted.status === 'pending' && !counted.nextAttemptAt)
        await q.setDeliveryStatus(tx, delivery.id, 'failed', null);
      return false;
    }
    return planNext(tx, counted, answered?.failingSince ?? null);
  });
  if (disabled) await tellOwner(deps, endpoint.accountId, endpoint.url);
}

/** After a failed scheduled attempt: the next one, or the delivery's end (and the endpoint's, when it never answered since). */
async function planNext(tx: DbOrTx, delivery: q.DeliveryRow, failingSince: Date | null): Promise<boolean> {
  const made = delivery.scheduledAttempts;
  if (made < MAX_SCHEDULED_ATTEMPTS) {
    const runAt = new Date(Date.now() + (RETRY_DELAYS_MS[made - 1] ?? 0));
    await q.setDeliveryStatus(tx, delivery.id, 'pending', runAt);
    const job: DeliveryJob = { deliveryId: delivery.id, trigger: 'scheduled' };
    await enqueueJob(tx, DELIVERY_QUEUE, job, { key: `${delivery.id}:${made + 1}`, runAt, maxAttempts: 3 });
    return false;
  }
  await q.setDeliveryStatus(tx, delivery.id, 'failed', null);
  const first = await q.firstAttemptAt(tx, delivery.id);
  if (!failingSince || !first || failingSince.getTime() > first.getTime()) return false;
  const turnedOff = await q.disableFailingEndpoint(tx, delivery.endpointId);
  if (turnedOff) await q.skipPendingDeliveries(tx, delivery.endpointId);
  return turnedOff;
}

async function tellOwner(deps: WebhookDeps, accountId: string, url: string): Promise<void> {
  const link = `${deps.config.publicUrl}/settings/webhooks`;
  for (const to of await q.ownerEmails(deps.db, accountId)) {
    await deps.mailer.send({
      to,
      subject: 'A webhook endpoint was turned off',
      text: [
        `Your webhook endpoint ${url} has not accepted any event for three days, so Sameday turned it off.`,
        '',
        'Events are no longer sent to it. Once it answers again, turn it back on and send the missed events again from its delivery log:',
        link,
      ].join('\n'),
    });
  }
}
