import type {
  AdminRuleSetInputSchema,
  AdminRuleSetPatchSchema,
  AdminRuleSetsAnswer,
  AdminRuleSetsQuerySchema,
  PartnerRuleSetInputSchema,
  PartnerRuleSetPatchSchema,
  RuleSetAnswer,
  RuleSetKind,
  RuleSetsAnswer,
} from '@sameday/contract';
import { DISPATCHER_LIMITS, DISPATCHER_MESSAGES } from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { accountExists } from '../../identity';
import * as q from '../queries';
import {
  type ActionLike,
  ALL_CONNECTED,
  assertCarrierConnected,
  type IsConnected,
  withCarrierWarnings,
} from './connection';
import {
  assertMay,
  auditedFields,
  auditRuleSetChange,
  commitVersion,
  mayWrite,
  notFound,
  rulesOfSet,
  snapshotOf,
  toRuleSet,
  type Who,
} from './shared';

export async function ruleSetAnswer(db: DbOrTx, who: Who, row: q.RuleSetRow): Promise<RuleSetAnswer> {
  const rules = await rulesOfSet(db, row.id);
  return { ruleSet: { ...toRuleSet(row, rules.length, mayWrite(who, row)), rules } };
}

/** One rule set as read, naming the rules and default that send orders to a carrier not connected now. */
export async function getRuleSet(
  db: Db,
  who: Who,
  id: string,
  isConnected: IsConnected = ALL_CONNECTED,
): Promise<RuleSetAnswer> {
  const row = await q.findRuleSet(db, id);
  if (!row) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
  assertMay(who, row, 'read');
  return withCarrierWarnings(await ruleSetAnswer(db, who, row), isConnected);
}

/** Creates a rule set at version 1; active, it takes the place of the merchant's active one of its kind. */
async function createRuleSet(
  db: Db,
  who: Who,
  merchantId: string,
  kind: RuleSetKind,
  input: { name: string; defaultAction: unknown; active: boolean },
  isConnected: IsConnected,
): Promise<RuleSetAnswer> {
  // A new rule set's default sends orders only to a carrier connected now.
  assertCarrierConnected(input.defaultAction as ActionLike, isConnected, 'defaultAction.carrier');
  const existing = await q.ruleSetsOfAccount(db, merchantId);
  if (existing.filter((set) => set.kind === kind).length >= DISPATCHER_LIMITS.ruleSetsPerAccount) {
    throw new AppError('resource_exhausted', DISPATCHER_MESSAGES.tooManyRuleSets);
  }
  const row = await db.transaction(async (tx) => {
    if (input.active) await retireActive(tx, merchantId, kind, '', who.by);
    const created = await q.insertRuleSet(tx, {
      id: randomId('rs'),
      accountId: merchantId,
      kind,
      name: input.name,
      active: input.active,
      version: 1,
      defaultAction: input.defaultAction as Record<string, unknown>,
      createdBy: who.by,
    });
    await q.insertVersion(tx, {
      ruleSetId: created.id,
      version: 1,
      snapshot: snapshotOf(created, []) as unknown as Record<string, unknown>,
      createdBy: who.by,
    });
    await auditRuleSetChange(tx, who, created, 'rule_set.created', { after: auditedFields(created) });
    return created;
  });
  return ruleSetAnswer(db, who, row);
}

/** A rule set is changed through the paths of its kind: the merchant's own, or operations'. */
function assertKind(who: Who, set: q.RuleSetRow, kind: RuleSetKind) {
  if (set.kind === kind) return;
  if (set.kind === 'operations' && set.accountId === who.actor.accountId) {
    throw new AppError('permission_denied', DISPATCHER_MESSAGES.operationsOnly);
  }
  throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
}

/** The merchant's active rule set of that kind (but `exceptId`) becomes a draft, in a new version. */
async function retireActive(tx: DbOrTx, accountId: string, kind: string, exceptId: string, by: string) {
  for (const other of await q.activeOthers(tx, accountId, kind, exceptId)) {
    await commitVersion(tx, other, by, { active: false });
  }
}

