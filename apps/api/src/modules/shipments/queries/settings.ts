import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { shipmentAppFlows, shipmentRuleSets, shipmentRules } from '../tables';

export type AppFlowRow = typeof shipmentAppFlows.$inferSelect;
export type RuleSetRow = typeof shipmentRuleSets.$inferSelect;
export type RuleRow = typeof shipmentRules.$inferSelect;

export async function listAppFlows(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(shipmentAppFlows)
    .where(eq(shipmentAppFlows.accountId, accountId))
    .orderBy(asc(shipmentAppFlows.kind));
}

export async function findAppFlow(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(shipmentAppFlows)
    .where(and(eq(shipmentAppFlows.accountId, accountId), eq(shipmentAppFlows.id, id)));
  return row;
}

export async function findAppFlowByKind(db: DbOrTx, accountId: string, kind: string) {
  const [row] = await db
    .select()
    .from(shipmentAppFlows)
    .where(and(eq(shipmentAppFlows.accountId, accountId), eq(shipmentAppFlows.kind, kind)));
  return row;
}

/** Answers nothing when the account already has a flow of that kind. */
export async function insertAppFlow(db: DbOrTx, values: typeof shipmentAppFlows.$inferInsert) {
  const [row] = await db.insert(shipmentAppFlows).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateAppFlow(
  db: DbOrTx,
  accountId: string,
  id: string,
  set: Partial<typeof shipmentAppFlows.$inferInsert>,
) {
  const [row] = await db
    .update(shipmentAppFlows)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(shipmentAppFlows.accountId, accountId), eq(shipmentAppFlows.id, id)))
    .returning();
  return row;
}

export async function deleteAppFlow(db: DbOrTx, accountId: string, id: string) {
  const rows = await db
    .delete(shipmentAppFlows)
    .where(and(eq(shipmentAppFlows.accountId, accountId), eq(shipmentAppFlows.id, id)))
    .returning({ id: shipmentAppFlows.id });
  return rows.length > 0;
}

export async function listRuleSets(
  db: DbOrTx,
  accountId: string,
  filter: { evaluator?: string; activeOnly?: boolean },
) {
  const conditions: SQL[] = [eq(shipmentRuleSets.accountId, accountId)];
  if (filter.evaluator) conditions.push(eq(shipmentRuleSets.evaluator, filter.evaluator));
  if (filter.activeOnly) conditions.push(eq(shipmentRuleSets.isActive, true));
  return db
    .select()
    .from(shipmentRuleSets)
    .where(and(...conditions))
    .orderBy(asc(shipmentRuleSets.createdAt), asc(shipmentRuleSets.id));
}

export async function findRuleSet(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(shipmentRuleSets)
    .where(and(eq(shipmentRuleSets.accountId, accountId), eq(shipmentRuleSets.id, id)));
  return row;
}

/** Locks the rule set's row: two edits of its rules take turns. */
export async function lockRuleSet(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(shipmentRuleSets)
    .where(and(eq(shipmentRuleSets.accountId, accountId), eq(shipmentRuleSets.id, id)))
    .for('update');
  return row;
}

export async function insertRuleSet(db: DbOrTx, values: typeof shipmentRuleSets.$inferInsert) {
  const [row] = await db.insert(shipmentRuleSets).values(values).returning();
  return row;
}

export async function updateRuleSet(
  db: DbOrTx,
  accountId: string,
  id: string,
  set: Partial<Pick<RuleSetRow, 'name' | 'isActive'>>,
) {
  const [row] = await db
    .update(shipmentRuleSets)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(shipmentRuleSets.accountId, accountId), eq(shipmentRuleSets.id, id)))
    .returning();
  return row;
}

export async function deleteRuleSet(db: DbOrTx, accountId: string, id: string) {
  const rows = await db
    .delete(shipmentRuleSets)
    .where(and(eq(shipmentRuleSets.accountId, accountId), eq(shipmentRuleSets.id, id)))
    .returning({ id: shipmentRuleSets.id });
  return rows.length > 0;
}

export async function listRules(db: DbOrTx, ruleSetIds: string[]) {
  if (ruleSetIds.length === 0) return [];
  return db
    .select()
    .from(shipmentRules)
    .where(inArray(shipmentRules.ruleSetId, ruleSetIds))
    .orderBy(asc(shipmentRules.ruleSetId), asc(shipmentRules.position));
}

export async function insertRules(db: DbOrTx, values: (typeof shipmentRules.$inferInsert)[]) {
  if (values.length === 0) return;
  await db.insert(shipmentRules).values(values);
}

export async function deleteRules(db: DbOrTx, ruleSetId: string) {
  await db.delete(shipmentRules).where(eq(shipmentRules.ruleSetId, ruleSetId));
}

export async function touchRuleSet(db: DbOrTx, id: string) {
  await db.update(shipmentRuleSets).set({ updatedAt: new Date() }).where(eq(shipmentRuleSets.id, id));
}
