// The oauth module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts, users } from '../identity/tables';

/**
 * An API client of a merchant's own system (docs/decisions/033): acts on one account, with a
 * subset of the permission strings as scopes. Only the SHA-256 of its secret is kept.
 */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    redirectUris: text('redirect_uris').array().notNull(),
    secretHash: text('secret_hash').notNull(),
    secretHint: text('secret_hint').notNull(),
    createdAt: createdAt(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('oauth_clients_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * The authorisation server's own records (interactions, sessions, grants, codes, access and
 * refresh tokens), one row each, kept as the library hands them over.
 */
export const oauthRecords = pgTable(
  'oauth_records',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oauth_records_grant_idx').on(table.grantId),
    index('oauth_records_uid_idx').on(table.uid),
    index('oauth_records_expires_idx').on(table.expiresAt),
  ],
);
