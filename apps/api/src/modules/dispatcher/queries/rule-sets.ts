import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dispatcherConditions, dispatcherRuleSets, dispatcherRuleSetVersions, dispatcherRules } from '../tables';

export type RuleSetRow = typeof dispatcherRuleSets.$inferSelect;
export type RuleRow = typeof dispatcherRules.$inferSelect;
export type ConditionRow = typeof dispatcherConditions.$inferSelect;

const live = isNull(dispatcherRuleSets.deletedAt);

export async function insertRuleSet(db: DbOrTx, values: typeof dispatcherRuleSets.$inferInsert) {
  const [row] = await db.insert(dispatcherRuleSets).values(values).returning();
  return row as RuleSetRow;
}

export async function findRuleSet(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(dispatcherRuleSets)
    .where(and(eq(dispatcherRuleSets.id, id), live));
  return row;
}

/** Locks the rule set for a change: changes of one rule set are made one after another. */
export async function lockRuleSet(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(dispatcherRuleSets)
    .where(and(eq(dispatcherRuleSets.id, id), live))
    .for('update');
  return row;
}

export async function updateRuleSet(db: DbOrTx, id: string, values: Partial<typeof dispatcherRuleSets.$inferInsert>) {
  const [row] = await db
    .update(dispatcherRuleSets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dispatcherRuleSets.id, id))
    .returning();
  return row as RuleSetRow;
}

/** Makes every other rule set of that kind of the merchant a draft (a new version each). */
export async function activeOthers(db: DbOrTx, accountId: string, kind: string, exceptId: string) {
  return db
    .select()
    .from(dispatcherRuleSets)
    .where(
      and(
        eq(dispatcherRuleSets.accountId, accountId),
        eq(dispatcherRuleSets.kind, kind),
        eq(dispatcherRuleSets.active, true),
        ne(dispatcherRuleSets.id, exceptId),
        live,
      ),
    )
    .for('update');
}

export async function ruleCounts(db: DbOrTx, ruleSetIds: string[]) {
  if (ruleSetIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ ruleSetId: dispatcherRules.ruleSetId, count: count() })
    .from(dispatcherRules)
    .where(inArray(dispatcherRules.ruleSetId, ruleSetIds))
    .groupBy(dispatcherRules.ruleSetId);
  return new Map(rows.map((row) => [row.ruleSetId, Number(row.count)]));
}

export async function ruleSetsOfAccount(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(dispatcherRuleSets)
    .where(and(eq(dispatcherRuleSets.accountId, accountId), live))
    .orderBy(asc(dispatcherRuleSets.kind), desc(dispatcherRuleSets.createdAt), asc(dispatcherRuleSets.id));
}

