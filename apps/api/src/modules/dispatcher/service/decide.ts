import { setImmediate } from 'node:timers/promises';
import type {
  DecisionSummary,
  EvaluateAnswer,
  EvaluateBodySchema,
  EvaluatedFacts,
  OrderDecisionAnswer,
  OrderFactsSchema,
  ResolveCarrierAnswer,
  ResolveCarrierBodySchema,
  RuleSetRef,
  StoredDecision,
} from '@sameday/contract';
import { DISPATCHER_MESSAGES, ORDER_ERROR_MESSAGES } from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import type { OrderCreated, PlacedOrder, PlacementVerdict } from '../../orders';
import * as q from '../queries';
import {
  type CompactDecision,
  type CompactStep,
  decide,
  dubaiTimeOf,
  type RuleSetSnapshot,
  type RuleSets,
  toDecisionResult,
} from './engine';
import { assertMay, notFound, type Who } from './shared';

/** Rule set versions never change: each one read is kept (the most recent thousand). */
const snapshots = new Map<string, RuleSetSnapshot>();
const SNAPSHOTS_KEPT = 1000;

async function snapshotsOf(db: DbOrTx, refs: { id: string; version: number }[]): Promise<Map<string, RuleSetSnapshot>> {
  const found = new Map<string, RuleSetSnapshot>();
  const missing = refs.filter((ref) => {
    const cached = snapshots.get(`${ref.id}@${ref.version}`);
    if (cached) found.set(cached.id, cached);
    return !cached;
  });
  for (const row of await q.findVersions(db, missing)) {
    const snapshot = row.snapshot as unknown as RuleSetSnapshot;
    if (snapshots.size >= SNAPSHOTS_KEPT) snapshots.delete(snapshots.keys().next().value as string);
    snapshots.set(`${row.ruleSetId}@${row.version}`, snapshot);
    found.set(snapshot.id, snapshot);
  }
  return found;
}

/**
 * The rule sets that decide for a merchant now: its active operations and partner rule sets at
 * their current versions; `instead` (a draft being tried) takes the place of the active one of its kind.
 */
export async function ruleSetsFor(db: DbOrTx, merchantId: string, instead?: q.RuleSetRow): Promise<RuleSets> {
  const active = await q.activeRuleSets(db, merchantId);
  const refs = active.filter((set) => !instead || set.kind !== instead.kind);
  if (instead) refs.push({ id: instead.id, kind: instead.kind, version: instead.version });
  const loaded = await snapshotsOf(db, refs);
  const of = (kind: string) => {
    const ref = refs.find((set) => set.kind === kind);
    return (ref && loaded.get(ref.id)) ?? null;
  };
  return { operations: of('operations'), partner: of('partner') };
}

/** The facts as the engine reads them: every field resolved. */
export function evaluatedFacts(
  input: z.output<typeof OrderFactsSchema>,
  merchantId: string,
  now: Date,
): EvaluatedFacts {
  const placedAt = input.placedAt ? new Date(input.placedAt).toISOString() : now.toISOString();
  return {
    merchantId,
    destinationEmirate: input.destinationEmirate,
    destinationCountry: input.destinationCountry,
    serviceKind: input.serviceKind,
    weightKg: input.weightKg,
    longestSideCm: input.longestSideCm,
    cod: input.cod,
    orderValueFils: input.orderValueFils,
    parcelCount: input.parcelCount,
    heaviestParcelKg: input.heaviestParcelKg ?? input.weightKg,
    pickupLocationId: input.pickupLocationId,
    pickupEmirate: input.pickupEmirate,
    placedAt,
    dubaiTime: dubaiTimeOf(placedAt),
    reference: input.reference,
    tags: input.tags,
  };
}

/**
 * An order's facts: weight is the sum of its items (quantity × weight), each item line is a
 * parcel, the value is what is collected on delivery (unknown when prepaid), the time is when
 * it was placed; its tags and the longest side are the merchant's (none when not given).
 */
export function factsOfOrder(row: q.OrderFactsRow, merchantId: string): EvaluatedFacts {
  const cod = row.payment_mode === 'cod';
  const placedAt = new Date(row.created_at).toISOString();
  return {
    merchantId,
    destinationEmirate: (row.dropoff_emirate ?? null) as EvaluatedFacts['destinationEmirate'],
    destinationCountry: 'AE',
    serviceKind: row.service_kind as EvaluatedFacts['serviceKind'],
    weightKg: Number(row.total_grams ?? 0) / 1000,
    longestSideCm: row.longest_side_cm ?? null,
    cod,
    orderValueFils: cod ? Number(row.cod_amount_fils) : null,
    parcelCount: Math.max(1, Number(row.parcels)),
    heaviestParcelKg: Number(row.heaviest_grams ?? 0) / 1000,
    pickupLocationId: row.pickup_location_id,
    pickupEmirate: (row.pickup_emirate ?? null) as EvaluatedFacts['pickupEmirate'],
    placedAt,
    dubaiTime: dubaiTimeOf(placedAt),
    reference: row.partner_order_id,
    tags: row.tags ?? [],
  };
}

