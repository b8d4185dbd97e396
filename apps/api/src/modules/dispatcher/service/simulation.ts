import type { SimulationAnswer, SimulationBucket, SimulationChange } from '@sameday/contract';
import { DISPATCHER_MESSAGES } from '@sameday/contract';
import type { Db } from '../../../db/client';
import * as q from '../queries';
import { ALL_CONNECTED, type IsConnected, notConnectedCarriers } from './connection';
import { decideInTurns, factsOfOrder, ruleSetsFor } from './decide';
import { type CompactDecision, decide } from './engine';
import { assertMay, notFound, type Who } from './shared';

/** The most orders a simulation reads (the newest of the window). */
export const SIMULATION_MAX_ORDERS = 50_000;
const CHANGES_SHOWN = 50;

function bucketsOf(decisions: CompactDecision[]): SimulationBucket[] {
  const buckets = new Map<string, SimulationBucket>();
  for (const decision of decisions) {
    const key = `${decision.outcome}:${decision.carrier ?? ''}`;
    const bucket = buckets.get(key) ?? { outcome: decision.outcome, carrier: decision.carrier, orders: 0, costFils: 0 };
    bucket.orders += 1;
    bucket.costFils += decision.costFils;
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort((a, b) => b.orders - a.orders || a.outcome.localeCompare(b.outcome));
}

const total = (decisions: CompactDecision[]) => decisions.reduce((sum, decision) => sum + decision.costFils, 0);

/**
 * A decision for a carrier that is not connected on this platform is a refusal: no booking can
 * be made with it. The carrier stays named, so the answer says which one refused.
 */
function withConnection(decision: CompactDecision, isConnected: IsConnected): CompactDecision {
  if (decision.outcome !== 'carrier' || !decision.carrier || isConnected(decision.carrier)) return decision;
  return { ...decision, outcome: 'refuse', costFils: 0 };
}

/**
 * Runs the rule set over the merchant's orders of the last `days` days, in place of the active
 * rule set of its kind: orders and rate-card cost per carrier before (the active rule sets) and
 * after, and the orders whose decision would change. An order sent to a carrier not connected on
 * this platform counts as refused. Nothing is stored.
 */
export async function simulate(
  db: Db,
  who: Who,
  ruleSetId: string,
  days: number,
  now = new Date(),
  isConnected: IsConnected = ALL_CONNECTED,
): Promise<SimulationAnswer> {
  const set = await q.findRuleSet(db, ruleSetId);
  if (!set) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
  assertMay(who, set, 'read');
  const from = new Date(now.getTime() - days * 86_400_000);
  const rows = await q.orderFactsSince(db, set.accountId, from, SIMULATION_MAX_ORDERS);
  const [current, proposed] = await Promise.all([ruleSetsFor(db, set.accountId), ruleSetsFor(db, set.accountId, set)]);
  const before: CompactDecision[] = [];
  const after: CompactDecision[] = [];
  const changes: SimulationChange[] = [];
  let changedCount = 0;
  const compared = await decideInTurns(rows, (row) => {
    const facts = factsOfOrder(row, set.accountId);
    return {
      row,
      was: withConnection(decide(facts, current), isConnected),
      will: withConnection(decide(facts, proposed), isConnected),
    };
  });
  for (const { row, was, will } of compared) {
    before.push(was);
    after.push(will);
    if (was.outcome === will.outcome && was.carrier === will.carrier && was.service === will.service) continue;
    changedCount += 1;
    if (changes.length >= CHANGES_SHOWN) continue;
    changes.push({
      orderId: row.id,
      reference: row.partner_order_id,
      before: { outcome: was.outcome, carrier: was.carrier, service: was.service, costFils: was.costFils },
      after: {
        outcome: will.outcome,
        carrier: will.carrier,
        service: will.service,
        costFils: will.costFils,
        ruleName: will.rule?.name ?? null,
      },
    });
  }
  const costBeforeFils = total(before);
  const costAfterFils = total(after);
  return {
    ruleSetId: set.id,
    ruleSetVersion: set.version,
    from: from.toISOString(),
    to: now.toISOString(),
    orderCount: rows.length,
    changedCount,
    before: bucketsOf(before),
    after: bucketsOf(after),
    costBeforeFils,
    costAfterFils,
    costDifferenceFils: costAfterFils - costBeforeFils,
    changes,
    notConnected: notConnectedCarriers(isConnected),
  };
}
