import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, memberships, users } from '../../db/schema';
import { oauthClients, oauthRecords } from './tables';

export type ClientRow = typeof oauthClients.$inferSelect & { createdByName: string };

const clientColumns = {
  id: oauthClients.id,
  accountId: oauthClients.accountId,
  createdByUserId: oauthClients.createdByUserId,
  name: oauthClients.name,
  scopes: oauthClients.scopes,
  redirectUris: oauthClients.redirectUris,
  secretHash: oauthClients.secretHash,
  secretHint: oauthClients.secretHint,
  createdAt: oauthClients.createdAt,
  secretRotatedAt: oauthClients.secretRotatedAt,
  lastUsedAt: oauthClients.lastUsedAt,
  revokedAt: oauthClients.revokedAt,
  createdByName: users.fullName,
};

export async function insertClient(db: DbOrTx, row: typeof oauthClients.$inferInsert): Promise<void> {
  await db.insert(oauthClients).values(row);
}

export async function listClients(
  db: Db,
  accountId: string,
  page: { limit: number; offset: number; userId?: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const where = and(
    eq(oauthClients.accountId, accountId),
    isNull(oauthClients.revokedAt),
    page.userId === undefined ? undefined : eq(oauthClients.createdByUserId, page.userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(clientColumns)
      .from(oauthClients)
      .innerJoin(users, eq(users.id, oauthClients.createdByUserId))
      .where(where)
      .orderBy(desc(oauthClients.createdAt), desc(oauthClients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(oauthClients).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One live client of the account (a revoked one is gone). */
export async function findClient(db: DbOrTx, accountId: string, id: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(oauthClients)
    .innerJoin(users, eq(users.id, oauthClients.createdByUserId))
    .where(and(eq(oauthClients.id, id), eq(oauthClients.accountId, accountId), isNull(oauthClients.revokedAt)));
  return row;
}

/** A live client by its client_id alone: the authorisation server's lookup. */
export async function findLiveClient(db: DbOrTx, id: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(oauthClients)
    .innerJoin(users, eq(users.id, oauthClients.createdByUserId))
    .where(and(eq(oauthClients.id, id), isNull(oauthClients.revokedAt)));
  return row;
}

export async function updateClient(
  db: DbOrTx,
  accountId: string,
  id: string,
  changes: Partial<typeof oauthClients.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(oauthClients)
    .set(changes)
    .where(and(eq(oauthClients.id, id), eq(oauthClients.accountId, accountId), isNull(oauthClients.revokedAt)))
    .returning({ id: oauthClients.id });
  return rows.length > 0;
}

export async function touchClient(db: Db, id: string, now: Date): Promise<void> {
  // At most once a minute per client: every API call must not become a write.
  await db
    .update(oauthClients)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(oauthClients.id, id),
        sql`(${oauthClients.lastUsedAt} is null or ${oauthClients.lastUsedAt} < ${new Date(now.getTime() - 60_000)})`,
      ),
    );
}

/** The client and the role of the user it acts for in the client's account (none: no longer a member). */
export async function findClientActor(
  db: Db,
  clientId: string,
  userId: number | undefined,
): Promise<{ accountId: string; scopes: string[]; userId: number; role: string | null } | undefined> {
  const actor = userId === undefined ? oauthClients.createdByUserId : sql<number>`${userId}`;
  const [row] = await db
    .select({
      accountId: oauthClients.accountId,
      scopes: oauthClients.scopes,
      userId: oauthClients.createdByUserId,
      role: memberships.role,
    })
    .from(oauthClients)
    .leftJoin(memberships, and(eq(memberships.accountId, oauthClients.accountId), eq(memberships.userId, actor)))
    .where(and(eq(oauthClients.id, clientId), isNull(oauthClients.revokedAt)));
  if (!row) return undefined;
  return { ...row, userId: userId ?? row.userId };
}

export async function findUserName(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName;
}

export async function findRole(db: Db, userId: number, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return row?.role;
}

export async function findAccountName(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name;
}

// The authorisation server's records.

export type RecordRow = typeof oauthRecords.$inferSelect;

export async function upsertRecord(db: Db, row: typeof oauthRecords.$inferInsert): Promise<void> {
  await db
    .insert(oauthRecords)
    .values(row)
    .onConflictDoUpdate({
      target: [oauthRecords.kind, oauthRecords.id],
      set: { payload: row.payload, grantId: row.grantId, uid: row.uid, expiresAt: row.expiresAt },
    });
}

export async function findRecord(db: Db, kind: string, id: string): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthRecords)
    .where(and(eq(oauthRecords.kind, kind), eq(oauthRecords.id, id)));
  return row;
}

export async function findRecordByUid(db: Db, kind: string, uid: string): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthRecords)
    .where(and(eq(oauthRecords.kind, kind), eq(oauthRecords.uid, uid)));
  return row;
}

export async function consumeRecord(db: Db, kind: string, id: string, at: Date): Promise<void> {
  await db
    .update(oauthRecords)
    .set({ consumedAt: at })
    .where(and(eq(oauthRecords.kind, kind), eq(oauthRecords.id, id)));
}

export async function destroyRecord(db: Db, kind: string, id: string): Promise<void> {
  await db.delete(oauthRecords).where(and(eq(oauthRecords.kind, kind), eq(oauthRecords.id, id)));
}

export async function destroyGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(oauthRecords).where(eq(oauthRecords.grantId, grantId));
}

/** Every grant, code and token of a client: revoking it ends them all. */
export async function destroyRecordsOfClient(db: DbOrTx, clientId: string): Promise<void> {
  await db.delete(oauthRecords).where(sql`${oauthRecords.payload}->>'clientId' = ${clientId}`);
}

/**
 * Every access token of a client (authorization code and client credentials): a new secret ends
 * them. Its refresh tokens and grants stay, as they are used only with the client's secret.
 */
export async function destroyAccessTokensOfClient(db: DbOrTx, clientId: string): Promise<void> {
  await db
    .delete(oauthRecords)
    .where(
      and(
        inArray(oauthRecords.kind, ['AccessToken', 'ClientCredentials']),
        sql`${oauthRecords.payload}->>'clientId' = ${clientId}`,
      ),
    );
}

export async function deleteExpiredRecords(db: Db, now: Date): Promise<void> {
  await db.delete(oauthRecords).where(lt(oauthRecords.expiresAt, now));
}