/**
 * The facts row of an order as its placement gave it (`PlacedOrder`), without reading it back:
 * the same sums over its items as `q.orderFactsOf` makes in the database.
 */
export function factsRowOfPlaced(orderId: string, placed: PlacedOrder): q.OrderFactsRow {
  const weights = placed.items.map((item) => item.quantity * item.weightGrams);
  return {
    id: orderId,
    service_kind: placed.serviceKind,
    dropoff_emirate: placed.dropoffEmirate,
    pickup_location_id: placed.pickupLocationId,
    pickup_emirate: placed.pickupEmirate,
    payment_mode: placed.paymentMode,
    cod_amount_fils: placed.codAmountFils,
    partner_order_id: placed.reference,
    created_at: placed.createdAt,
    total_grams: weights.length > 0 ? weights.reduce((sum, grams) => sum + grams, 0) : null,
    heaviest_grams: weights.length > 0 ? Math.max(...weights) : null,
    parcels: weights.length,
    tags: [...placed.tags],
    longest_side_cm: placed.longestSideCm,
  };
}

/** Who the decision is for: the caller's account, or for operations staff the merchant they name. */
function merchantOf(who: Who, merchantId: string | undefined): string {
  if (merchantId === undefined || merchantId === who.actor.accountId) return who.actor.accountId;
  if (!who.isStaff) throw new AppError('permission_denied', DISPATCHER_MESSAGES.staffForOtherMerchant);
  return merchantId;
}

export async function evaluate(db: Db, who: Who, body: z.output<typeof EvaluateBodySchema>): Promise<EvaluateAnswer> {
  const merchantId = merchantOf(who, body.merchantId);
  let instead: q.RuleSetRow | undefined;
  if (body.ruleSetId) {
    instead = await q.findRuleSet(db, body.ruleSetId);
    if (!instead) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
    assertMay(who, instead, 'read');
    if (instead.accountId !== merchantId) throw notFound(DISPATCHER_MESSAGES.ruleSetNotFound);
  }
  let facts: EvaluatedFacts;
  if (body.orderId) {
    const [row] = await q.orderFactsOf(db, merchantId, [body.orderId]);
    if (!row) throw notFound(ORDER_ERROR_MESSAGES.notFound);
    facts = factsOfOrder(row, merchantId);
  } else {
    facts = evaluatedFacts(body.facts as z.output<typeof OrderFactsSchema>, merchantId, new Date());
  }
  const sets = await ruleSetsFor(db, merchantId, instead);
  return { decision: toDecisionResult(decide(facts, sets), facts, sets) };
}

const decisionRow = (
  orderId: string,
  accountId: string,
  facts: EvaluatedFacts,
  decision: CompactDecision,
  by: string,
) => ({
  id: randomId('dd'),
  orderId,
  accountId,
  outcome: decision.outcome,
  carrier: decision.carrier,
  service: decision.service,
  reason: decision.reason,
  source: decision.source,
  rule: decision.rule,
  ruleSets: decision.ruleSets as Record<string, unknown>,
  facts: facts as unknown as Record<string, unknown>,
  steps: decision.steps,
  explanation: decision.explanation,
  explanationText: decision.explanationText,
  costFils: decision.costFils,
  decidedBy: by,
});

const summaryOf = (row: q.NewDecisionRow | q.DecisionRow, created: boolean): DecisionSummary => ({
  decisionId: row.id,
  orderId: row.orderId,
  outcome: row.outcome as DecisionSummary['outcome'],
  carrier: (row.carrier ?? null) as DecisionSummary['carrier'],
  service: row.service ?? null,
  reason: row.reason ?? null,
  source: row.source as DecisionSummary['source'],
  ruleName: row.rule?.name ?? null,
  explanation: row.explanation,
  explanationText: row.explanationText ?? null,
  created,
});

/** Decides for the account's orders among `orderIds` and stores the decisions, in `tx`. */
export async function decideAndStore(tx: DbOrTx, accountId: string, orderIds: string[], by: string) {
  return decideAndStoreRows(tx, accountId, await q.orderFactsOf(tx, accountId, orderIds), by);
}

/** The longest the dispatcher decides for orders in a row before other requests get a turn. */
const DECIDING_SLICE_MS = 10;

/**
 * `decideOne` for each row in turn, letting other requests run every DECIDING_SLICE_MS: one
 * order's rules take at most a few milliseconds (decision 035), a batch of them would hold every
 * other request of the server for the whole batch.
 */
export async function decideInTurns<R, D>(rows: readonly R[], decideOne: (row: R) => D): Promise<D[]> {
  const decided: D[] = [];
  let sliceStarted = performance.now();
  for (const row of rows) {
    if (performance.now() - sliceStarted > DECIDING_SLICE_MS) {
      await setImmediate();
      sliceStarted = performance.now();
    }
    decided.push(decideOne(row));
  }
  return decided;
}

