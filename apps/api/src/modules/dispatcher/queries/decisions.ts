import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import { orders } from '../../../db/schema';
import { dispatcherDecisions } from '../tables';

export type DecisionRow = typeof dispatcherDecisions.$inferSelect;
export type NewDecisionRow = typeof dispatcherDecisions.$inferInsert;

/** Decisions per insert statement: one JSON parameter each. */
const INSERT_ROWS = 5000;

/**
 * Inserts decisions with one JSON parameter per statement (thousands at once, in a bulk placement).
 * What many decisions share (the account, the outcome, its trace and explanation) goes once per
 * distinct value in a second parameter that each row points into: a 50,000-row import's decisions
 * were 54 MB of JSON, two fifths of it the same few verdicts again, parsed again by the database
 * (docs/decisions/082).
 */
export async function insertDecisions(db: DbOrTx, rows: NewDecisionRow[]) {
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    const verdicts: string[] = [];
    const verdictIndex = new Map<string, number>();
    const chunk = rows.slice(start, start + INSERT_ROWS).map((row) => {
      const verdict = JSON.stringify({
        account_id: row.accountId,
        outcome: row.outcome,
        carrier: row.carrier ?? null,
        service: row.service ?? null,
        reason: row.reason ?? null,
        source: row.source,
        rule: row.rule ?? null,
        rule_sets: row.ruleSets,
        steps: row.steps,
        explanation: row.explanation,
        explanation_text: row.explanationText ?? null,
        decided_by: row.decidedBy,
      });
      let index = verdictIndex.get(verdict);
      if (index === undefined) {
        index = verdicts.length;
        verdictIndex.set(verdict, index);
        verdicts.push(verdict);
      }
      return { id: row.id, order_id: row.orderId, facts: row.facts, cost_fils: row.costFils ?? 0, verdict: index + 1 };
    });
    await db.execute(sql`
      insert into dispatcher_decisions (id, order_id, account_id, outcome, carrier, service, reason, source, rule,
        rule_sets, facts, steps, explanation, explanation_text, cost_fils, decided_by)
      select x.id, x.order_id, v.account_id, v.outcome, v.carrier, v.service, v.reason, v.source, v.rule, v.rule_sets,
        x.facts, v.steps, v.explanation, v.explanation_text, x.cost_fils, v.decided_by
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id text, order_id text, facts jsonb,
        cost_fils int, verdict int)
      join rows from (jsonb_to_recordset(${`[${verdicts.join(',')}]`}::jsonb) as (account_id text, outcome text,
        carrier text, service text, reason text, source text, rule jsonb, rule_sets jsonb, steps jsonb,
        explanation text, explanation_text jsonb, decided_by text)) with ordinality as v(account_id, outcome, carrier,
        service, reason, source, rule, rule_sets, steps, explanation, explanation_text, decided_by, verdict)
        on v.verdict = x.verdict`);
  }
}

export async function latestDecision(db: DbOrTx, accountId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(dispatcherDecisions)
    .where(and(eq(dispatcherDecisions.accountId, accountId), eq(dispatcherDecisions.orderId, orderId)))
    .orderBy(desc(dispatcherDecisions.createdAt), desc(dispatcherDecisions.id))
    .limit(1);
  return row;
}

/** The latest decision of each of the orders that have one. */
export async function latestDecisionsOf(db: DbOrTx, accountId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([dispatcherDecisions.orderId])
    .from(dispatcherDecisions)
    .where(and(eq(dispatcherDecisions.accountId, accountId), inArray(dispatcherDecisions.orderId, orderIds)))
    .orderBy(dispatcherDecisions.orderId, desc(dispatcherDecisions.createdAt), desc(dispatcherDecisions.id));
}

/** What the dispatcher reads of an order: its columns and its items summed (weight in grams). */
export type OrderFactsRow = {
  id: string;
  service_kind: string;
  dropoff_emirate: string | null;
  pickup_location_id: string;
  pickup_emirate: string | null;
  payment_mode: string;
  cod_amount_fils: number;
  partner_order_id: string | null;
  created_at: string | Date;
  total_grams: number | string | null;
  heaviest_grams: number | string | null;
  parcels: number | string;
  tags: string[] | null;
  longest_side_cm: number | null;
};

const factsSelect = sql`
  select o.id, o.service_kind, o.dropoff->>'emirate' as dropoff_emirate, o.pickup_location_id,
    o.pickup->>'emirate' as pickup_emirate, o.payment_mode, o.cod_amount_fils, o.partner_order_id, o.created_at,
    o.tags, o.longest_side_cm, i.total_grams, i.heaviest_grams, coalesce(i.parcels, 0) as parcels
  from orders o
  left join lateral (
    select sum(quantity * weight_grams) as total_grams, max(quantity * weight_grams) as heaviest_grams,
      count(*) as parcels
    from order_items where order_id = o.id
  ) i on true`;

/** The facts rows of the account's orders among `ids`. */
export async function orderFactsOf(db: DbOrTx, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(
    sql`${factsSelect} where o.account_id = ${accountId} and o.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
  return rowsOf<OrderFactsRow>(result);
}

/** The facts rows of the account's orders placed since `from`, newest first. */
export async function orderFactsSince(db: DbOrTx, accountId: string, from: Date, limit: number) {
  const result = await db.execute(
    sql`${factsSelect} where o.account_id = ${accountId} and o.created_at >= ${from.toISOString()}
      order by o.created_at desc, o.id desc limit ${limit}`,
  );
  return rowsOf<OrderFactsRow>(result);
}

export async function orderExists(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.id, id)));
  return Boolean(row);
}
