import {
  COURIER_APP_MESSAGES as CM,
  type CourierAction,
  type CourierActionResult,
  type CourierActionsAnswer,
  DELIVERY_CODE_TRIES,
  type ErrorCode,
  MISSION_MESSAGES,
  type OrderMove,
  orderParcelCount,
  type ProofKind,
  readLabelCode,
} from '@sameday/contract';
import { type BaseDb, type Db, type DbOrTx, withHub } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { clockShift } from '../../fleet';
import { deliveryCodesOf, ordersForDispatch } from '../../orders';
import { attachProofs, uploadsState } from '../../proofs';
import * as q from '../queries';
import { ownCourierId } from './courier-today';
import { finishStop, keepAtDepot, recordMoves } from './moves';
import { ownPickupStop } from './pickup-stops';

type Deliver = Extract<CourierAction, { kind: 'deliver' }>;
type Fail = Extract<CourierAction, { kind: 'fail' }>;
type Collect = Extract<CourierAction, { kind: 'collect' }>;
type SignManifest = Extract<CourierAction, { kind: 'sign_manifest' }>;
type HandIn = Extract<CourierAction, { kind: 'hand_in' }>;
type Load = Extract<CourierAction, { kind: 'load' }>;

/** What an action is applied with: the domain's database inside the action's transaction. */
type Ctx = { db: Db; actor: Actor; courierId: string; at: Date; now: () => Date };

/** An action that names a proof not uploaded yet: nothing is kept, the phone sends it again. */
class NotYet extends Error {}

const refusal = (action: CourierAction, code: ErrorCode, message: string, extra: Partial<CourierActionResult> = {}) =>
  ({ id: action.id, kind: action.kind, outcome: 'refused', code, message, ...extra }) satisfies CourierActionResult;

const waiting = (action: CourierAction): CourierActionResult => ({
  id: action.id,
  kind: action.kind,
  outcome: 'retry',
  message: CM.proofNotUploaded,
});

/** The domain's database over a transaction: services run inside it, their own transactions become savepoints. */
const inside = (db: Db, tx: DbOrTx): Db => withHub(tx as unknown as BaseDb, db.hub);

/** The order's drop-off is on one of the courier's missions. */
async function ownDropoff(ctx: Ctx, orderId: string) {
  const stops = await q.stopsOfOrders(ctx.db, [orderId]);
  const stop = stops.find((entry) => entry.kind === 'dropoff' && entry.courierId === ctx.courierId);
  if (!stop) throw new AppError('permission_denied', MISSION_MESSAGES.notYourOrder);
  return stop;
}

/** One move of one order through the missions' path; a refusal is thrown (the action's savepoint is rolled back). */
async function move(
  ctx: Ctx,
  orderId: string,
  input: Omit<Parameters<typeof recordMoves>[2], 'orderIds'>,
  options = {},
) {
  const answer = await recordMoves(ctx.db, ctx.actor, { ...input, orderIds: [orderId] }, ctx.now, options);
  const refused = answer.refused[0];
  if (refused) throw new AppError('failed_precondition', refused.message);
  return answer.moved[0]?.status;
}

/**
 * Before a drop-off's delivery or failed attempt, the order reaches "out for delivery" through the
 * lifecycle's steps (collected, at depot): the plan has no depot stop yet (decision 056).
 */
async function bringOutForDelivery(ctx: Ctx, orderId: string, status: string) {
  const steps: Partial<Record<string, OrderMove[]>> = {
    collected: ['at_depot', 'out_for_delivery'],
    received_at_depot: ['out_for_delivery'],
    delivery_failed: ['out_for_delivery'],
  };
  for (const step of steps[status] ?? []) await move(ctx, orderId, { move: step });
}

async function shiftAction(
  ctx: Ctx,
  action: CourierAction & { kind: 'shift_start' | 'shift_end' | 'break_start' | 'break_end' },
) {
  const shiftState = await clockShift(ctx.db, ctx.courierId, action.kind, ctx.at);
  return { id: action.id, kind: action.kind, outcome: 'applied', shiftState } satisfies CourierActionResult;
}

const codeOf = (text: string) => text.trim().toUpperCase();

/** What was scanned of each of the stop's orders: the whole order (its id typed) or parcel numbers; and codes of none. */
function readScans(orderIds: readonly string[], scanned: readonly string[]) {
  const byCode = new Map(orderIds.map((id) => [codeOf(id), id]));
  const whole = new Set<string>();
  const parcels = new Map<string, Set<number>>();
  const extra: string[] = [];
  for (const code of scanned) {
    const read = readLabelCode(code);
    const orderId = byCode.get(read.orderCode);
    if (!orderId) extra.push(code);
    else if (read.parcel === null) whole.add(orderId);
    else parcels.set(orderId, (parcels.get(orderId) ?? new Set()).add(read.parcel));
  }
  return { whole, parcels, extra };
}

