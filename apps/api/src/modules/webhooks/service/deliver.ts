import type { DbOrTx } from '../../../db/client';
import { catalogText } from '../../../platform/catalogs';
import { randomId } from '../../../platform/crypto';
import { type BatchJob, enqueueJobs } from '../../../platform/jobs';
import { mailIn, mailLanguage } from '../../../platform/mail-language';
import { processCounts } from '../../../platform/observations';
import * as q from '../queries';
import {
  DELIVERY_QUEUE,
  type DeliveryJob,
  MAX_SCHEDULED_ATTEMPTS,
  RETRY_DELAYS_MS,
  type WebhookDeps,
  webhookOutbound,
} from './deps';
import { type SendResult, sendSigned } from './send';

type Found = NonNullable<Awaited<ReturnType<typeof q.findDeliveriesToSend>>[number]>;
type Sent = { job: DeliveryJob; found: Found; result: SendResult };

/**
 * Attempts at many deliveries (the jobs of DELIVERY_QUEUE, taken in batches). Per attempt the
 * rules are those of one: a scheduled attempt is skipped once the delivery succeeded or its
 * endpoint is off; a failed one plans the next attempt, in the same transaction that logs it,
 * until three days have passed; then the delivery has failed, and an endpoint that has not
 * answered since that delivery's first attempt is turned off and its owner told. A manual attempt
 * ("send again", the test event) is made once whatever the state. A batch reads its deliveries in
 * one statement, sends them all at once, and logs every attempt in one transaction of a few
 * statements. Two attempts at the same delivery in one batch are made one after the other.
 */
export async function deliverMany(deps: WebhookDeps, jobs: readonly DeliveryJob[]): Promise<void> {
  let rest = [...jobs];
  while (rest.length > 0) {
    const seen = new Set<string>();
    const round: DeliveryJob[] = [];
    const later: DeliveryJob[] = [];
    for (const job of rest) {
      if (seen.has(job.deliveryId)) later.push(job);
      else {
        seen.add(job.deliveryId);
        round.push(job);
      }
    }
    await deliverRound(deps, round);
    rest = later;
  }
}

/** The batch handler of DELIVERY_QUEUE. */
export const deliverBatch = async (deps: WebhookDeps, batch: BatchJob[]) => {
  await deliverMany(
    deps,
    batch.map((job) => job.payload as DeliveryJob),
  );
  return undefined;
};

/** Deliveries of distinct ids: read, send, log. */
async function deliverRound(deps: WebhookDeps, jobs: readonly DeliveryJob[]): Promise<void> {
  const rows = await q.findDeliveriesToSend(
    deps.db,
    jobs.map((job) => job.deliveryId),
  );
  const byId = new Map(rows.map((row) => [row.delivery.id, row]));
  const toSkip: string[] = [];
  const toSend: { job: DeliveryJob; found: Found }[] = [];
  for (const job of jobs) {
    const found = byId.get(job.deliveryId);
    if (!found) continue;
    if (job.trigger === 'scheduled' && found.delivery.status !== 'pending') continue;
    if (found.endpoint.status !== 'enabled') {
      if (found.delivery.status === 'pending') toSkip.push(found.delivery.id);
      continue;
    }
    toSend.push({ job, found });
  }
  if (toSkip.length > 0) await q.skipDeliveries(deps.db, toSkip);
  if (toSend.length === 0) return;
  const secrets = new Map<string, string>();
  const secretOf = (endpoint: Found['endpoint']) => {
    let secret = secrets.get(endpoint.id);
    if (secret === undefined) {
      secret = deps.sealer.open(endpoint.secretSealed);
      secrets.set(endpoint.id, secret);
    }
    return secret;
  };
  const sent: Sent[] = await Promise.all(
    toSend.map(async ({ job, found }) => ({
      job,
      found,
      result: await sendSigned(
        {
          url: found.endpoint.url,
          secret: secretOf(found.endpoint),
          outbound: webhookOutbound(deps.config),
          timeoutMs: deps.config.webhooks.timeoutMs,
        },
        { id: found.message.id, body: found.message.body },
      ),
    })),
  );
  for (const { result } of sent) processCounts.webhookAttempts[result.succeeded ? 'succeeded' : 'failed'] += 1;
  const disabled = await deps.db.transaction((tx) => logAttempts(tx, sent));
  for (const endpoint of disabled) await tellOwner(deps, endpoint.accountId, endpoint.url);
}

/**
 * Logs the attempts of a round in one transaction: counts them on their deliveries (succeeded
 * ones end there), writes the attempts, marks the endpoints that answered or started failing, and
 * plans what follows each failure. Answers the endpoints this turned off.
 */
