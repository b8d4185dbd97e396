// The fleet module's tables: the provider's couriers and their shifts. Only its own files write
// them; another module reads their data through this module's index.ts.
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/tables';

/** A courier: a user holding the 'courier' role, their vehicle, home depot and app settings. */
export const couriers = pgTable('couriers', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  vehicleKind: text('vehicle_kind').notNull(),
  capacityParcels: integer('capacity_parcels').notNull(),
  capacityKg: integer('capacity_kg').notNull(),
  depotName: text('depot_name').notNull(),
  depotLat: doublePrecision('depot_lat').notNull(),
  depotLng: doublePrecision('depot_lng').notNull(),
  waypointWindowMinutes: integer('waypoint_window_minutes').notNull(),
  active: boolean('active').notNull().default(true),
  /** The courier's own switch in the app: off while they take no work though on shift. */
  available: boolean('available').notNull().default(true),
  pushId: text('push_id'),
  gcmToken: text('gcm_token'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shift on a Dubai day; breaks are Dubai clock times inside it. */
export const courierShifts = pgTable(
  'courier_shifts',
  {
    id: text('id').primaryKey(),
    courierId: text('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    breaks: jsonb('breaks').$type<{ start: string; end: string }[]>().notNull().default([]),
    /** When the courier started and ended the shift in the app (decision 059). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The break under way, if any, and the breaks taken (instants, as the app recorded them). */
    breakStartedAt: timestamp('break_started_at', { withTimezone: true }),
    breaksTaken: jsonb('breaks_taken').$type<{ start: string; end: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('courier_shifts_date_idx').on(table.date, table.courierId)],
);

/**
 * Where a courier was, as their app sent it while on shift (docs/decisions/061). Kept 7 days
 * (POSITION_RETENTION_DAYS), then deleted by the fleet's retention job.
 */
export const courierPositions = pgTable(
  'courier_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courierId: text('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Metres, as the phone reported it. */
    accuracy: doublePrecision('accuracy').notNull(),
    /** When the phone took it. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courier_positions_courier_at_idx').on(table.courierId, table.at),
    index('courier_positions_at_idx').on(table.at),
  ],
);