/** Operations rule sets, newest first, after the page token (created_at, id) when given. */
export async function operationsRuleSets(
  db: DbOrTx,
  options: { merchantId?: string; after?: { createdAt: Date; id: string }; limit: number },
) {
  const { merchantId, after, limit } = options;
  return db
    .select()
    .from(dispatcherRuleSets)
    .where(
      and(
        eq(dispatcherRuleSets.kind, 'operations'),
        live,
        merchantId ? eq(dispatcherRuleSets.accountId, merchantId) : undefined,
        after
          ? or(
              lt(dispatcherRuleSets.createdAt, after.createdAt),
              and(eq(dispatcherRuleSets.createdAt, after.createdAt), gt(dispatcherRuleSets.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(dispatcherRuleSets.createdAt), asc(dispatcherRuleSets.id))
    .limit(limit);
}

/** The active rule sets of a merchant (at most one of each kind). */
export async function activeRuleSets(db: DbOrTx, accountId: string) {
  return db
    .select({ id: dispatcherRuleSets.id, kind: dispatcherRuleSets.kind, version: dispatcherRuleSets.version })
    .from(dispatcherRuleSets)
    .where(and(eq(dispatcherRuleSets.accountId, accountId), eq(dispatcherRuleSets.active, true), live));
}

export async function rulesOf(db: DbOrTx, ruleSetId: string) {
  const rules = await db
    .select()
    .from(dispatcherRules)
    .where(eq(dispatcherRules.ruleSetId, ruleSetId))
    .orderBy(asc(dispatcherRules.position));
  const conditions =
    rules.length === 0
      ? []
      : await db
          .select()
          .from(dispatcherConditions)
          .where(
            inArray(
              dispatcherConditions.ruleId,
              rules.map((rule) => rule.id),
            ),
          )
          .orderBy(asc(dispatcherConditions.position));
  return { rules, conditions };
}

export async function findRule(db: DbOrTx, id: string) {
  const [row] = await db.select().from(dispatcherRules).where(eq(dispatcherRules.id, id));
  return row;
}

export async function conditionsOfRule(db: DbOrTx, ruleId: string) {
  return db
    .select()
    .from(dispatcherConditions)
    .where(eq(dispatcherConditions.ruleId, ruleId))
    .orderBy(asc(dispatcherConditions.position));
}

export async function findCondition(db: DbOrTx, id: string) {
  const [row] = await db.select().from(dispatcherConditions).where(eq(dispatcherConditions.id, id));
  return row;
}

/** Opens a place at `position`: the rules from there move one down. */
export async function shiftRulesFrom(db: DbOrTx, ruleSetId: string, position: number, by: number) {
  await db
    .update(dispatcherRules)
    .set({ position: sql`${dispatcherRules.position} + ${by}` })
    .where(and(eq(dispatcherRules.ruleSetId, ruleSetId), sql`${dispatcherRules.position} >= ${position}`));
}

export async function insertRule(db: DbOrTx, values: typeof dispatcherRules.$inferInsert) {
  const [row] = await db.insert(dispatcherRules).values(values).returning();
  return row as RuleRow;
}

export async function updateRule(db: DbOrTx, id: string, values: Partial<typeof dispatcherRules.$inferInsert>) {
  await db
    .update(dispatcherRules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dispatcherRules.id, id));
}

export async function deleteRule(db: DbOrTx, id: string) {
  await db.delete(dispatcherRules).where(eq(dispatcherRules.id, id));
}

/** Puts the rules in the given order: positions 0, 1, 2… */
export async function setRulePositions(db: DbOrTx, ruleSetId: string, ruleIds: string[]) {
  if (ruleIds.length === 0) return;
  const pairs = JSON.stringify(ruleIds.map((id, position) => ({ id, position })));
  await db.execute(sql`
    update dispatcher_rules r set position = x.position, updated_at = now()
    from jsonb_to_recordset(${pairs}::jsonb) as x(id text, position int)
    where r.id = x.id and r.rule_set_id = ${ruleSetId}`);
}

export async function replaceConditions(
  db: DbOrTx,
  ruleId: string,
  conditions: { id: string; field: string; operator: string; value: unknown }[],
) {
  await db.delete(dispatcherConditions).where(eq(dispatcherConditions.ruleId, ruleId));
  if (conditions.length === 0) return;
  await db
    .insert(dispatcherConditions)
    .values(conditions.map((condition, position) => ({ ...condition, ruleId, position })));
}

export async function insertCondition(db: DbOrTx, values: typeof dispatcherConditions.$inferInsert) {
  await db.insert(dispatcherConditions).values(values);
}

export async function updateCondition(
  db: DbOrTx,
  id: string,
  values: { field: string; operator: string; value: unknown },
) {
  await db.update(dispatcherConditions).set(values).where(eq(dispatcherConditions.id, id));
}

export async function deleteCondition(db: DbOrTx, id: string) {
  await db.delete(dispatcherConditions).where(eq(dispatcherConditions.id, id));
}

export async function insertVersion(db: DbOrTx, values: typeof dispatcherRuleSetVersions.$inferInsert) {
  await db.insert(dispatcherRuleSetVersions).values(values);
}

export async function findVersions(db: DbOrTx, refs: { id: string; version: number }[]) {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(dispatcherRuleSetVersions)
    .where(
      or(
        ...refs.map((ref) =>
          and(eq(dispatcherRuleSetVersions.ruleSetId, ref.id), eq(dispatcherRuleSetVersions.version, ref.version)),
        ),
      ),
    );
}
