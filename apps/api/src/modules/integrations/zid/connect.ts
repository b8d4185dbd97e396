// Connecting a Zid store: Zid's OAuth authorization code, begun from our Integrations screen (the
// signed-in account) or from Zid's app market (no account yet: the entry link asks a signed-in
// merchant to confirm, as for Shopify). The state is 256 random bits, kept for 10 minutes and
// claimed once; the code is exchanged server to server with the app's secret.
import { PLATFORM_NOT_SET_UP_MESSAGES, ZID_CONNECT_MESSAGES } from '@sameday/contract';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import type { ZidAdapter } from '../adapters/zid/adapter';
import * as q from '../queries';
import { connectShop } from '../service/connect-shop';
import type { IntegrationDeps } from '../service/deps';

const STATE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 60 * 60_000;
/** The state rows of Zid carry no shop (Zid names the store only after the approval). */
const ANY_STORE = '';

export const zidCallbackUrl = (publicUrl: string) => `${publicUrl}/api/platform/integrations/zid/callback`;

/** Zid's adapter, or "not set up" when the app's client id and secret are not configured. */
export function zidOf(deps: IntegrationDeps): ZidAdapter {
  const adapter = deps.adapters.adapterFor('zid') as ZidAdapter | null;
  if (!adapter) throw new AppError('failed_precondition', PLATFORM_NOT_SET_UP_MESSAGES.zid);
  return adapter;
}

/** Zid's approval page, with a new single-use state for this account (or none: the app market). */
export async function beginZidConnect(deps: IntegrationDeps, accountId: string | null) {
  const zid = zidOf(deps);
  const state = randomSecret(32);
  await q.insertOauthState(deps.db, {
    state,
    platform: 'zid',
    shop: ANY_STORE,
    accountId,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { authorizeUrl: zid.zidOAuth.authorizeUrl(zidCallbackUrl(deps.publicUrl), state) };
}

type CallbackQuery = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Where Zid returns the merchant: the state is claimed, the code exchanged for the store's tokens,
 * the store read from its profile. Answers where the browser goes: the Zid settings (connected),
 * or the entry link that asks a merchant to confirm (installed from the app market).
 */
export async function completeZidConnect(deps: IntegrationDeps, query: CallbackQuery): Promise<string> {
  const code = text(query.code);
  const state = text(query.state);
  // The link is checked first: without a code and a state nothing else is said of this server.
  if (!code || !state) throw new AppError('unauthenticated', ZID_CONNECT_MESSAGES.linkInvalid);
  const zid = zidOf(deps);
  const stored = await q.consumeOauthState(deps.db, state, 'zid', ANY_STORE);
  if (!stored) throw new AppError('unauthenticated', ZID_CONNECT_MESSAGES.linkInvalid);
  const credentials = await zid.zidOAuth.exchangeCode(code, zidCallbackUrl(deps.publicUrl));
  if (!credentials) throw new AppError('unauthenticated', ZID_CONNECT_MESSAGES.refused);
  const store = await zid.zidOAuth.storeOf(credentials);
  // Zid does not sign deliveries: each webhook carries this secret as its Basic password.
  const webhookSecret = randomSecret(32);
  if (stored.accountId) {
    await connectShop(deps, {
      accountId: stored.accountId,
      platform: 'zid',
      shop: store.id,
      shopName: store.name,
      credentials,
      webhookSecret,
    });
    return `${deps.publicUrl}/integrations/zid?connected=${encodeURIComponent(store.id)}`;
  }
  const token = randomSecret(24);
  await q.insertPendingShop(deps.db, {
    tokenHash: sha256(token),
    platform: 'zid',
    shop: store.id,
    shopName: store.name,
    credentialsSealed: deps.sealer.seal(JSON.stringify(credentials)),
    webhookSecretSealed: deps.sealer.seal(webhookSecret),
    expiresAt: new Date(Date.now() + PENDING_TTL_MS),
  });
  return `${deps.publicUrl}/?${new URLSearchParams({ shop: store.id, token })}`;
}

/** Tokens Zid renewed during a call are sealed into the connection at once (the old refresh token is spent). */
export function keepRenewedZidTokens(deps: IntegrationDeps) {
  const adapter = deps.adapters.adapterFor('zid') as ZidAdapter | null;
  adapter?.keepRenewedCredentials(async (connectionId, credentials) => {
    await q.updateConnection(deps.db, connectionId, {
      credentialsSealed: deps.sealer.seal(JSON.stringify(credentials)),
    });
  });
}