async function logAttempts(tx: DbOrTx, sent: readonly Sent[]): Promise<Found['endpoint'][]> {
  const counted = await q.countAttempts(
    tx,
    sent.map(({ job, found, result }) => ({
      id: found.delivery.id,
      scheduled: job.trigger === 'scheduled',
      succeeded: result.succeeded,
    })),
  );
  const countedById = new Map(counted.map((row) => [row.id, row]));
  const logged = sent.filter(({ found }) => countedById.has(found.delivery.id));
  if (logged.length === 0) return [];
  await q.insertAttempts(
    tx,
    logged.map(({ job, found, result }) => ({
      id: randomId('wha'),
      accountId: found.delivery.accountId,
      endpointId: found.endpoint.id,
      deliveryId: found.delivery.id,
      attempt: countedById.get(found.delivery.id)?.attempts ?? 1,
      trigger: job.trigger,
      responseStatus: result.status,
      responseBody: result.responseBody,
      durationMs: result.durationMs,
      error: result.error,
      errorText: result.errorText,
      succeeded: result.succeeded,
    })),
  );
  // An endpoint that accepted any attempt of the round answered; one that accepted none is failing.
  const answering = new Set(logged.filter(({ result }) => result.succeeded).map(({ found }) => found.endpoint.id));
  const failing = [...new Set(logged.map(({ found }) => found.endpoint.id))].filter((id) => !answering.has(id));
  const failingSince = await q.markEndpointsAnswered(tx, [...answering], failing);
  const disabled = new Map<string, Found['endpoint']>();
  const planned: DeliveryJob[] = [];
  const plannedAt: Date[] = [];
  for (const { job, found, result } of logged) {
    if (result.succeeded) continue;
    const delivery = countedById.get(found.delivery.id) as q.DeliveryRow;
    if (job.trigger !== 'scheduled') {
      // A manual attempt plans nothing; a delivery with no attempt planned has failed.
      if (delivery.status === 'pending' && !delivery.nextAttemptAt)
        await q.setDeliveryStatus(tx, delivery.id, 'failed', null);
      continue;
    }
    const next = nextAttemptAt(delivery);
    if (next) {
      await q.setDeliveryStatus(tx, delivery.id, 'pending', next);
      planned.push({ deliveryId: delivery.id, trigger: 'scheduled' });
      plannedAt.push(next);
    } else if (await endDelivery(tx, delivery, failingSince.get(found.endpoint.id) ?? null))
      disabled.set(found.endpoint.id, found.endpoint);
  }
  await enqueueJobs(
    tx,
    DELIVERY_QUEUE,
    planned.map((job, index) => {
      const made = countedById.get(job.deliveryId)?.scheduledAttempts ?? 0;
      return { payload: job, key: `${job.deliveryId}:${made + 1}`, runAt: plannedAt[index], maxAttempts: 3 };
    }),
  );
  return [...disabled.values()];
}

/** When the next automatic attempt is due, or null once the delivery has had them all. */
function nextAttemptAt(delivery: q.DeliveryRow): Date | null {
  const made = delivery.scheduledAttempts;
  if (made >= MAX_SCHEDULED_ATTEMPTS) return null;
  return new Date(Date.now() + (RETRY_DELAYS_MS[made - 1] ?? 0));
}

/** The delivery's end after its last attempt (and the endpoint's, when it never answered since): answers whether the endpoint was turned off. */
async function endDelivery(tx: DbOrTx, delivery: q.DeliveryRow, failingSince: Date | null): Promise<boolean> {
  await q.setDeliveryStatus(tx, delivery.id, 'failed', null);
  const first = await q.firstAttemptAt(tx, delivery.id);
  if (!failingSince || !first || failingSince.getTime() > first.getTime()) return false;
  const turnedOff = await q.disableFailingEndpoint(tx, delivery.endpointId);
  if (turnedOff) await q.skipPendingDeliveries(tx, delivery.endpointId);
  return turnedOff;
}

async function tellOwner(deps: WebhookDeps, accountId: string, url: string): Promise<void> {
  const link = `${deps.config.publicUrl}/settings/webhooks`;
  for (const owner of await q.owners(deps.db, accountId)) {
    const language = mailLanguage(owner.language);
    await deps.mailer.send(
      mailIn(language, owner.email, catalogText(language, 'mail.webhookTurnedOff.subject'), [
        catalogText(language, 'mail.webhookTurnedOff.why', { url }),
        '',
        catalogText(language, 'mail.webhookTurnedOff.what'),
        link,
      ]),
    );
  }
}