/**
 * At a pickup: an order is collected when each of its parcels' labels was scanned (or its order id
 * typed); an order with some parcels scanned and others not stays for a later scan, its missing
 * parcels named. The stop's orders not collected are missing, and codes of no parcel of the stop
 * are extra. Both are kept as notes on the stop.
 */
async function collect(ctx: Ctx, action: Collect): Promise<CourierActionResult> {
  const stop = await q.findStop(ctx.db, action.stopId);
  const mission = stop ? await q.findMission(ctx.db, stop.missionId) : undefined;
  if (!stop || mission?.courierId !== ctx.courierId) throw new AppError('permission_denied', CM.stopNotYours);
  if (stop.kind !== 'pickup') throw new AppError('failed_precondition', CM.notAPickup);
  const scanned = [...new Set(action.scanned.map(codeOf).filter(Boolean))];
  if (scanned.length === 0) throw new AppError('invalid_argument', CM.nothingScanned);
  const { whole, parcels, extra } = readScans(stop.orderIds, scanned);
  const matched = stop.orderIds.filter((id) => whole.has(id) || parcels.has(id));
  if (matched.length === 0) throw new AppError('failed_precondition', CM.noMatchingParcel);
  const collected: string[] = [];
  const partly = new Map<string, number[]>();
  for (const order of await ordersForDispatch(ctx.db, matched)) {
    const count = orderParcelCount(order);
    const seen = parcels.get(order.id) ?? new Set<number>();
    const missingParcels = whole.has(order.id) ? [] : parcelNumbers(count).filter((n) => !seen.has(n));
    // A parcel already collected (by operations, or an earlier scan) stays collected.
    if (order.status !== 'ready_for_collection') collected.push(order.id);
    else if (missingParcels.length > 0) partly.set(order.id, missingParcels);
    else if (await move(ctx, order.id, { move: 'collected' })) collected.push(order.id);
  }
  const missing = stop.orderIds.filter((id) => !collected.includes(id));
  await q.insertStopNotes(ctx.db, [
    ...missing.map((orderId) => note(ctx, stop, 'missing', orderId, partlyDetail(partly.get(orderId)))),
    ...extra.map((code) => note(ctx, stop, 'extra', null, { code })),
  ]);
  return { id: action.id, kind: 'collect', outcome: 'applied', collected, missing, extra };
}

const parcelNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
/** A missing order's note names its parcels not scanned when some others were. */
const partlyDetail = (missingParcels: number[] | undefined) => (missingParcels ? { parcels: missingParcels } : {});

function note(
  ctx: Ctx,
  stop: { id: string; missionId: string },
  kind: 'missing' | 'extra' | 'cash',
  orderId: string | null,
  detail: Record<string, unknown>,
) {
  return {
    id: randomId('stn'),
    stopId: stop.id,
    missionId: stop.missionId,
    courierId: ctx.courierId,
    kind,
    orderId,
    detail,
  };
}

/** The delivery code, when the order has one: a refusal to keep (a wrong try counts), or undefined when it passes. */
async function checkCode(ctx: Ctx, action: Deliver): Promise<CourierActionResult | undefined> {
  const code = (await deliveryCodesOf(ctx.db, [action.orderId])).get(action.orderId);
  if (!code) return undefined;
  const wrong = await q.wrongCodeTries(ctx.db, action.orderId);
  if (wrong >= DELIVERY_CODE_TRIES)
    return refusal(action, 'resource_exhausted', CM.deliveryCodeLocked, { triesLeft: 0 });
  if (!action.deliveryCode) throw new AppError('invalid_argument', CM.deliveryCodeNeeded);
  if (action.deliveryCode === code) return undefined;
  const tries = await q.addWrongCodeTry(ctx.db, action.orderId);
  const triesLeft = Math.max(0, DELIVERY_CODE_TRIES - tries);
  return triesLeft === 0
    ? refusal(action, 'resource_exhausted', CM.deliveryCodeLocked, { triesLeft })
    : refusal(action, 'invalid_argument', CM.wrongDeliveryCode, { triesLeft });
}

/**
 * At a drop-off: delivered with its proof. The images named must have been uploaded by this
 * courier (else the action waits: `retry`); the code is checked when the order has one; a cash
 * order's cash is confirmed and any difference kept. The proofs and the cash note are written in
 * the move's own transaction.
 */