async function patchRuleSet(
  db: Db,
  who: Who,
  id: string,
  kind: RuleSetKind,
  patch: { name?: string; defaultAction?: unknown; active?: boolean },
  isConnected: IsConnected,
): Promise<RuleSetAnswer> {
  const row = await db.transaction(async (tx) => {
    const set = await q.lockRuleSet(tx, id);
    if (!set) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
    assertKind(who, set, kind);
    assertMay(who, set, 'write');
    // A default already sending orders to a carrier since disconnected may be kept; none newly names one.
    if (patch.defaultAction !== undefined) {
      const kept = set.defaultAction as ActionLike;
      assertCarrierConnected(patch.defaultAction as ActionLike, isConnected, 'defaultAction.carrier', kept);
    }
    if (patch.active) await retireActive(tx, set.accountId, set.kind, set.id, who.by);
    const changes = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.defaultAction === undefined ? {} : { defaultAction: patch.defaultAction as Record<string, unknown> }),
      ...(patch.active === undefined ? {} : { active: patch.active }),
    };
    const changed = await commitVersion(tx, set, who.by, changes);
    await auditRuleSetChange(tx, who, set, 'rule_set.updated', {
      before: auditedFields(set),
      after: auditedFields(changed),
    });
    return changed;
  });
  return ruleSetAnswer(db, who, row);
}

async function deleteRuleSet(db: Db, who: Who, id: string, kind: RuleSetKind): Promise<{ status: 'OK' }> {
  await db.transaction(async (tx) => {
    const set = await q.lockRuleSet(tx, id);
    if (!set) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
    assertKind(who, set, kind);
    assertMay(who, set, 'write');
    // Kept, deleted: decisions name its versions.
    await q.updateRuleSet(tx, id, { active: false, deletedAt: new Date() });
    await auditRuleSetChange(tx, who, set, 'rule_set.deleted', { before: auditedFields(set) });
  });
  return { status: 'OK' };
}

export async function listPartnerRuleSets(db: Db, who: Who): Promise<RuleSetsAnswer> {
  const rows = await q.ruleSetsOfAccount(db, who.actor.accountId);
  const counts = await q.ruleCounts(
    db,
    rows.map((row) => row.id),
  );
  return { ruleSets: rows.map((row) => toRuleSet(row, counts.get(row.id) ?? 0, mayWrite(who, row))) };
}

export const createPartnerRuleSet = (
  db: Db,
  who: Who,
  input: z.output<typeof PartnerRuleSetInputSchema>,
  isConnected: IsConnected = ALL_CONNECTED,
) => createRuleSet(db, who, who.actor.accountId, 'partner', input, isConnected);

export const updatePartnerRuleSet = (
  db: Db,
  who: Who,
  id: string,
  patch: z.output<typeof PartnerRuleSetPatchSchema>,
  isConnected: IsConnected = ALL_CONNECTED,
) => patchRuleSet(db, who, id, 'partner', patch, isConnected);

export const deletePartnerRuleSet = (db: Db, who: Who, id: string) => deleteRuleSet(db, who, id, 'partner');

export async function createOperationsRuleSet(
  db: Db,
  who: Who,
  input: z.output<typeof AdminRuleSetInputSchema>,
  isConnected: IsConnected = ALL_CONNECTED,
): Promise<RuleSetAnswer> {
  if (!(await accountExists(db, input.merchantId))) throw notFound(DISPATCHER_MESSAGES.merchantNotFound);
  return createRuleSet(db, who, input.merchantId, 'operations', input, isConnected);
}

export const updateOperationsRuleSet = (
  db: Db,
  who: Who,
  id: string,
  patch: z.output<typeof AdminRuleSetPatchSchema>,
  isConnected: IsConnected = ALL_CONNECTED,
) => patchRuleSet(db, who, id, 'operations', patch, isConnected);

export const deleteOperationsRuleSet = (db: Db, who: Who, id: string) => deleteRuleSet(db, who, id, 'operations');

const encodeToken = (row: q.RuleSetRow) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

function decodeToken(token: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (typeof id !== 'string' || Number.isNaN(date.getTime())) throw new Error('bad token');
    return { createdAt: date, id };
  } catch {
    throw new AppError('invalid_argument', DISPATCHER_MESSAGES.pageTokenInvalid, {
      details: { fields: [{ field: 'token', message: DISPATCHER_MESSAGES.pageTokenInvalid }] },
    });
  }
}

/** Operations' rule sets, newest first, a page at a time (`token` from the previous page). */
export async function listOperationsRuleSets(
  db: Db,
  who: Who,
  query: z.output<typeof AdminRuleSetsQuerySchema>,
): Promise<AdminRuleSetsAnswer> {
  const rows = await q.operationsRuleSets(db, {
    merchantId: query.merchant_id,
    after: query.token ? decodeToken(query.token) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const counts = await q.ruleCounts(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    ruleSets: page.map((row) => toRuleSet(row, counts.get(row.id) ?? 0, mayWrite(who, row))),
    nextToken: rows.length > query.limit && last ? encodeToken(last) : null,
  };
}
