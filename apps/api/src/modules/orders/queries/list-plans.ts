import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { couriers, missionOrders, missionStops, missions, orderProofs, users } from '../../../db/schema';

/**
 * What the orders list reads of other modules' tables inside its own page query, so a page is one
 * round trip to the database (docs/decisions/081): each listed order's planned stops with their
 * courier (the missions' `plannedStops` port reads the same for one order), and whether a proof
 * image is stored for it (the proofs module signs its links, for those orders only).
 */

/** A stop of an open mission carrying a listed order, as the page query writes it. */
export type ListedStop = {
  kind: string;
  /** The courier's full name: only its first word leaves the server. */
  courierName: string;
  vehicleKind: string;
  windowFrom: string;
  windowTo: string;
  predictedArrival: string | null;
};

/** An instant as JSON text to the millisecond, as `Date.toISOString()` writes the drivers' dates. */
const instant = (column: SQL | AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The open (not cancelled) mission stops of the page's orders (`pageIds`: the ids of the page's
 * rows), each order's as one JSON array, in one scan of each table for the whole page.
 */
export function pagePlans(db: DbOrTx, pageIds: SQL) {
  return db.$with('page_plans').as(
    db
      .select({
        orderId: missionOrders.orderId,
        plan: sql`json_agg(json_build_object('kind', ${missionOrders.kind},
          'courierName', coalesce(${users.fullName}, ''), 'vehicleKind', ${couriers.vehicleKind},
          'windowFrom', ${instant(missionStops.windowFrom)}, 'windowTo', ${instant(missionStops.windowTo)},
          'predictedArrival', ${instant(missionStops.predictedArrival)}))`.as('plan'),
      })
      .from(missionOrders)
      .innerJoin(missions, eq(missions.id, missionOrders.missionId))
      .innerJoin(missionStops, eq(missionStops.id, missionOrders.stopId))
      .innerJoin(couriers, eq(couriers.id, missions.courierId))
      .leftJoin(users, eq(users.id, couriers.userId))
      .where(and(sql`${missionOrders.orderId} = any(${pageIds})`, ne(missions.state, 'cancelled')))
      .groupBy(missionOrders.orderId),
  );
}

/** The page's orders that have a proof image stored (the courier app's), once each. */
export function pageStoredProofs(db: DbOrTx, pageIds: SQL) {
  return db
    .$with('page_proofs')
    .as(
      db
        .selectDistinct({ orderId: orderProofs.orderId })
        .from(orderProofs)
        .where(sql`${orderProofs.orderId} = any(${pageIds})`),
    );
}
