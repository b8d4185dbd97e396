// WooCommerce's key exchange: Sameday sends the merchant to the store's /wc-auth/v1/authorize with a
// random single-use state as `user_id`; once the merchant approves, the store POSTs the new keys with
// that state to callback_url, then sends the merchant back to return_url. Only the state ties the
// keys to an account, so it is random (256 bits), kept as a hash, good for 15 minutes and once.
import {
  API_BASES,
  type IntegrationConnection,
  PLATFORM_NOT_SET_UP_MESSAGES,
  SHOP_CONNECTION_MESSAGES,
  WOO_CONNECT_MESSAGES,
  WOOCOMMERCE_PATHS,
  type WooConnectOutcome,
  type WooKeys,
  type WooOutcome,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import type { OutboundGuard } from '../../../platform/outbound';
import { type ConnectionCredentials, ShopAuthError } from '../adapters/shop-platform';
import { wooCommerceIsSetUp } from '../service/platform-setup';
import { checkStoreUrl, storeIdentity } from '../store-url';
import * as q from './queries';

const STATE_LIFETIME_MS = 15 * 60_000;

/** The core's one way to store a connected shop (and register its webhooks). */
export type ConnectShop = (input: {
  accountId: string;
  platform: 'woocommerce';
  shop: string;
  credentials: ConnectionCredentials;
  webhookSecret: string;
}) => Promise<IntegrationConnection>;

export type WooConnectDeps = {
  db: Db;
  publicUrl: string;
  httpHosts: readonly string[];
  /** Where the server may connect (platform/outbound.ts): the store's address is checked before it is kept. */
  outbound: OutboundGuard;
  connectShop: ConnectShop;
};

const refuseStoreUrl = (message: string) =>
  new AppError('invalid_argument', message, { details: { fields: [{ field: 'storeUrl', message }] } });

/**
 * Starts a key exchange for the account: the store's approval page, with Sameday's return and
 * callback addresses. The store's address must be a public one on port 443 or 80 now; every later
 * call to the store is checked again as it connects.
 */
export async function beginConnect(deps: WooConnectDeps, accountId: string, storeUrl: string) {
  if (!wooCommerceIsSetUp(deps.publicUrl, deps.httpHosts))
    throw new AppError('failed_precondition', PLATFORM_NOT_SET_UP_MESSAGES.woocommerce);
  const checked = checkStoreUrl(storeUrl, deps.httpHosts);
  if (!checked.ok) throw refuseStoreUrl(checked.reason);
  const where = await deps.outbound.check(new URL(checked.url));
  if (!where.ok)
    throw refuseStoreUrl(
      where.reason === 'port' ? SHOP_CONNECTION_MESSAGES.storeUrlPort : SHOP_CONNECTION_MESSAGES.storeUrlPublic,
    );
  const state = randomSecret(32);
  await q.insertAttempt(deps.db, {
    stateHash: sha256(state),
    accountId,
    store: checked.url,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  const api = `${deps.publicUrl}${API_BASES.platform}`;
  const query = new URLSearchParams({
    app_name: 'Sameday',
    scope: 'read_write',
    user_id: state,
    // The merchant lands back on the WooCommerce screen, which asks how it ended (outcome).
    return_url: `${deps.publicUrl}/integrations/woocommerce`,
    callback_url: `${api}${WOOCOMMERCE_PATHS.keys}`,
  });
  return { authorizeUrl: `${checked.url}/wc-auth/v1/authorize?${query}` };
}

/**
 * The keys the store POSTs. Any answer but 200 makes WooCommerce delete the keys it just made, so
 * everything that is not kept (unknown or used state, read-only keys, a store held by another
 * account) is refused.
 */
export async function receiveKeys(deps: WooConnectDeps, keys: WooKeys): Promise<void> {
  const stateHash = sha256(keys.user_id);
  const attempt = await q.claimAttempt(deps.db, stateHash);
  if (!attempt) throw new AppError('permission_denied', WOO_CONNECT_MESSAGES.expired);
  if (keys.key_permissions !== 'read_write') {
    await q.endAttempt(deps.db, stateHash, 'read_only');
    throw new AppError('invalid_argument', WOO_CONNECT_MESSAGES.read_only);
  }
  try {
    await deps.connectShop({
      accountId: attempt.accountId,
      platform: 'woocommerce',
      shop: storeIdentity(attempt.store) ?? attempt.store,
      credentials: { consumerKey: keys.consumer_key, consumerSecret: keys.consumer_secret, storeUrl: attempt.store },
      webhookSecret: randomSecret(32),
    });
  } catch (error) {
    const outcome: WooConnectOutcome =
      error instanceof AppError && error.code === 'already_exists'
        ? 'already_exists'
        : error instanceof ShopAuthError
          ? 'refused'
          : 'failed';
    await q.endAttempt(deps.db, stateHash, outcome);
    // Any answer but 200 makes the store delete the keys it just made.
    if (outcome === 'refused') throw new AppError('permission_denied', WOO_CONNECT_MESSAGES.refused);
    throw error instanceof AppError ? error : new AppError('unavailable', WOO_CONNECT_MESSAGES.failed);
  }
  await q.endAttempt(deps.db, stateHash, 'connected');
}

const ENDED: ReadonlySet<string> = new Set(['connected', 'denied', 'read_only', 'already_exists', 'refused', 'failed']);

/** The merchant is back from the store: how the caller's key exchange ended (the keys' callback came first). */
export async function connectOutcome(
  db: Db,
  accountId: string,
  query: { success?: string; user_id?: string },
): Promise<WooOutcome> {
  const answer = (outcome: WooConnectOutcome, store: string | null = null): WooOutcome => ({
    outcome,
    message: WOO_CONNECT_MESSAGES[outcome],
    store,
  });
  if (!query.user_id) return answer('expired');
  const stateHash = sha256(query.user_id);
  const mine = await q.findAttempt(db, stateHash, accountId);
  if (!mine) return answer('expired');
  if (query.success === '0') await q.denyAttempt(db, stateHash);
  const attempt = (await q.findAttempt(db, stateHash, accountId)) ?? mine;
  const shop = storeIdentity(attempt.store);
  if (ENDED.has(attempt.outcome)) return answer(attempt.outcome as WooConnectOutcome, shop);
  // Back with success=1 but no keys came (the store could not reach Sameday's callback).
  return answer(attempt.expiresAt.getTime() < Date.now() ? 'expired' : 'failed', shop);
}
