// The missions module's tables: waves planned, each courier's missions and their stops. Only its
// own files write them; another module reads them through this module's index.ts.
import type { ServerText } from '@sameday/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couriers } from '../fleet/tables';

/** One planning of a Dubai day's orders for chosen couriers. */
export const dispatchWaves = pgTable('dispatch_waves', {
  id: text('id').primaryKey(),
  date: text('date').notNull(),
  createdBy: integer('created_by').notNull(),
  solveMs: integer('solve_ms').notNull().default(0),
  /** What the plan could not place, with the planner's reason. */
  unassigned: jsonb('unassigned')
    .$type<{ orderId: string; reason: string; reasonText?: ServerText }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One courier's ordered stops for one wave. `version` grows with every change (optimistic concurrency). */
export const missions = pgTable(
  'missions',
  {
    id: text('id').primaryKey(),
    waveId: text('wave_id')
      .notNull()
      .references(() => dispatchWaves.id, { onDelete: 'cascade' }),
    courierId: text('courier_id')
      .notNull()
      .references(() => couriers.id),
    date: text('date').notNull(),
    state: text('state').notNull().default('planned'),
    pooled: boolean('pooled').notNull().default(true),
    version: integer('version').notNull().default(1),
    distanceMeters: doublePrecision('distance_meters').notNull().default(0),
    travelSeconds: doublePrecision('travel_seconds').notNull().default(0),
    explanation: text('explanation').notNull().default(''),
    /** The explanation by id and values (decision 053); null for missions planned before it. */
    explanationText: jsonb('explanation_text').$type<ServerText>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('missions_date_idx').on(table.date, table.courierId)],
);

/** A stop of a mission: a pickup (several orders), a depot hand-in or a drop-off, with its promised window. */
export const missionStops = pgTable(
  'mission_stops',
  {
    id: text('id').primaryKey(),
    missionId: text('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    orderIds: jsonb('order_ids').$type<string[]>().notNull(),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    predictedArrival: timestamp('predicted_arrival', { withTimezone: true }),
    /** When the stop was done or failed (the move's time, on the domain's clock). */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    locked: boolean('locked').notNull().default(false),
    state: text('state').notNull().default('pending'),
    /** The delivery's proof: who took it, as the courier wrote it. */
    recipientName: text('recipient_name'),
  },
  (table) => [index('mission_stops_mission_idx').on(table.missionId, table.sequence)],
);

/** Which open mission stop carries an order (one pickup and one drop-off at most per order). */
export const missionOrders = pgTable(
  'mission_orders',
  {
    orderId: text('order_id').notNull(),
    missionId: text('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    stopId: text('stop_id')
      .notNull()
      .references(() => missionStops.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (table) => [uniqueIndex('mission_orders_order_kind_key').on(table.orderId, table.kind)],
);

/**
 * Each action of the courier app applied, by the id the phone made (decision 059): the answer is
 * kept, so a retry of the same id answers it again without applying the action twice. The key is
 * claimed in the action's own transaction: a concurrent duplicate waits for it, then reads the answer.
 */
export const courierActions = pgTable(
  'courier_actions',
  {
    courierId: text('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    kind: text('kind').notNull(),
    /** The phone's time of the action. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courierId, table.actionId] })],
);

/** Wrong delivery codes tried per order (the courier app): after DELIVERY_CODE_TRIES the code is refused. */
export const deliveryCodeTries = pgTable('delivery_code_tries', {
  orderId: text('order_id').primaryKey(),
  wrong: integer('wrong').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a courier reported at a stop beyond the move itself: parcels missing or extra at a pickup,
 * cash collected that differs from the order's cash on delivery.
 */
export const missionStopNotes = pgTable(
  'mission_stop_notes',
  {
    id: text('id').primaryKey(),
    stopId: text('stop_id')
      .notNull()
      .references(() => missionStops.id, { onDelete: 'cascade' }),
    missionId: text('mission_id').notNull(),
    courierId: text('courier_id').notNull(),
    /** `missing` (an order of the stop not scanned), `extra` (a code of none), `cash` (a difference). */
    kind: text('kind').notNull(),
    orderId: text('order_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mission_stop_notes_stop_idx').on(table.stopId),
    index('mission_stop_notes_order_idx').on(table.orderId),
  ],
);
