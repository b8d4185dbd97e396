import {
  canTransition,
  HISTORY_SENTENCES,
  ORDER_ERROR_SENTENCES,
  type ServerText,
  serverText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { OrderCreated, PlacementVerdict } from '../order-events';
import * as q from '../queries';
import { announceMove } from './change-state';
import { eventRow, SYSTEM } from './shared';

const H = HISTORY_SENTENCES;
const E = ORDER_ERROR_SENTENCES;

/** `Refused by the dispatcher rule “No Fujairah COD”: …` — why an order was refused at placement, by id. */
export function refusalMessage({ ruleName: rule, reason }: PlacementVerdict): ServerText {
  if (!rule) return reason ? serverText(E.refusedByRulesWithReason, { reason }) : serverText(E.refusedByRules);
  return reason ? serverText(E.refusedByRuleWithReason, { rule, reason }) : serverText(E.refusedByRule, { rule });
}

/** `This order cannot be placed: refused by the dispatcher rule “No Fujairah COD”: …`. */
function notPlacedMessage({ ruleName: rule, reason }: PlacementVerdict): ServerText {
  if (!rule) return reason ? serverText(E.notPlacedByRulesWithReason, { reason }) : serverText(E.notPlacedByRules);
  return reason ? serverText(E.notPlacedByRuleWithReason, { rule, reason }) : serverText(E.notPlacedByRule, { rule });
}

/** The error of a single placement a rule refuses (the spec's error shape, naming the rule). */
export function refusedByRule(verdict: PlacementVerdict): AppError {
  return new AppError('failed_precondition', notPlacedMessage(verdict), {
    details: { reason: 'refused_by_dispatcher_rule', rule: verdict.ruleName, ruleReason: verdict.reason },
  });
}

function holdReason({ ruleName: rule, reason }: PlacementVerdict): ServerText {
  if (rule === null) return reason ? serverText(H.heldByRulesWithReason, { reason }) : serverText(H.heldByRules);
  return reason ? serverText(H.heldByRuleWithReason, { rule, reason }) : serverText(H.heldByRule, { rule });
}

/**
 * Places the held orders on hold through the lifecycle (pending → on hold, by the system), each with
 * a history entry naming the rule, and tells the move's listeners; in the placing transaction.
 */
export async function holdAtPlacement(
  db: Db,
  tx: DbOrTx,
  accountId: string,
  verdicts: readonly PlacementVerdict[],
): Promise<void> {
  // The lifecycle lets the system hold a pending order (docs/guide/orders-and-bulk-upload.md, decision 041).
  if (!canTransition('pending', 'on_hold', SYSTEM.type))
    throw new Error('The lifecycle does not let a new order be held');
  for (const verdict of verdicts) {
    if (verdict.action !== 'hold') continue;
    if (!(await q.holdForReview(tx, accountId, verdict.orderId))) continue;
    await q.insertLaterEvent(
      tx,
      eventRow(accountId, verdict.orderId, 'pending', 'on_hold', SYSTEM, holdReason(verdict)),
    );
    await announceMove(db, tx, { accountId, orderId: verdict.orderId, from: 'pending', to: 'on_hold' });
  }
}

/** The verdicts by order, and the events of the orders that go ahead (not refused). */
export function splitVerdicts(events: readonly OrderCreated[], verdicts: readonly PlacementVerdict[]) {
  const refused = new Map(verdicts.filter((v) => v.action === 'refuse').map((v) => [v.orderId, v]));
  return { refused, placed: events.filter((event) => !refused.has(event.orderId)) };
}