async function deliver(ctx: Ctx, action: Deliver): Promise<CourierActionResult> {
  const stop = await ownDropoff(ctx, action.orderId);
  const proofs: { kind: ProofKind; uploadId: string }[] = [
    ...(action.photoId ? [{ kind: 'photo' as const, uploadId: action.photoId }] : []),
    ...(action.signatureId ? [{ kind: 'signature' as const, uploadId: action.signatureId }] : []),
  ];
  const uploads = await uploadsState(
    ctx.db,
    ctx.actor.userId,
    proofs.map((proof) => proof.uploadId),
  );
  if (uploads === 'not_yours') throw new AppError('not_found', CM.proofNotFound);
  if (uploads === 'not_uploaded') throw new NotYet();
  if (proofs.length === 0 && !action.recipientName)
    throw new AppError('invalid_argument', MISSION_MESSAGES.proofNeeded);
  const wrongCode = await checkCode(ctx, action);
  if (wrongCode) return wrongCode;
  const [order] = await ordersForDispatch(ctx.db, [action.orderId]);
  if (!order) throw new AppError('not_found', MISSION_MESSAGES.notYourOrder);
  const due = order.payment.mode === 'cod' ? order.payment.codAmountFils : 0;
  if (due > 0 && action.cashCollected === undefined) throw new AppError('invalid_argument', CM.cashNeeded);
  const collectedFils = due > 0 ? Math.round((action.cashCollected ?? 0) * 100) : 0;
  await bringOutForDelivery(ctx, action.orderId, order.status);
  const orderStatus = await move(
    ctx,
    action.orderId,
    { move: 'delivered', proof: action.recipientName ? { recipientName: action.recipientName } : undefined },
    {
      proofKept: proofs.length > 0,
      alongside: async (tx: DbOrTx) => {
        await attachProofs(tx, { orderId: action.orderId, accountId: order.accountId, proofs });
        if (due > 0) {
          const detail = { dueFils: due, collectedFils, differenceFils: collectedFils - due };
          await q.insertStopNotes(tx, [
            note(ctx, { id: stop.stopId, missionId: stop.missionId }, 'cash', action.orderId, detail),
          ]);
        }
      },
    },
  );
  return {
    id: action.id,
    kind: 'deliver',
    outcome: 'applied',
    orderStatus: orderStatus as CourierActionResult['orderStatus'],
    ...(due > 0 ? { cashDifference: (collectedFils - due) / 100 } : {}),
  };
}

/** A failed attempt with the lifecycle's reason: the order's next step follows (on hold for the merchant on the second). */
async function fail(ctx: Ctx, action: Fail): Promise<CourierActionResult> {
  await ownDropoff(ctx, action.orderId);
  const [order] = await ordersForDispatch(ctx.db, [action.orderId]);
  if (!order) throw new AppError('not_found', MISSION_MESSAGES.notYourOrder);
  await bringOutForDelivery(ctx, action.orderId, order.status);
  const orderStatus = await move(ctx, action.orderId, {
    move: 'failed_attempt',
    reason: action.reason,
    note: action.note,
  });
  return {
    id: action.id,
    kind: 'fail',
    outcome: 'applied',
    orderStatus: orderStatus as CourierActionResult['orderStatus'],
  };
}

/**
 * At a pickup (decision 072): the stop's manifest signed off by the courier and the merchant's
 * person, whose drawn signature must have been uploaded by this courier (else `retry`). Kept by
 * the pickups module in the action's own transaction.
 */
async function signManifest(ctx: Ctx, action: SignManifest): Promise<CourierActionResult> {
  const stop = await ownPickupStop(ctx.db, ctx.courierId, action.stopId);
  const uploads = await uploadsState(ctx.db, ctx.actor.userId, [action.signatureId]);
  if (uploads === 'not_yours') throw new AppError('not_found', CM.proofNotFound);
  if (uploads === 'not_uploaded') throw new NotYet();
  const sign = ctx.db.hub.port('signPickupManifest');
  if (!sign) throw new AppError('unimplemented', CM.notAPickup);
  const manifest = await sign(ctx.db, {
    stop,
    signerName: action.signerName,
    signatureUploadId: action.signatureId,
    at: ctx.at,
  });
  return { id: action.id, kind: 'sign_manifest', outcome: 'applied', manifest };
}

/**
 * At a depot hand-in stop (decision 073): the stop's collected parcels recorded at the depot, and a
 * failed delivery's brought back (078, later; one held or returning keeps its state). One not
 * collected is answered in `missing`; one already recorded there stays there.
 */
