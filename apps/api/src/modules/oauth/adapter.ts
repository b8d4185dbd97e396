import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import * as q from './queries';

const CLEAN_UP_SHARE = 0.01;

/** The client metadata the authorisation server reads for one of our API clients. */
export function clientMetadata(row: q.ClientRow): AdapterPayload {
  const withCode = row.redirectUris.length > 0;
  return {
    client_id: row.id,
    // The SHA-256 of the secret: the token endpoint hashes what the caller sends before comparing.
    client_secret: row.secretHash,
    client_name: row.name,
    redirect_uris: row.redirectUris,
    grant_types: withCode ? ['client_credentials', 'authorization_code', 'refresh_token'] : ['client_credentials'],
    response_types: withCode ? ['code'] : [],
    scope: row.scopes.join(' '),
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/**
 * Keeps the authorisation server's records in one table (oauth_records), and answers its
 * client lookups from oauth_clients: a revoked client is unknown at once.
 */
export function createAdapterFactory(db: Db) {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      // Expired records are never read; about one write in a hundred clears them away.
      if (Math.random() < CLEAN_UP_SHARE) await q.deleteExpiredRecords(db, new Date());
      await q.upsertRecord(db, {
        kind: this.kind,
        id,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.kind === 'Client') {
        const row = await q.findLiveClient(db, id);
        return row ? clientMetadata(row) : undefined;
      }
      return this.payloadOf(await q.findRecord(db, this.kind, id));
    }

    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.payloadOf(await q.findRecordByUid(db, this.kind, uid));
    }

    async consume(id: string): Promise<void> {
      await q.consumeRecord(db, this.kind, id, new Date());
    }

    async destroy(id: string): Promise<void> {
      await q.destroyRecord(db, this.kind, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await q.destroyGrant(db, grantId);
    }

    private payloadOf(row: q.RecordRow | undefined): AdapterPayload | undefined {
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}
