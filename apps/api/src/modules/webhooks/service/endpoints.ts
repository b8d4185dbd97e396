import { randomBytes } from 'node:crypto';
import {
  serverText,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SENTENCES,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptList,
  type WebhookAttemptListQuery,
  WebhookAttemptListQuerySchema,
  type WebhookEndpoint,
  type WebhookEndpointInputSchema,
  type WebhookEndpointPatchSchema,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type WebhookQueued,
} from '@sameday/contract';
import type { z } from 'zod';
import { checkAccountQuota } from '../../../platform/account-quota';
import { randomId } from '../../../platform/crypto';
import { decodeCursor, encodeCursor } from '../../../platform/cursor';
import { AppError, invalidArgument } from '../../../platform/errors';
import { enqueueJob } from '../../../platform/jobs';
import * as q from '../queries';
import { checkAddress } from './address';
import { DELIVERY_QUEUE, type DeliveryJob, type WebhookDeps, webhookOutbound } from './deps';
import { recordTestEvent } from './events';

const notFound = () => new AppError('not_found', WEBHOOK_MESSAGES.endpointNotFound);

/** A new signing secret: `whsec_` and 32 random bytes in base64 (what the standardwebhooks libraries read). */
export const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

function toEndpoint(row: q.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    status: row.status as WebhookEndpoint['status'],
    disabledReason: (row.disabledReason as WebhookEndpoint['disabledReason']) ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertAddress(deps: WebhookDeps, url: string): Promise<string> {
  const check = await checkAddress(url, webhookOutbound(deps.config));
  if (!check.ok) throw invalidArgument([{ field: 'url', message: check.message }]);
  return check.url.toString();
}

async function ownEndpoint(deps: WebhookDeps, accountId: string, id: string): Promise<q.EndpointRow> {
  const row = await q.findEndpoint(deps.db, accountId, id);
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(deps: WebhookDeps, accountId: string) {
  return { items: (await q.listEndpoints(deps.db, accountId)).map(toEndpoint) };
}

export async function getEndpoint(deps: WebhookDeps, accountId: string, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await ownEndpoint(deps, accountId, id));
}

export async function createEndpoint(
  deps: WebhookDeps,
  accountId: string,
  input: z.output<typeof WebhookEndpointInputSchema>,
): Promise<WebhookEndpointWithSecret> {
  const url = await assertAddress(deps, input.url);
  if ((await q.listEndpoints(deps.db, accountId)).length >= WEBHOOK_MAX_ENDPOINTS)
    throw new AppError('failed_precondition', WEBHOOK_MESSAGES.tooManyEndpoints);
  const secret = newSecret();
  const [row] = await q.insertEndpoint(deps.db, {
    id: randomId('whe'),
    accountId,
    url,
    description: input.description,
    events: input.events,
    secretSealed: deps.sealer.seal(secret),
  });
  if (!row) throw new Error('The endpoint was not stored');
  return { endpoint: toEndpoint(row), secret };
}

export async function updateEndpoint(
  deps: WebhookDeps,
  accountId: string,
  id: string,
  patch: z.output<typeof WebhookEndpointPatchSchema>,
): Promise<WebhookEndpoint> {
  const current = await ownEndpoint(deps, accountId, id);
  const url = patch.url === undefined ? undefined : await assertAddress(deps, patch.url);
  const statusChange =
    patch.status === undefined || patch.status === current.status
      ? {}
      : patch.status === 'enabled'
        ? { status: 'enabled', disabledReason: null, failingSince: null }
        : { status: 'disabled', disabledReason: 'manual' };
  const row = await q.updateEndpoint(deps.db, accountId, id, {
    ...(url === undefined ? {} : { url }),
    ...(patch.description === undefined ? {} : { description: patch.description }),
    ...(patch.events === undefined ? {} : { events: patch.events }),
    ...statusChange,
  });
  if (!row) throw notFound();
  return toEndpoint(row);
}

export async function deleteEndpoint(deps: WebhookDeps, accountId: string, id: string): Promise<void> {
  if (!(await q.deleteEndpoint(deps.db, accountId, id))) throw notFound();
}

/** A new secret: the old one stops signing at once. Answered this once, like at creation. */
export async function rotateSecret(
  deps: WebhookDeps,
  accountId: string,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  await ownEndpoint(deps, accountId, id);
  const secret = newSecret();
  const row = await q.updateEndpoint(deps.db, accountId, id, { secretSealed: deps.sealer.seal(secret) });
  if (!row) throw notFound();
  return { endpoint: toEndpoint(row), secret };
}

const mustBeOn = (row: q.EndpointRow) => {
  if (row.status !== 'enabled') throw new AppError('failed_precondition', WEBHOOK_MESSAGES.endpointOff);
};

/**
 * "Send test event": each one is a request to an address the merchant chose, so an account sends
 * so many an hour (`rateLimits.webhookTestEvents`), counted from its queued test messages.
 */
export async function sendTestEvent(deps: WebhookDeps, accountId: string, id: string): Promise<WebhookQueued> {
  mustBeOn(await ownEndpoint(deps, accountId, id));
  const quota = deps.config.rateLimits.webhookTestEvents;
  return deps.db.transaction(async (tx) => {
    await q.lockAccount(tx, accountId);
    checkAccountQuota(
      quota,
      await q.nthNewestMessageSince(tx, accountId, WEBHOOK_TEST_EVENT, quota.max, quota.timeWindow),
      (seconds) =>
        serverText(WEBHOOK_SENTENCES.tooManyTestEvents, { max: quota.max, minutes: Math.ceil(seconds / 60) }),
    );
    return recordTestEvent(tx, accountId, id);
  });
}

/** "Send again": one more attempt of that delivery, with the same webhook-id, made by the jobs at once. */
export async function resendDelivery(
  deps: WebhookDeps,
  accountId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookQueued> {
  mustBeOn(await ownEndpoint(deps, accountId, endpointId));
  const delivery = await q.findDelivery(deps.db, accountId, endpointId, deliveryId);
  if (!delivery) throw new AppError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
  const job: DeliveryJob = { deliveryId, trigger: 'manual' };
  await enqueueJob(deps.db, DELIVERY_QUEUE, job, { key: `${deliveryId}:manual:${randomId('r')}`, maxAttempts: 3 });
  return { deliveryId, messageId: delivery.messageId };
}

export async function listAttempts(
  deps: WebhookDeps,
  accountId: string,
  endpointId: string,
  query: WebhookAttemptListQuery,
): Promise<WebhookAttemptList> {
  await ownEndpoint(deps, accountId, endpointId);
  const { limit, cursor } = WebhookAttemptListQuerySchema.parse(query);
  const rows = await q.listAttempts(
    deps.db,
    accountId,
    endpointId,
    limit + 1,
    cursor ? decodeCursor(cursor) : undefined,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ attempt, delivery, message }) => ({
      id: attempt.id,
      deliveryId: attempt.deliveryId,
      messageId: delivery.messageId,
      eventType: message.type,
      attempt: attempt.attempt,
      trigger: attempt.trigger as 'scheduled' | 'manual',
      succeeded: attempt.succeeded,
      responseStatus: attempt.responseStatus,
      durationMs: attempt.durationMs,
      error: attempt.error,
      errorText: attempt.errorText ?? null,
      requestBody: message.body,
      deliveryStatus: delivery.status as WebhookAttemptList['items'][number]['deliveryStatus'],
      nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
      createdAt: attempt.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ cursorAt: last.cursorAt, id: last.attempt.id }) : null,
  };
}
