import type { IntegrationPlatform } from '@sameday/contract';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { enqueueJob } from '../../../platform/jobs';
import type { Headers } from '../adapters/shop-platform';
import * as q from '../queries';
import { type IntegrationDeps, QUEUES, refOf } from './deps';

const badSignature = () => new AppError('unauthenticated', 'The webhook signature does not match.');

/**
 * One webhook delivery: its signature is checked over the raw bytes before anything is
 * read; a delivery the platform sent before is answered and dropped; a new one is stored
 * with its job in one transaction, and applied by the job runner.
 */
export async function receiveWebhook(
  deps: IntegrationDeps,
  platform: IntegrationPlatform,
  rawBody: Buffer,
  headers: Headers,
): Promise<{ accepted: boolean }> {
  const adapter = deps.adapters.adapterFor(platform);
  if (!adapter) throw badSignature();
  if (adapter.isPing?.(rawBody, headers)) return { accepted: false };
  // A platform that names the shop inside the body signs with the app's secret: checked before the body is read.
  if (adapter.signedByApp && !adapter.verifyWebhook(rawBody, headers, null)) throw badSignature();
  const shop = adapter.shopOf(headers, rawBody);
  const connection = shop ? await q.findHeldShop(deps.db, platform, shop) : undefined;
  const ref = connection ? refOf(deps.sealer, connection) : null;
  if (!adapter.verifyWebhook(rawBody, headers, ref ? { webhookSecret: ref.webhookSecret } : null)) throw badSignature();
  // Signed by the platform, but for a shop no longer connected here: nothing to do.
  if (!connection || !ref) return { accepted: false };
  const deliveryId = adapter.deliveryId(headers, rawBody);
  const topic = adapter.topicOf(headers, rawBody);
  if (!deliveryId || !topic) throw new AppError('invalid_argument', 'The webhook has no delivery id or topic.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('invalid_argument', 'The webhook body is not JSON.');
  }
  const credentials = adapter.credentialsOf?.(topic, body);
  if (credentials) {
    // Tokens are sealed onto the connection, never stored with the delivery.
    await q.updateConnection(deps.db, connection.id, {
      credentialsSealed: deps.sealer.seal(JSON.stringify(credentials)),
    });
    return { accepted: true };
  }
  return deps.db.transaction(async (tx) => {
    const id = await q.insertDelivery(tx, {
      id: randomId('dlv'),
      platform,
      deliveryId,
      connectionId: connection.id,
      accountId: connection.accountId,
      topic,
      body: body as object,
    });
    if (id) await enqueueJob(tx, QUEUES.delivery, { deliveryId: id }, { key: id });
    return { accepted: id !== null };
  });
}
