import type { Db } from '../../../db/client';
import { DUBAI, type Schedule } from '../../../platform/jobs';
import * as q from '../queries';

const DAY_MS = 86_400_000;
/** Expired codes and links are kept a day (a support question about one is answered from it). */
export const EXPIRED_LINK_RETENTION_DAYS = 1;
/** A revoked session is kept 30 days; one unused for 60 (twice the idle limit that ends it) goes too. */
export const REVOKED_SESSION_RETENTION_DAYS = 30;
export const UNUSED_SESSION_RETENTION_DAYS = 60;

/** Deletes what no longer opens anything: expired reset codes and links, ended sessions. */
export async function deleteExpiredIdentityRows(db: Db, now: Date) {
  const links = await q.deleteExpiredLinks(db, new Date(now.getTime() - EXPIRED_LINK_RETENTION_DAYS * DAY_MS));
  const sessions = await q.deleteEndedSessions(
    db,
    new Date(now.getTime() - REVOKED_SESSION_RETENTION_DAYS * DAY_MS),
    new Date(now.getTime() - UNUSED_SESSION_RETENTION_DAYS * DAY_MS),
  );
  return { ...links, sessions };
}

/** Every night at 03:00 Dubai time (decision 064). */
export function identityCleanupSchedule(db: Db): Schedule {
  return {
    name: 'identity.cleanup',
    cron: '0 3 * * *',
    timeZone: DUBAI,
    run: async ({ now }) => void (await deleteExpiredIdentityRows(db, now)),
  };
}
