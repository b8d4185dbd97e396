import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { JobRunner } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mailer';
import { createOutboundGuard, type OutboundGuard } from '../../../platform/outbound';
import type { Sealer } from '../../../platform/sealing';

/** What outgoing webhooks need: the database, the jobs, the sealer of secrets, the mailer, their configuration. */
export type WebhookDeps = {
  db: Db;
  jobs: JobRunner;
  sealer: Sealer;
  mailer: Mailer;
  config: Pick<Config, 'webhooks' | 'publicUrl' | 'outbound' | 'rateLimits'>;
};

const guards = new WeakMap<WebhookDeps['config'], OutboundGuard>();

/**
 * The outbound guard every request to an endpoint goes through (platform/outbound.ts): one per
 * configuration, so its connections are pooled. WEBHOOK_HTTP_HOSTS adds trusted hosts.
 */
export function webhookOutbound(config: WebhookDeps['config']): OutboundGuard {
  let guard = guards.get(config);
  if (!guard) {
    guard = createOutboundGuard(config.outbound, config.webhooks.httpHosts);
    guards.set(config, guard);
  }
  return guard;
}

/** The job queue of deliveries: one job per attempt. */
export const DELIVERY_QUEUE = 'webhooks.deliver';

/** Attempts taken and logged together by one worker of the job runner. */
export const DELIVERY_BATCH = 50;

export type DeliveryJob = { deliveryId: string; trigger: 'scheduled' | 'manual' };

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** How long a delivery is retried: three days after its first attempt. */
export const RETRY_WINDOW_MS = 72 * HOUR;

/**
 * The wait after each failed automatic attempt: 5 s × 4^(n − 1), at most 12 h, as long as the
 * next attempt falls within three days of the first — 5 s, 20 s, 80 s, 5 min, 21 min, 85 min,
 * 5.7 h, then 12 h: 13 attempts over about 68 hours.
 */
export const RETRY_DELAYS_MS: readonly number[] = (() => {
  const delays: number[] = [];
  let total = 0;
  for (let attempt = 1; ; attempt += 1) {
    const delay = Math.min(5 * SECOND * 4 ** (attempt - 1), 12 * HOUR);
    if (total + delay > RETRY_WINDOW_MS) return delays;
    delays.push(delay);
    total += delay;
  }
})();
/** Automatic attempts of one delivery, the first included. */
export const MAX_SCHEDULED_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
