import type { ServerText } from '@sameday/contract';
import { tooManyRequests } from './errors';

/** A number of actions an account may take within a sliding window (config.rateLimits, RATE_LIMIT_MULTIPLIER applied). */
export type AccountQuota = { max: number; timeWindow: number };

/**
 * Refuses an account's next action once it took `quota.max` within the window. The count comes
 * from the account's own rows in the database (the invitations it sent, the test events it
 * queued), read in the transaction that writes the next one with the account row locked, so
 * every API process sees the same count and concurrent calls cannot slip past it.
 *
 * `maxthNewest` is when the max-th newest action within the window was taken (none: fewer
 * were). The next slot opens when it leaves the window: the refusal says when, in seconds
 * (`details.retryAfterSeconds`, the Retry-After header) and in the words `message` writes.
 */
export function checkAccountQuota(
  quota: AccountQuota,
  maxthNewest: Date | null,
  message: (retryAfterSeconds: number) => string | ServerText,
  now = Date.now(),
): void {
  if (!maxthNewest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((maxthNewest.getTime() + quota.timeWindow - now) / 1000));
  throw tooManyRequests(message(retryAfterSeconds), retryAfterSeconds, {
    limit: quota.max,
    windowSeconds: quota.timeWindow / 1000,
  });
}
