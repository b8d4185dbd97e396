import {
  type Action,
  type ConditionValues,
  type DefaultAction,
  DISPATCHER_MESSAGES,
  hasPermission,
  type Rule,
  type RuleSet,
  type RuleSetKind,
  type StaffRole,
} from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import * as q from '../queries';
import type { RuleSetSnapshot } from './engine';

/** Who calls: a merchant's user, and whether they are operations staff too (the operations role, or admin). */
export type Who = { actor: Actor; isStaff: boolean; by: string };

/**
 * The staff roles that read every merchant's rule sets and change the operations ones (admin
 * too): the shared rule routes declare them as their staff side (`staffRoute`).
 */
export const OPERATIONS_RULES_STAFF = ['operations'] as const satisfies readonly StaffRole[];

export const whoOf = (actor: Actor): Who => ({
  actor,
  isStaff: actor.roles.includes('admin') || OPERATIONS_RULES_STAFF.some((role) => actor.roles.includes(role)),
  by: `user:${actor.userId}`,
});

/** A record that is not there (or not the caller's to see), with the contract's sentence for it. */
export const notFound = (message: string) => new AppError('not_found', message);

/**
 * A merchant reads the rule sets of its account (its own and those operations keep for it) and
 * changes its own; operations staff read every merchant's and change the operations rule sets.
 * Another account's rule set is not found.
 */
export function assertMay(who: Who, set: q.RuleSetRow, access: 'read' | 'write'): void {
  const ownAccount = set.accountId === who.actor.accountId;
  if (!ownAccount && !who.isStaff) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
  if (set.kind === 'operations') {
    if (access === 'write' && !who.isStaff) throw new AppError('permission_denied', DISPATCHER_MESSAGES.operationsOnly);
    if (who.isStaff) return;
  }
  if (!ownAccount) {
    if (access === 'read') return;
    throw new AppError('permission_denied', DISPATCHER_MESSAGES.merchantsOwnRules);
  }
  const needed = access === 'read' ? 'settings:read' : 'settings:write';
  if (!hasPermission(who.actor.permissions, needed)) {
    throw new AppError('permission_denied', DISPATCHER_MESSAGES.roleNotAllowed);
  }
}

export const mayWrite = (who: Who, set: q.RuleSetRow): boolean => {
  try {
    assertMay(who, set, 'write');
    return true;
  } catch {
    return false;
  }
};

export function toRules(rules: q.RuleRow[], conditions: q.ConditionRow[]): Rule[] {
  const byRule = new Map<string, q.ConditionRow[]>();
  for (const condition of conditions)
    byRule.set(condition.ruleId, [...(byRule.get(condition.ruleId) ?? []), condition]);
  return rules.map((rule) => ({
    id: rule.id,
    ruleSetId: rule.ruleSetId,
    position: rule.position,
    name: rule.name,
    active: rule.active,
    action: rule.action as Action,
    conditions: (byRule.get(rule.id) ?? []).map(
      (condition) =>
        ({
          id: condition.id,
          ruleId: condition.ruleId,
          field: condition.field,
          operator: condition.operator,
          value: condition.value,
        }) as Rule['conditions'][number],
    ),
    updatedAt: rule.updatedAt.toISOString(),
  }));
}

export function toRuleSet(row: q.RuleSetRow, ruleCount: number, editable: boolean): RuleSet {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as RuleSetKind,
    name: row.name,
    active: row.active,
    version: row.version,
    defaultAction: row.defaultAction as DefaultAction,
    ruleCount,
    editable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function snapshotOf(row: q.RuleSetRow, rules: Rule[]): RuleSetSnapshot {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as RuleSetKind,
    name: row.name,
    version: row.version,
    defaultAction: row.defaultAction as DefaultAction,
    rules: rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      active: rule.active,
      action: rule.action,
      conditions: rule.conditions.map(
        ({ ruleId: _ruleId, ...condition }) => condition as ConditionValues & { id: string },
      ),
    })),
  };
}

export async function rulesOfSet(db: DbOrTx, ruleSetId: string): Promise<Rule[]> {
  const { rules, conditions } = await q.rulesOf(db, ruleSetId);
  return toRules(rules, conditions);
}

/**
 * Writes the next version of a rule set after a change made in `tx`: the row's version goes up
 * and the whole rule set at that version is kept, immutable.
 */
export async function commitVersion(
  tx: DbOrTx,
  set: q.RuleSetRow,
  by: string,
  changes: Partial<Pick<q.RuleSetRow, 'name' | 'active' | 'defaultAction'>> = {},
): Promise<q.RuleSetRow> {
  const row = await q.updateRuleSet(tx, set.id, { ...changes, version: set.version + 1 });
  await q.insertVersion(tx, {
    ruleSetId: row.id,
    version: row.version,
    snapshot: snapshotOf(row, await rulesOfSet(tx, row.id)) as unknown as Record<string, unknown>,
    createdBy: by,
  });
  return row;
}

/** The fields of a rule set an audit entry shows: enough to read what changed without the snapshot. */
export const auditedFields = (row: q.RuleSetRow) => ({
  name: row.name,
  active: row.active,
  version: row.version,
  defaultAction: row.defaultAction,
});

/**
 * Writes the staff audit entry of a change to an operations rule set (decision 032): only staff
 * may change one, and it decides a merchant's orders, so each change is traced in its own
 * transaction. A merchant's changes to its own rule sets are kept by the versions alone.
 */
export async function auditRuleSetChange(
  tx: DbOrTx,
  who: Who,
  set: Pick<q.RuleSetRow, 'id' | 'kind' | 'accountId'>,
  action: 'rule_set.created' | 'rule_set.updated' | 'rule_set.deleted' | 'rule_set.rules_changed',
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  if (set.kind !== 'operations') return;
  await recordStaffAction(tx, {
    actorUserId: who.actor.userId,
    action,
    targetType: 'rule_set',
    targetId: set.id,
    accountId: set.accountId,
    ...change,
  });
}
