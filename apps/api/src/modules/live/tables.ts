// The live module's table: the outbox of what each audience's sockets are told. Only this
// module's files write it (the reactions of module.ts, in the transaction of the change).
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One event for one audience (docs/decisions/058), written in the transaction of the change it
 * tells of, so a change rolled back tells nothing. Sockets that reconnect catch up from it by id;
 * rows older than the retention are deleted by the live.prune job.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * Who may hear it: `account:<id>` (a merchant's account), `operations` (staff with dispatch
     * access), `courier:<id>`, `order:<id>` (the order's tracking page; the code is never stored).
     */
    audience: text('audience').notNull(),
    /** `order.moved`, `orders.created`, `mission.changed`, `orders.planned` (contract LIVE_KINDS). */
    kind: text('kind').notNull(),
    /** Small: ids and states, never a name, phone or address. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_audience_idx').on(table.audience, table.id),
    index('live_events_created_idx').on(table.createdAt),
  ],
);
