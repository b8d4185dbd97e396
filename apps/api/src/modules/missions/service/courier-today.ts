import {
  type CourierMission,
  type CourierParcel,
  type CourierToday,
  FLEET_MESSAGES,
  type ManifestSignOff,
  type Mission,
  type Order,
  orderParcelCount,
  parcelLabelCodes,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { courierIdOfUser, courierShiftToday, dubaiDate, firstNameOf, getCourier } from '../../fleet';
import { deliveryCodesOf, ordersForDispatch } from '../../orders';
import * as q from '../queries';
import { getMission } from './board';

/** The statuses in which the recipient still waits for the courier: their phone is given to call them. */
const DROPOFF_AHEAD = new Set(['collected', 'received_at_depot', 'out_for_delivery']);

const lineOf = (parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The signed-in courier's courier id, or permission_denied for anyone else. */
export async function ownCourierId(db: Db, actor: Actor): Promise<string> {
  const courierId = actor.kind === 'courier' ? await courierIdOfUser(db, actor.userId) : undefined;
  if (!courierId) throw new AppError('permission_denied', FLEET_MESSAGES.couriersOnly);
  return courierId;
}

function parcelOf(order: Order, kind: string, codes: Map<string, string>): CourierParcel {
  return {
    orderId: order.id,
    reference: order.partnerOrderId || order.id,
    // Each label's Code 128 encodes its parcel's code (orders/service/files/labels.ts).
    labelCode: order.id,
    parcelCount: orderParcelCount(order),
    parcelCodes: parcelLabelCodes(order.id, orderParcelCount(order)),
    codAmount: order.payment.mode === 'cod' ? order.payment.codAmountFils / 100 : 0,
    recipientFirstName: firstNameOf(order.dropoff.name),
    recipientPhone: kind === 'dropoff' && DROPOFF_AHEAD.has(order.status) ? order.dropoff.phone : null,
    instructions: order.dropoff.notes ?? '',
    deliveryCodeRequired: codes.has(order.id),
    status: order.status,
  };
}

function addressOf(kind: string, order: Order | undefined): string {
  if (!order) return '';
  const place = kind === 'pickup' ? order.pickup : order.dropoff;
  return lineOf([place.apartmentNumber, place.addressLine1, place.addressLine2, place.area, place.emirate]);
}

type DayFacts = {
  orders: Map<string, Order>;
  codes: Map<string, string>;
  /** The pickup stops' manifest sign-offs, by stop id (decision 072). */
  signOffs: Map<string, ManifestSignOff>;
};

function missionOf(mission: Mission, { orders, codes, signOffs }: DayFacts): CourierMission {
  return {
    id: mission.id,
    version: mission.version,
    state: mission.state,
    stops: mission.stops.map((stop) => {
      const own = stop.orderIds.map((id) => orders.get(id)).filter((order): order is Order => Boolean(order));
      return {
        id: stop.id,
        sequence: stop.sequence,
        kind: stop.kind,
        label: stop.label,
        // A depot hand-in's or load's place is the depot, named by its label (decisions 073, 078).
        address: stop.kind === 'depot' || stop.kind === 'load' ? stop.label : addressOf(stop.kind, own[0]),
        location: stop.location,
        window: stop.window,
        predictedArrival: stop.predictedArrival,
        state: stop.state,
        parcels: own.map((order) => parcelOf(order, stop.kind, codes)),
        ...(stop.kind === 'pickup' ? { manifest: signOffs.get(stop.id) ?? null } : {}),
      };
    }),
  };
}

/**
 * GET /courier/today: the courier, today's shift as clocked and today's missions (Dubai day) with
 * each stop's parcels. Of a recipient: the first name, the delivery notes and, while the drop-off
 * is ahead, the phone to call them; never the delivery code, only whether one is needed.
 */
export async function courierToday(db: Db, actor: Actor, now: Date): Promise<CourierToday> {
  const courierId = await ownCourierId(db, actor);
  const [courier, shift, rows] = await Promise.all([
    getCourier(db, courierId),
    courierShiftToday(db, courierId, now),
    q.missionsOfCourier(db, courierId, dubaiDate(now)),
  ]);
  const missions = await Promise.all(
    rows.filter((row) => row.state !== 'cancelled').map((row) => getMission(db, row.id)),
  );
  const orderIds = [...new Set(missions.flatMap((mission) => mission.stops.flatMap((stop) => stop.orderIds)))];
  const pickupStopIds = missions.flatMap((mission) =>
    mission.stops.filter((stop) => stop.kind === 'pickup').map((stop) => stop.id),
  );
  const signOffsOf = db.hub.port('pickupManifestSignOffs');
  const [orders, codes, signOffs] = await Promise.all([
    ordersForDispatch(db, orderIds),
    deliveryCodesOf(db, orderIds),
    signOffsOf && pickupStopIds.length ? signOffsOf(db, pickupStopIds) : new Map<string, ManifestSignOff>(),
  ]);
  const facts = { orders: new Map(orders.map((order) => [order.id, order])), codes, signOffs };
  return {
    courier: { firstName: courier.firstName, vehicleKind: courier.vehicle.kind },
    shift,
    missions: missions.map((mission) => missionOf(mission, facts)),
    at: now.toISOString(),
  };
}