async function handIn(ctx: Ctx, action: HandIn): Promise<CourierActionResult> {
  const stop = await q.findStop(ctx.db, action.stopId);
  const mission = stop ? await q.findMission(ctx.db, stop.missionId) : undefined;
  if (!stop || mission?.courierId !== ctx.courierId) throw new AppError('permission_denied', CM.stopNotYours);
  if (stop.kind !== 'depot') throw new AppError('failed_precondition', CM.notAHandIn);
  const handedIn: string[] = [];
  // Collected on a pickup, or brought back after a failed attempt (decision 078, later).
  const toHandIn = new Set(['collected', 'delivery_failed']);
  for (const order of await ordersForDispatch(ctx.db, stop.orderIds)) {
    if (order.status === 'received_at_depot') handedIn.push(order.id);
    else if (toHandIn.has(order.status) && (await move(ctx, order.id, { move: 'at_depot' }))) handedIn.push(order.id);
    else if (await keepAtDepot(ctx.db, order.id, ctx.at)) handedIn.push(order.id);
  }
  const missing = stop.orderIds.filter((id) => !handedIn.includes(id));
  return { id: action.id, kind: 'hand_in', outcome: 'applied', handedIn, missing };
}

/**
 * At a load-at-depot stop (decision 078): the stop's parcels waiting at the depot loaded, out for
 * delivery. One already out (or further on) stays; one not at the depot is answered in `missing`.
 */
async function load(ctx: Ctx, action: Load): Promise<CourierActionResult> {
  const stop = await q.findStop(ctx.db, action.stopId);
  const mission = stop ? await q.findMission(ctx.db, stop.missionId) : undefined;
  if (!stop || mission?.courierId !== ctx.courierId) throw new AppError('permission_denied', CM.stopNotYours);
  if (stop.kind !== 'load') throw new AppError('failed_precondition', CM.notALoad);
  const onBoard = new Set(['out_for_delivery', 'delivery_complete', 'delivery_failed']);
  const loaded: string[] = [];
  for (const order of await ordersForDispatch(ctx.db, stop.orderIds)) {
    if (onBoard.has(order.status)) loaded.push(order.id);
    else if (order.status === 'received_at_depot' && (await move(ctx, order.id, { move: 'out_for_delivery' })))
      loaded.push(order.id);
  }
  // Orders out again by the merchant's choice were out already: the stop is done all the same.
  if (loaded.length > 0) await finishStop(ctx.db, stop.id, ctx.at);
  const missing = stop.orderIds.filter((id) => !loaded.includes(id));
  return { id: action.id, kind: 'load', outcome: 'applied', loaded, missing };
}

function applyAction(ctx: Ctx, action: CourierAction): Promise<CourierActionResult> {
  switch (action.kind) {
    case 'load':
      return load(ctx, action);
    case 'hand_in':
      return handIn(ctx, action);
    case 'sign_manifest':
      return signManifest(ctx, action);
    case 'collect':
      return collect(ctx, action);
    case 'deliver':
      return deliver(ctx, action);
    case 'fail':
      return fail(ctx, action);
    default:
      return shiftAction(ctx, action);
  }
}

/**
 * One action, exactly once: its id is claimed in the transaction that applies it and keeps its
 * answer. A retry (or a concurrent duplicate, which waits on the claim) answers the kept answer.
 * A refusal is kept too, with nothing of the action (its savepoint is rolled back); a crash keeps
 * nothing, so the retry applies it.
 */
async function applyOnce(db: Db, actor: Actor, courierId: string, action: CourierAction, now: () => Date) {
  const kept = await q.storedActionAnswer(db, courierId, action.id);
  if (kept) return kept as CourierActionResult;
  const server = now();
  const phone = new Date(action.at);
  // The phone's time, unless it is ahead of the server's (a clock set wrong).
  const at = phone > server ? server : phone;
  try {
    return await db.transaction(async (tx) => {
      if (!(await q.claimAction(tx, { courierId, actionId: action.id, kind: action.kind, at }))) {
        return (await q.storedActionAnswer(tx, courierId, action.id)) as CourierActionResult;
      }
      let result: CourierActionResult;
      try {
        result = await tx.transaction((step) =>
          applyAction({ db: inside(db, step), actor, courierId, at, now }, action),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result = refusal(action, error.code, error.message);
      }
      await q.storeActionAnswer(tx, courierId, action.id, result);
      return result;
    });
  } catch (error) {
    if (error instanceof NotYet) return waiting(action);
    throw error;
  }
}

/**
 * POST /courier/actions: the courier app's actions, applied one after the other in the order
 * given, each exactly once (decision 059). An action that must wait (`retry`) holds back the ones
 * after it, unapplied, so the order is kept.
 */
export async function applyCourierActions(
  db: Db,
  actor: Actor,
  actions: readonly CourierAction[],
  now: () => Date = () => new Date(),
): Promise<CourierActionsAnswer> {
  const courierId = await ownCourierId(db, actor);
  const results: CourierActionResult[] = [];
  for (const action of actions) {
    if (results.at(-1)?.outcome === 'retry') {
      results.push(waiting(action));
      continue;
    }
    results.push(await applyOnce(db, actor, courierId, action, now));
  }
  return { results };
}