/** Decides for the account's orders whose facts rows are `rows` and stores the decisions, in `tx`. */
async function decideAndStoreRows(tx: DbOrTx, accountId: string, rows: q.OrderFactsRow[], by: string) {
  const sets = await ruleSetsFor(tx, accountId);
  const decisions = await decideInTurns(rows, (row) => {
    const facts = factsOfOrder(row, accountId);
    return decisionRow(row.id, accountId, facts, decide(facts, sets), by);
  });
  await q.insertDecisions(tx, decisions);
  return decisions;
}

/**
 * Orders just placed (one, or a batch of an import) get their decision in the placing transaction;
 * the refusals and holds are answered to the orders module, which refuses or holds the orders.
 */
export async function decideCreated(tx: DbOrTx, events: readonly OrderCreated[]): Promise<PlacementVerdict[]> {
  const byAccount = new Map<string, OrderCreated[]>();
  // Pushed, not copied: a bulk import tells 50,000 orders of one account at once.
  for (const event of events) {
    const created = byAccount.get(event.accountId);
    if (created) created.push(event);
    else byAccount.set(event.accountId, [event]);
  }
  const verdicts: PlacementVerdict[] = [];
  for (const [accountId, created] of byAccount) {
    // What a placement gave is taken as it is; the other orders are read.
    const given = created.flatMap((event) => (event.placed ? [factsRowOfPlaced(event.orderId, event.placed)] : []));
    const unread = created.filter((event) => !event.placed).map((event) => event.orderId);
    const rows = [...given, ...(await q.orderFactsOf(tx, accountId, unread))];
    for (const row of await decideAndStoreRows(tx, accountId, rows, 'order_created')) {
      if (row.outcome !== 'hold' && row.outcome !== 'refuse') continue;
      verdicts.push({
        orderId: row.orderId,
        action: row.outcome,
        reason: row.reason ?? '',
        ruleName: row.rule?.name ?? null,
      });
    }
  }
  return verdicts;
}

/**
 * Decides for the orders and stores each decision; an order that has one keeps it (answered
 * with `created: false`) unless `redecide`, which stores a new decision after it.
 */
export async function resolveCarrier(
  db: Db,
  who: Who,
  body: z.output<typeof ResolveCarrierBodySchema>,
): Promise<ResolveCarrierAnswer> {
  const accountId = who.actor.accountId;
  const ids = [...new Set(body.orderIds)];
  return db.transaction(async (tx) => {
    const existing = body.redecide ? [] : await q.latestDecisionsOf(tx, accountId, ids);
    const decided = new Map(existing.map((row) => [row.orderId, row]));
    const pending = ids.filter((id) => !decided.has(id));
    const created = await decideAndStore(tx, accountId, pending, who.by);
    if (created.length !== pending.length) {
      throw new AppError('not_found', ORDER_ERROR_MESSAGES.notFound, {
        details: { missing: pending.length - created.length },
      });
    }
    const fresh = new Map(created.map((row) => [row.orderId, row]));
    return {
      decisions: ids.map((id) => {
        const old = decided.get(id);
        return old ? summaryOf(old, false) : summaryOf(fresh.get(id) as q.NewDecisionRow, true);
      }),
    };
  });
}

/** A stored decision with its trace expanded from the rule set versions it used. */
export async function storedDecision(db: DbOrTx, row: q.DecisionRow): Promise<StoredDecision> {
  const refs = row.ruleSets as { operations: RuleSetRef | null; partner: RuleSetRef | null };
  const wanted = [refs.operations, refs.partner].filter((ref): ref is RuleSetRef => ref !== null);
  const loaded = await snapshotsOf(db, wanted);
  const sets: RuleSets = {
    operations: refs.operations ? (loaded.get(refs.operations.id) ?? null) : null,
    partner: refs.partner ? (loaded.get(refs.partner.id) ?? null) : null,
  };
  const facts = row.facts as unknown as EvaluatedFacts;
  const compact: CompactDecision = {
    outcome: row.outcome as CompactDecision['outcome'],
    carrier: (row.carrier ?? null) as CompactDecision['carrier'],
    service: row.service,
    reason: row.reason,
    source: row.source as CompactDecision['source'],
    rule: row.rule ?? null,
    ruleSets: refs,
    explanation: row.explanation,
    explanationText: row.explanationText ?? null,
    costFils: row.costFils,
    steps: row.steps as CompactStep[],
  };
  return {
    ...toDecisionResult(compact, facts, sets),
    id: row.id,
    orderId: row.orderId,
    decidedAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
  };
}

export async function orderDecision(db: Db, who: Who, orderId: string): Promise<OrderDecisionAnswer> {
  const accountId = who.actor.accountId;
  if (!(await q.orderExists(db, accountId, orderId))) throw notFound(ORDER_ERROR_MESSAGES.notFound);
  const row = await q.latestDecision(db, accountId, orderId);
  return { decision: row ? await storedDecision(db, row) : null };
}
