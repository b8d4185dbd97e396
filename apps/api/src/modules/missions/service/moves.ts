import {
  FLEET_MESSAGES,
  MISSION_MESSAGES,
  type Mission,
  ORDER_MOVE_STATUS,
  type OrderMove,
  type OrderMoveBodySchema,
  type OrderStatus,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import { courierIdOfUser, couriersOfDay } from '../../fleet';
import { ordersForDispatch, recordProviderMove } from '../../orders';
import { announceMissionsChanged } from '../mission-events';
import * as q from '../queries';
import { getMission } from './board';
import { stopNotFound } from './common';
import { KEPT_AT_DEPOT, returnToDepot } from './return-to-depot';

/**
 * What the courier app adds to a move (decision 059): the proofs it keeps itself (stored images),
 * written in each order's move transaction by `alongside`.
 */
export type MoveOptions = {
  proofKept?: boolean;
  alongside?: (tx: DbOrTx, orderId: string) => Promise<void>;
};

type MoveAnswer = { moved: { orderId: string; status: string }[]; refused: { orderId: string; message: string }[] };

/** The stop kind a move completes, and the stop's state after it. */
export const STOP_AFTER: Partial<Record<OrderMove, { kind: string; state: string }>> = {
  collected: { kind: 'pickup', state: 'done' },
  // A depot hand-in stop (decision 073); an order delivered in the wave has no depot stop.
  at_depot: { kind: 'depot', state: 'done' },
  // A load at the depot (decision 078): its orders out for delivery.
  out_for_delivery: { kind: 'load', state: 'done' },
  delivered: { kind: 'dropoff', state: 'done' },
  failed_attempt: { kind: 'dropoff', state: 'failed' },
};

function checkProof(input: z.output<typeof OrderMoveBodySchema>, proofKept = false) {
  const proof = input.proof ?? {};
  if (input.move === 'delivered' && !proofKept && !proof.photoRef && !proof.signatureRef && !proof.recipientName) {
    throw new AppError('invalid_argument', MISSION_MESSAGES.proofNeeded, {
      details: { fields: [{ field: 'proof', message: MISSION_MESSAGES.proofNeeded }] },
    });
  }
  if (input.move === 'failed_attempt' && !input.reason) {
    throw new AppError('invalid_argument', MISSION_MESSAGES.reasonNeeded, {
      details: { fields: [{ field: 'reason', message: MISSION_MESSAGES.reasonNeeded }] },
    });
  }
}

async function ordersOfMove(db: Db, input: z.output<typeof OrderMoveBodySchema>): Promise<string[]> {
  if (input.stopId) {
    const stop = await q.findStop(db, input.stopId);
    if (!stop) throw stopNotFound();
    return stop.orderIds;
  }
  return [...new Set(input.orderIds ?? [])];
}

/**
 * After an order's move, in its transaction: its stop's state, then the mission's; the missions
 * carrying the order are announced changed.
 */
async function afterMove(db: Db, tx: DbOrTx, orderId: string, move: OrderMove, at: Date, recipientName?: string) {
  const after = STOP_AFTER[move];
  const placed = await q.stopsOfOrders(tx, [orderId]);
  // A failed attempt's parcels stay on board: the route ends at the depot (decision 078, later).
  const failedAt = move === 'failed_attempt' ? placed.find((entry) => entry.kind === 'dropoff') : undefined;
  if (failedAt) await returnToDepot(tx, orderId, failedAt.missionId, at);
  await afterMoveStops(tx, placed, after, move, at, recipientName);
  await announceMissionsChanged(
    db,
    tx,
    placed.map((entry) => entry.missionId),
    'order_moved',
    [orderId],
  );
}

/**
 * The stops and missions after one order's move: a planned mission is under way; the stop the move
 * completes is done (or failed), and a mission with no stop pending is done. Whatever order the
 * order's stops come in: a mission made done by its drop-off is never put back under way by the
 * pickup listed after it.
 */
export async function afterMoveStops(
  tx: DbOrTx,
  placed: Awaited<ReturnType<typeof q.stopsOfOrders>>,
  after: { kind: string; state: string } | undefined,
  move: OrderMove,
  at: Date,
  recipientName?: string,
) {
  for (const missionId of new Set(placed.map((entry) => entry.missionId))) {
    const mission = await q.findMission(tx, missionId);
    if (mission?.state === 'planned') await q.setMissionState(tx, missionId, 'in_progress');
  }
  for (const entry of placed) {
    if (!after || entry.kind !== after.kind) continue;
    const stop = await q.findStop(tx, entry.stopId);
    if (!stop) continue;
    await q.updateStop(tx, stop.id, {
      state: after.state,
      arrivedAt: at,
      ...(recipientName && move === 'delivered' ? { recipientName } : {}),
    });
    const stops = await q.stopsOfMissions(tx, [entry.missionId]);
    const pending = stops.filter((row) => row.id !== stop.id && row.state === 'pending');
    if (pending.length === 0) await q.setMissionState(tx, entry.missionId, 'done');
  }
}

/** A load or hand-in stop done whose orders needed no move (already out, or kept in their state): decision 078, later. */
export async function finishStop(db: Db, stopId: string, at: Date): Promise<void> {
  const stop = await q.findStop(db, stopId);
  if (stop?.state !== 'pending') return;
  const placed = (await q.stopsOfOrders(db, stop.orderIds)).filter((entry) => entry.stopId === stopId);
  const after = { kind: stop.kind, state: 'done' };
  await db.transaction(async (tx) => {
    await afterMoveStops(tx, placed.slice(0, 1), after, 'at_depot', at);
    await announceMissionsChanged(db, tx, [stop.missionId], 'order_moved', stop.orderIds);
  });
}

/** Moves that leave some orders' states as they are and only finish their stop (decision 078, later). */
const STAYS: Partial<Record<OrderMove, { statuses: ReadonlySet<string>; kind: string }>> = {
  // A held or returning order handed back at the depot: the merchant chooses, or chose, what follows.
  at_depot: { statuses: KEPT_AT_DEPOT, kind: 'depot' },
  // An order out again by the merchant's choice, loaded at the depot: it was out already.
  out_for_delivery: { statuses: new Set(['out_for_delivery']), kind: 'load' },
};

/**
 * The move of an order whose state stays (above): its pending stop of that kind is done. Answers
 * the order's state, or undefined for another order (its move goes through the lifecycle).
 */
export async function keepState(db: Db, orderId: string, move: OrderMove, at: Date): Promise<OrderStatus | undefined> {
  const stays = STAYS[move];
  if (!stays) return undefined;
  const [order] = await ordersForDispatch(db, [orderId]);
  if (!order || !stays.statuses.has(order.status)) return undefined;
  const onStops = (await q.stopsOfOrders(db, [orderId])).filter((entry) => entry.kind === stays.kind);
  if (onStops.length === 0) return undefined;
  // A stop done already (by another order of it moved first) stays as it was.
  const placed: typeof onStops = [];
  for (const entry of onStops) if ((await q.findStop(db, entry.stopId))?.state === 'pending') placed.push(entry);
  if (placed.length === 0) return order.status;
  await db.transaction(async (tx) => {
    await afterMoveStops(tx, placed, STOP_AFTER[move], move, at);
    await announceMissionsChanged(
      db,
      tx,
      placed.map((entry) => entry.missionId),
      'order_moved',
      [orderId],
    );
  });
  return order.status;
}

/** A held or returning order handed back at the depot (decision 078, later): see keepState. */
export const keepAtDepot = (db: Db, orderId: string, at: Date) => keepState(db, orderId, 'at_depot', at);

/**
 * POST /admin/dispatch/moves (operations) and POST /courier/moves (the mission's courier): moves
 * one order or a whole stop through the orders' lifecycle, the carrier webhook's path (history,
 * webhooks, shop tracking, recipient messages). Each order is answered on its own: a move made
 * meanwhile by someone else is refused for that order, and the history keeps one line.
 */
export async function recordMoves(
  db: Db,
  actor: Actor,
  input: z.output<typeof OrderMoveBodySchema>,
  now: () => Date = () => new Date(),
  options: MoveOptions = {},
): Promise<MoveAnswer> {
  checkProof(input, options.proofKept);
  const orderIds = await ordersOfMove(db, input);
  let who = { type: 'admin' as 'admin' | 'courier', id: `staff:${actor.userId}`, name: 'Sameday operations' };
  if (actor.kind === 'courier') {
    const courierId = await courierIdOfUser(db, actor.userId);
    const own = new Set(
      (await q.stopsOfOrders(db, orderIds)).filter((e) => e.courierId === courierId).map((e) => e.orderId),
    );
    const foreign = orderIds.filter((id) => !own.has(id));
    if (!courierId || foreign.length > 0) {
      throw new AppError('permission_denied', MISSION_MESSAGES.notYourOrder, { details: { orderIds: foreign } });
    }
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const me = (await couriersOfDay(db, today)).find((courier) => courier.courierId === courierId);
    who = { type: 'courier', id: courierId, name: me?.firstName || 'Courier' };
  }
  const to = ORDER_MOVE_STATUS[input.move] as OrderStatus;
  const proof = {
    ...(input.proof?.photoRef ? { photoUrl: input.proof.photoRef } : {}),
    ...(input.proof?.signatureRef ? { signatureUrl: input.proof.signatureRef } : {}),
  };
  const answer: MoveAnswer = { moved: [], refused: [] };
  for (const orderId of orderIds) {
    const kept = await keepState(db, orderId, input.move, now());
    if (kept) {
      answer.moved.push({ orderId, status: kept });
      continue;
    }
    try {
      const order = await recordProviderMove(db, orderId, to, who, input.reason ?? input.note, proof, async (tx) => {
        await afterMove(db, tx, orderId, input.move, now(), input.proof?.recipientName);
        await options.alongside?.(tx, orderId);
        if (actor.kind === 'staff') {
          await recordStaffAction(tx, {
            actorUserId: actor.userId,
            action: 'order.moved_by_operations',
            targetType: 'order',
            targetId: orderId,
            before: null,
            after: { move: input.move, status: to },
          });
        }
      });
      answer.moved.push({ orderId, status: order.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answer.refused.push({ orderId, message: error.message });
    }
  }
  return answer;
}

/** GET /courier/missions: the signed-in courier's missions of today (Dubai). */
export async function courierMissions(db: Db, actor: Actor): Promise<Mission[]> {
  const courierId = await courierIdOfUser(db, actor.userId);
  if (!courierId) throw new AppError('permission_denied', FLEET_MESSAGES.couriersOnly);
  const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
  const rows = await q.missionsOfCourier(db, courierId, today);
  return Promise.all(rows.map((row) => getMission(db, row.id)));
}

/** Whether the courier has a mission planned or under way today (not waiting for work). */
export async function courierHasOpenMission(db: DbOrTx, courierId: string): Promise<boolean> {
  const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
  const rows = await q.missionsOfCourier(db, courierId, today);
  return rows.some((row) => row.state === 'planned' || row.state === 'in_progress');
}
