import { timestamp } from 'drizzle-orm/pg-core';

/** The `created_at` most tables carry: the time the row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
