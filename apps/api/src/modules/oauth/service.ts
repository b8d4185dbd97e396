import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  OAUTH_CLIENT_MESSAGES,
  type OAuthClient,
  type OAuthClientInput,
  type OAuthClientList,
  type OAuthClientListQuerySchema,
  type OAuthClientPatchSchema,
  type OAuthClientWithSecret,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import * as q from './queries';

const notFound = () => new AppError('not_found', OAUTH_CLIENT_MESSAGES.notFound);

/** API clients are managed by people: a client's own token never manages clients. */
export function assertPerson(caller: Caller): void {
  if (caller.clientId) {
    throw new AppError(
      'permission_denied',
      'API clients are managed in Settings → Developers, not with a client token.',
    );
  }
}

/** The secret's hash as the token endpoint compares it. */
export const hashSecret = (secret: string) => sha256(secret);

function newSecret(): { secret: string; hash: string; hint: string } {
  const secret = `sds_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashSecret(secret), hint: secret.slice(-4) };
}

function toClient(row: q.ClientRow): OAuthClient {
  return {
    id: row.id,
    name: row.name,
    accountId: row.accountId,
    scopes: row.scopes as OAuthClient['scopes'],
    redirectUris: row.redirectUris,
    grantTypes:
      row.redirectUris.length > 0
        ? ['client_credentials', 'authorization_code', 'refresh_token']
        : ['client_credentials'],
    secretHint: row.secretHint,
    createdBy: { id: row.createdByUserId, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createClient(
  db: Db,
  caller: Caller,
  input: Required<Pick<OAuthClientInput, 'name' | 'scopes' | 'redirectUris'>>,
): Promise<OAuthClientWithSecret> {
  assertPerson(caller);
  const id = `sdc_${randomBytes(12).toString('base64url')}`;
  const { secret, hash, hint } = newSecret();
  await q.insertClient(db, {
    id,
    accountId: caller.accountId,
    createdByUserId: caller.userId,
    name: input.name,
    scopes: input.scopes,
    redirectUris: input.redirectUris,
    secretHash: hash,
    secretHint: hint,
  });
  const row = await q.findClient(db, caller.accountId, id);
  if (!row) throw notFound();
  return { ...toClient(row), clientSecret: secret };
}

export async function listClients(
  db: Db,
  caller: Caller,
  query: z.output<typeof OAuthClientListQuerySchema>,
): Promise<OAuthClientList> {
  assertPerson(caller);
  const { rows, total } = await q.listClients(db, caller.accountId, {
    limit: query.limit,
    offset: query.offset,
    ...(query.user_id === undefined ? {} : { userId: query.user_id }),
  });
  return { clients: rows.map(toClient), total, limit: query.limit, offset: query.offset };
}

export async function getClient(db: Db, caller: Caller, id: string): Promise<OAuthClient> {
  assertPerson(caller);
  const row = await q.findClient(db, caller.accountId, id);
  if (!row) throw notFound();
  return toClient(row);
}

export async function updateClient(
  db: Db,
  caller: Caller,
  id: string,
  patch: z.output<typeof OAuthClientPatchSchema>,
): Promise<OAuthClient> {
  assertPerson(caller);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0 && !(await q.updateClient(db, caller.accountId, id, changes))) throw notFound();
  return getClient(db, caller, id);
}

/**
 * A new secret, shown once. The old one stops working at once, and so does every access token
 * the client holds (a secret is rotated because it may have leaked: whoever had it loses what it
 * got); refresh tokens stay, as only the new secret redeems them.
 */
export async function rotateSecret(db: Db, caller: Caller, id: string): Promise<OAuthClientWithSecret> {
  assertPerson(caller);
  const { secret, hash, hint } = newSecret();
  await db.transaction(async (tx) => {
    const updated = await q.updateClient(tx, caller.accountId, id, {
      secretHash: hash,
      secretHint: hint,
      secretRotatedAt: new Date(),
    });
    if (!updated) throw notFound();
    await q.destroyAccessTokensOfClient(tx, id);
  });
  return { ...(await getClient(db, caller, id)), clientSecret: secret };
}

/** Revokes the client and ends every grant and token it holds. */
export async function revokeClient(db: Db, caller: Caller, id: string): Promise<{ id: string; revokedAt: string }> {
  assertPerson(caller);
  const revokedAt = new Date();
  return db.transaction(async (tx) => {
    if (!(await q.updateClient(tx, caller.accountId, id, { revokedAt }))) throw notFound();
    await q.destroyRecordsOfClient(tx, id);
    return { id, revokedAt: revokedAt.toISOString() };
  });
}

/** Whether a client_secret_basic pair names a live client and its secret (digests compared in constant time). */
export async function isClientSecret(db: Db, clientId: string, secret: string): Promise<boolean> {
  const client = await q.findLiveClient(db, clientId);
  const given = Buffer.from(hashSecret(secret));
  return client !== undefined && timingSafeEqual(given, Buffer.from(client.secretHash));
}

/** A client's own scopes, space-separated: what a client-credentials request without `scope` gets. */
export async function defaultScope(db: Db, clientId: string): Promise<string | undefined> {
  return (await q.findLiveClient(db, clientId))?.scopes.join(' ');
}
