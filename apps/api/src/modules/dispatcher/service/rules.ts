import {
  type ConditionInputSchema,
  type CreateConditionBodySchema,
  type CreateRuleBodySchema,
  DISPATCHER_LIMITS,
  DISPATCHER_MESSAGES,
  type RuleAnswer,
  type RuleInputSchema,
  type RulesAnswer,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import * as q from '../queries';
import { ALL_CONNECTED, assertCarrierConnected, type IsConnected } from './connection';
import { assertMay, auditRuleSetChange, commitVersion, notFound, rulesOfSet, type Who } from './shared';

type Condition = z.output<typeof ConditionInputSchema>;
const conditionRows = (conditions: Condition[]) =>
  conditions.map((condition) => ({
    id: randomId('dc'),
    field: condition.field,
    operator: condition.operator,
    value: condition.value,
  }));

/** What a change does to a rule set's rules, as its audit entry names it. */
type RuleChange = {
  change:
    | 'rule_added'
    | 'rule_replaced'
    | 'rule_activated'
    | 'rule_deactivated'
    | 'rule_deleted'
    | 'rules_reordered'
    | 'condition_added'
    | 'condition_replaced'
    | 'condition_removed';
  /** The rule changed (none: the order of the rules). */
  ruleId?: string;
};

/** The rules of a set as an audit entry shows them: the one changed, or the order of all. */
async function rulesAsAudited(tx: DbOrTx, set: q.RuleSetRow, what: RuleChange) {
  const rules = await rulesOfSet(tx, set.id);
  if (!what.ruleId) return { version: set.version, rules: rules.map((rule) => rule.name) };
  const rule = rules.find((candidate) => candidate.id === what.ruleId);
  if (!rule) return { version: set.version, rule: null };
  const { ruleSetId: _ruleSetId, updatedAt: _updatedAt, ...shown } = rule;
  return { version: set.version, rule: shown };
}

/**
 * Runs a change of a rule set in one transaction, the rule set locked, and writes its next
 * version; answers the rule `ruleId` (or the rules) as they are after the change. A change to an
 * operations rule set (staff only) is audited with the rule before and after.
 */
async function change<T>(
  db: Db,
  who: Who,
  ruleSetId: string,
  what: RuleChange,
  work: (tx: DbOrTx, set: q.RuleSetRow) => Promise<T>,
): Promise<{ result: T; version: number }> {
  return db.transaction(async (tx) => {
    const set = await q.lockRuleSet(tx, ruleSetId);
    if (!set) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
    assertMay(who, set, 'write');
    const isAudited = set.kind === 'operations';
    const before = isAudited ? await rulesAsAudited(tx, set, what) : undefined;
    const result = await work(tx, set);
    const row = await commitVersion(tx, set, who.by);
    if (isAudited) {
      const after = await rulesAsAudited(tx, row, what);
      await auditRuleSetChange(tx, who, set, 'rule_set.rules_changed', {
        before,
        after: { change: what.change, ...after },
      });
    }
    return { result, version: row.version };
  });
}

async function ruleAnswer(db: DbOrTx, ruleId: string, version: number): Promise<RuleAnswer> {
  const rule = await q.findRule(db, ruleId);
  if (!rule) throw notFound(DISPATCHER_MESSAGES.ruleNotFound);
  const rules = await rulesOfSet(db, rule.ruleSetId);
  const found = rules.find((candidate) => candidate.id === ruleId);
  if (!found) throw notFound(DISPATCHER_MESSAGES.ruleNotFound);
  return { rule: found, ruleSetVersion: version };
}

/** The rule set of a rule, checked for the caller: a rule of another account is not found. */
async function setOfRule(db: DbOrTx, who: Who, ruleId: string, access: 'read' | 'write') {
  const rule = await q.findRule(db, ruleId);
  const set = rule && (await q.findRuleSet(db, rule.ruleSetId));
  if (!rule || !set) throw notFound(DISPATCHER_MESSAGES.ruleNotFound);
  if (set.accountId !== who.actor.accountId && !who.isStaff) throw notFound(DISPATCHER_MESSAGES.ruleNotFound);
  assertMay(who, set, access);
  return { rule, set };
}

export async function listRules(db: Db, who: Who, ruleSetId: string): Promise<RulesAnswer> {
  const set = await q.findRuleSet(db, ruleSetId);
  if (!set) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
  assertMay(who, set, 'read');
  return { rules: await rulesOfSet(db, ruleSetId), ruleSetVersion: set.version };
}

export async function createRule(
  db: Db,
  who: Who,
  ruleSetId: string,
  input: z.output<typeof CreateRuleBodySchema>,
  isConnected: IsConnected = ALL_CONNECTED,
): Promise<RuleAnswer> {
  // A new rule sends orders only to a carrier connected now.
  assertCarrierConnected(input.action, isConnected, 'action.carrier');
  const id = randomId('dr');
  const { version } = await change(db, who, ruleSetId, { change: 'rule_added', ruleId: id }, async (tx, set) => {
    const { rules } = await q.rulesOf(tx, set.id);
    if (rules.length >= DISPATCHER_LIMITS.rulesPerSet) {
      throw new AppError('resource_exhausted', DISPATCHER_MESSAGES.tooManyRules);
    }
    const position = Math.min(input.position ?? rules.length, rules.length);
    await q.shiftRulesFrom(tx, set.id, position, 1);
    await q.insertRule(tx, {
      id,
      ruleSetId: set.id,
      position,
      name: input.name,
      active: input.active,
      action: input.action,
    });
    await q.replaceConditions(tx, id, conditionRows(input.conditions));
  });
  return ruleAnswer(db, id, version);
}

export async function getRule(db: Db, who: Who, ruleId: string): Promise<RuleAnswer> {
  const { set } = await setOfRule(db, who, ruleId, 'read');
  return ruleAnswer(db, ruleId, set.version);
}

export async function replaceRule(
  db: Db,
  who: Who,
  ruleId: string,
  input: z.output<typeof RuleInputSchema>,
  isConnected: IsConnected = ALL_CONNECTED,
): Promise<RuleAnswer> {
  const { rule, set } = await setOfRule(db, who, ruleId, 'write');
  // A rule already sending orders to a carrier since disconnected may be kept; none newly names one.
  assertCarrierConnected(
    input.action,
    isConnected,
    'action.carrier',
    rule.action as { type: string; carrier?: string },
  );
  const { version } = await change(db, who, set.id, { change: 'rule_replaced', ruleId }, async (tx) => {
    await q.updateRule(tx, ruleId, { name: input.name, active: input.active, action: input.action });
    await q.replaceConditions(tx, ruleId, conditionRows(input.conditions));
  });
  return ruleAnswer(db, ruleId, version);
}

export async function setRuleActive(db: Db, who: Who, ruleId: string, active: boolean): Promise<RuleAnswer> {
  const { set } = await setOfRule(db, who, ruleId, 'write');
  const what = { change: active ? 'rule_activated' : 'rule_deactivated', ruleId } as const;
  const { version } = await change(db, who, set.id, what, (tx) => q.updateRule(tx, ruleId, { active }));
  return ruleAnswer(db, ruleId, version);
}

export async function deleteRule(db: Db, who: Who, ruleId: string): Promise<RulesAnswer> {
  const { set } = await setOfRule(db, who, ruleId, 'write');
  const { version } = await change(db, who, set.id, { change: 'rule_deleted', ruleId }, async (tx) => {
    await q.deleteRule(tx, ruleId);
    const { rules } = await q.rulesOf(tx, set.id);
    await q.setRulePositions(
      tx,
      set.id,
      rules.map((rule) => rule.id),
    );
  });
  return { rules: await rulesOfSet(db, set.id), ruleSetVersion: version };
}

/** Puts the rules in a new order: every rule of the set, each once. */
export async function reorderRules(db: Db, who: Who, ruleSetId: string, ruleIds: string[]): Promise<RulesAnswer> {
  const { version } = await change(db, who, ruleSetId, { change: 'rules_reordered' }, async (tx, set) => {
    const { rules } = await q.rulesOf(tx, set.id);
    const known = new Set(rules.map((rule) => rule.id));
    if (ruleIds.length !== known.size || !ruleIds.every((id) => known.has(id))) {
      throw invalidArgument([{ field: 'ruleIds', message: DISPATCHER_MESSAGES.listEveryRuleOnce }]);
    }
    await q.setRulePositions(tx, set.id, ruleIds);
  });
  return { rules: await rulesOfSet(db, ruleSetId), ruleSetVersion: version };
}

export async function addCondition(
  db: Db,
  who: Who,
  body: z.output<typeof CreateConditionBodySchema>,
): Promise<RuleAnswer> {
  const { set } = await setOfRule(db, who, body.ruleId, 'write');
  const what = { change: 'condition_added', ruleId: body.ruleId } as const;
  const { version } = await change(db, who, set.id, what, async (tx) => {
    const existing = await q.conditionsOfRule(tx, body.ruleId);
    if (existing.length >= DISPATCHER_LIMITS.conditionsPerRule) {
      throw new AppError('resource_exhausted', DISPATCHER_MESSAGES.tooManyConditions);
    }
    const [row] = conditionRows([body.condition]);
    if (row) await q.insertCondition(tx, { ...row, ruleId: body.ruleId, position: existing.length });
    await q.updateRule(tx, body.ruleId, {});
  });
  return ruleAnswer(db, body.ruleId, version);
}

async function ruleOfCondition(db: DbOrTx, who: Who, conditionId: string) {
  const condition = await q.findCondition(db, conditionId);
  if (!condition) throw notFound(DISPATCHER_MESSAGES.conditionNotFound);
  try {
    return await setOfRule(db, who, condition.ruleId, 'write');
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw notFound(DISPATCHER_MESSAGES.conditionNotFound);
    throw error;
  }
}

export async function replaceCondition(db: Db, who: Who, conditionId: string, input: Condition): Promise<RuleAnswer> {
  const { rule, set } = await ruleOfCondition(db, who, conditionId);
  const what = { change: 'condition_replaced', ruleId: rule.id } as const;
  const { version } = await change(db, who, set.id, what, async (tx) => {
    await q.updateCondition(tx, conditionId, { field: input.field, operator: input.operator, value: input.value });
    await q.updateRule(tx, rule.id, {});
  });
  return ruleAnswer(db, rule.id, version);
}

export async function removeCondition(db: Db, who: Who, conditionId: string): Promise<RuleAnswer> {
  const { rule, set } = await ruleOfCondition(db, who, conditionId);
  const what = { change: 'condition_removed', ruleId: rule.id } as const;
  const { version } = await change(db, who, set.id, what, async (tx) => {
    await q.deleteCondition(tx, conditionId);
    await q.updateRule(tx, rule.id, {});
  });
  return ruleAnswer(db, rule.id, version);
}
