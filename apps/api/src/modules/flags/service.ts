import {
  type FeatureFlag,
  FLAG_MESSAGES,
  FLAG_SENTENCES,
  FULFILMENT_SETUP_FLAG,
  isReservedFlag,
  serverText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { recordStaffAction } from '../audit';
import * as q from './queries';

/** A stable bucket 0–99 per flag and identifier: a rollout grows without reshuffling users. */
export function rolloutBucket(flag: string, identifier: string): number {
  return Number.parseInt(sha256(`${flag}:${identifier}`).slice(0, 8), 16) % 100;
}

/** The server's own decision of a flag for the actor (no identifier check). */
export async function isFlagEnabled(db: Db, who: Actor, feature: string): Promise<boolean> {
  const user = await q.findSalesforceId(db, who.userId);
  if (!user) return false;
  try {
    return await decideFlag(db, who, feature, user.salesforceId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}

/**
 * Decides a flag for the actor: a user override (by salesforceId) wins, then an
 * account override, then the flag's global switch, then the percentage rollout.
 */
export async function decideFlag(db: Db, who: Actor, feature: string, identifier: string): Promise<boolean> {
  const user = await q.findSalesforceId(db, who.userId);
  if (user?.salesforceId !== identifier) {
    throw new AppError('permission_denied', FLAG_MESSAGES.ownIdentifierOnly);
  }
  const flag = await q.findFlagRow(db, feature);
  if (!flag) throw new AppError('not_found', serverText(FLAG_SENTENCES.unknownFlag, { feature }));
  // A reserved flag is off for everyone, whatever was set before it was reserved (decision 068).
  if (isReservedFlag(feature)) return false;
  // Fulfilment setup is the account's real state, which operations set (docs/decisions/031).
  if (feature === FULFILMENT_SETUP_FLAG) return q.hasFulfilmentCapability(db, who.accountId);
  const overrides = await q.findOverridesOfFlag(db, feature);
  const userOverride = overrides.find((o) => o.subjectType === 'user' && o.subjectId === identifier);
  if (userOverride) return userOverride.enabled;
  const accountOverride = overrides.find((o) => o.subjectType === 'account' && o.subjectId === who.accountId);
  if (accountOverride) return accountOverride.enabled;
  if (flag.enabled) return true;
  return rolloutBucket(feature, identifier) < flag.rolloutPercentage;
}

export async function listFlags(db: DbOrTx): Promise<FeatureFlag[]> {
  const flags = await q.findFlagRows(db);
  const overrides = await q.findAllOverrides(db);
  return flags.map((flag) => ({
    name: flag.name,
    description: flag.description,
    enabled: flag.enabled,
    rolloutPercentage: flag.rolloutPercentage,
    isReserved: isReservedFlag(flag.name),
    overrides: overrides
      .filter((o) => o.flag === flag.name)
      .map((o) => ({ subjectType: o.subjectType as 'user' | 'account', subjectId: o.subjectId, enabled: o.enabled })),
  }));
}

/** Who changed a flag: the staff user, written to the audit log with the change. */
type FlagActor = { userId: number };

/** A reserved flag has nothing behind it: switching it or forcing it on would promise a change that never comes. */
function refuseReserved(name: string): void {
  if (isReservedFlag(name)) {
    throw new AppError('failed_precondition', serverText(FLAG_SENTENCES.reservedFlag, { feature: name }), {
      details: { reason: 'reserved_flag' },
    });
  }
}

export async function upsertFlag(
  db: Db,
  actor: FlagActor,
  name: string,
  input: { description?: string; enabled: boolean; rolloutPercentage: number },
): Promise<FeatureFlag> {
  refuseReserved(name);
  return db.transaction(async (tx) => {
    const before = (await listFlags(tx)).find((f) => f.name === name) ?? null;
    await q.upsertFlag(tx, name, input);
    const after = await findFlag(tx, name);
    await recordFlagChange(tx, actor, 'flag.changed', name, before, after);
    return after;
  });
}

async function findFlag(db: DbOrTx, name: string): Promise<FeatureFlag> {
  const flag = (await listFlags(db)).find((f) => f.name === name);
  if (!flag) throw new AppError('not_found', serverText(FLAG_SENTENCES.unknownFlag, { feature: name }));
  return flag;
}

function recordFlagChange(
  tx: DbOrTx,
  actor: FlagActor,
  action: 'flag.changed' | 'flag.override_changed',
  name: string,
  before: FeatureFlag | null,
  after: FeatureFlag,
) {
  return recordStaffAction(tx, {
    actorUserId: actor.userId,
    action,
    targetType: 'flag',
    targetId: name,
    before,
    after,
  });
}

export async function setOverride(
  db: Db,
  actor: FlagActor,
  name: string,
  input: { subjectType: 'user' | 'account'; subjectId: string; enabled: boolean },
): Promise<FeatureFlag> {
  refuseReserved(name);
  return db.transaction(async (tx) => {
    const before = await findFlag(tx, name);
    await q.upsertOverride(tx, name, input);
    const after = await findFlag(tx, name);
    await recordFlagChange(tx, actor, 'flag.override_changed', name, before, after);
    return after;
  });
}

export async function removeOverride(db: Db, actor: FlagActor, name: string, subjectType: string, subjectId: string) {
  return db.transaction(async (tx) => {
    const before = await findFlag(tx, name);
    await q.deleteOverride(tx, name, subjectType, subjectId);
    const after = await findFlag(tx, name);
    await recordFlagChange(tx, actor, 'flag.override_changed', name, before, after);
    return after;
  });
}
