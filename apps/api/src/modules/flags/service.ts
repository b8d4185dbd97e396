import { type FeatureFlag, FULFILMENT_SETUP_FLAG } from '@sameday/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import * as q from './queries';

/** A stable bucket 0–99 per flag and identifier: a rollout grows without reshuffling users. */
export function rolloutBucket(flag: string, identifier: string): number {
  return Number.parseInt(sha256(`${flag}:${identifier}`).slice(0, 8), 16) % 100;
}

/** The server's own decision of a flag for the caller (no identifier check). */
export async function isFlagEnabled(db: Db, caller: Caller, feature: string): Promise<boolean> {
  const user = await q.findSalesforceId(db, caller.userId);
  if (!user) return false;
  try {
    return await decideFlag(db, caller, feature, user.salesforceId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}

/**
 * Decides a flag for the caller: a user override (by salesforceId) wins, then an
 * account override, then the flag's global switch, then the percentage rollout.
 */
export async function decideFlag(db: Db, caller: Caller, feature: string, identifier: string): Promise<boolean> {
  const user = await q.findSalesforceId(db, caller.userId);
  if (user?.salesforceId !== identifier) {
    throw new AppError('permission_denied', 'Flags are decided for your own identifier only.');
  }
  const flag = await q.findFlagRow(db, feature);
  if (!flag) throw new AppError('not_found', `Unknown feature flag: ${feature}`);
  // Fulfilment setup is the account's real state, which operations set (docs/decisions/031).
  if (feature === FULFILMENT_SETUP_FLAG) return q.hasFulfilmentCapability(db, caller.accountId);
  const overrides = await q.findOverridesOfFlag(db, feature);
  const userOverride = overrides.find((o) => o.subjectType === 'user' && o.subjectId === identifier);
  if (userOverride) return userOverride.enabled;
  const accountOverride = overrides.find((o) => o.subjectType === 'account' && o.subjectId === caller.accountId);
  if (accountOverride) return accountOverride.enabled;
  if (flag.enabled) return true;
  return rolloutBucket(feature, identifier) < flag.rolloutPercentage;
}

export async function listFlags(db: Db): Promise<FeatureFlag[]> {
  const flags = await q.findFlagRows(db);
  const overrides = await q.findAllOverrides(db);
  return flags.map((flag) => ({
    name: flag.name,
    description: flag.description,
    enabled: flag.enabled,
    rolloutPercentage: flag.rolloutPercentage,
    overrides: overrides
      .filter((o) => o.flag === flag.name)
      .map((o) => ({ subjectType: o.subjectType as 'user' | 'account', subjectId: o.subjectId, enabled: o.enabled })),
  }));
}

export async function upsertFlag(
  db: Db,
  name: string,
  input: { description?: string; enabled: boolean; rolloutPercentage: number },
): Promise<FeatureFlag> {
  await q.upsertFlag(db, name, input);
  return findFlag(db, name);
}

async function findFlag(db: Db, name: string): Promise<FeatureFlag> {
  const flag = (await listFlags(db)).find((f) => f.name === name);
  if (!flag) throw new AppError('not_found', `Unknown feature flag: ${name}`);
  return flag;
}

export async function setOverride(
  db: Db,
  name: string,
  input: { subjectType: 'user' | 'account'; subjectId: string; enabled: boolean },
): Promise<FeatureFlag> {
  await findFlag(db, name);
  await q.upsertOverride(db, name, input);
  return findFlag(db, name);
}

export async function removeOverride(db: Db, name: string, subjectType: string, subjectId: string) {
  await q.deleteOverride(db, name, subjectType, subjectId);
  return findFlag(db, name);
}
