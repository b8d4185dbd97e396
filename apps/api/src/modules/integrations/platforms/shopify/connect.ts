import {
  type IntegrationConnection,
  type PendingShop,
  PLATFORM_NOT_SET_UP_MESSAGES,
  SHOPIFY_SHOP_DOMAIN,
} from '@sameday/contract';
import { randomSecret, sha256 } from '../../../../platform/crypto';
import { AppError } from '../../../../platform/errors';
import * as q from '../../queries';
import { connectShop } from '../../service/connect-shop';
import type { IntegrationDeps } from '../../service/deps';
import { SHOPIFY_SCOPES, type ShopifyConfig, shopBaseUrl } from './adapter';
import { signState, verifyQuerySignature, verifyState } from './signatures';

const STATE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 60 * 60_000;

export type ShopifyDeps = IntegrationDeps & { shopify: ShopifyConfig | null };

const notSetUp = () => new AppError('failed_precondition', PLATFORM_NOT_SET_UP_MESSAGES.shopify);
const badLink = () =>
  new AppError('unauthenticated', 'This Shopify link is not valid or has expired. Connect the shop again.');

const callbackUrl = (publicUrl: string) => `${publicUrl}/api/platform/integrations/shopify/callback`;

/** The Shopify page where the merchant approves the app (offline access token: no per-user grant). */
export async function beginShopifyConnect(deps: ShopifyDeps, accountId: string | null, shop: string) {
  const config = deps.shopify;
  if (!config) throw notSetUp();
  if (!SHOPIFY_SHOP_DOMAIN.test(shop)) throw badLink();
  const state = signState(config.apiSecret, randomSecret(24));
  await q.insertOauthState(deps.db, {
    state,
    platform: 'shopify',
    shop,
    accountId,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const query = new URLSearchParams({
    client_id: config.apiKey,
    scope: SHOPIFY_SCOPES,
    redirect_uri: callbackUrl(deps.publicUrl),
    state,
  });
  return { authorizeUrl: `${shopBaseUrl(config, shop)}/admin/oauth/authorize?${query}` };
}

/** Shopify's app URL, opened from the app listing: checks the query's signature, then asks for approval. */
export async function installFromListing(deps: ShopifyDeps, query: Record<string, string | string[] | undefined>) {
  const config = deps.shopify;
  if (!config) throw notSetUp();
  const shop = typeof query.shop === 'string' ? query.shop.toLowerCase() : '';
  if (!verifyQuerySignature(config.apiSecret, query) || !SHOPIFY_SHOP_DOMAIN.test(shop)) throw badLink();
  return beginShopifyConnect(deps, null, shop);
}

/** The offline access token for the approved install (Shopify's authorization-code exchange). */
async function exchangeCode(config: ShopifyConfig, shop: string, code: string): Promise<string> {
  const response = await fetch(`${shopBaseUrl(config, shop)}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: config.apiKey, client_secret: config.apiSecret, code }),
  });
  const body = (await response.json().catch(() => null)) as { access_token?: string } | null;
  if (!response.ok || !body?.access_token) throw badLink();
  return body.access_token;
}

/**
 * Where Shopify returns the merchant: the query's HMAC, the shop's domain and our signed
 * single-use state are checked before the code is exchanged. Answers where the browser goes:
 * the Shopify settings (connected), or the entry link that asks a merchant to confirm.
 */
export async function completeShopifyConnect(
  deps: ShopifyDeps,
  query: Record<string, string | string[] | undefined>,
): Promise<{ redirectTo: string; connection?: IntegrationConnection }> {
  const config = deps.shopify;
  if (!config) throw notSetUp();
  const shop = typeof query.shop === 'string' ? query.shop.toLowerCase() : '';
  const state = typeof query.state === 'string' ? query.state : '';
  const code = typeof query.code === 'string' ? query.code : '';
  if (!verifyQuerySignature(config.apiSecret, query) || !SHOPIFY_SHOP_DOMAIN.test(shop) || !code) throw badLink();
  if (!verifyState(config.apiSecret, state)) throw badLink();
  const stored = await q.consumeOauthState(deps.db, state, 'shopify', shop);
  if (!stored) throw badLink();
  const accessToken = await exchangeCode(config, shop, code);
  // Shopify signs webhooks with the app's secret: the connection keeps a reference, not the secret.
  const credentials = { accessToken };
  if (stored.accountId) {
    const connection = await connectShop(deps, {
      accountId: stored.accountId,
      platform: 'shopify',
      shop,
      credentials,
      webhookSecret: 'app',
    });
    return { redirectTo: `${deps.publicUrl}/integrations/shopify?connected=${encodeURIComponent(shop)}`, connection };
  }
  const token = randomSecret(24);
  await q.insertPendingShop(deps.db, {
    tokenHash: sha256(token),
    platform: 'shopify',
    shop,
    credentialsSealed: deps.sealer.seal(JSON.stringify(credentials)),
    webhookSecretSealed: deps.sealer.seal('app'),
    expiresAt: new Date(Date.now() + PENDING_TTL_MS),
  });
  const entry = new URLSearchParams({ shop, token });
  return { redirectTo: `${deps.publicUrl}/?${entry}` };
}

/** The shop behind an entry link, for the confirmation screen (which shop joins which account). */
export async function findPendingShop(
  deps: IntegrationDeps,
  accountId: string,
  shop: string,
  token: string,
): Promise<PendingShop> {
  const pending = await q.findPendingShop(deps.db, sha256(token), shop.toLowerCase());
  if (!pending) throw badLink();
  return {
    platform: pending.platform as PendingShop['platform'],
    shop: pending.shop,
    accountId,
    accountName: (await q.findAccountName(deps.db, accountId)) ?? '',
  };
}

/** Confirms the entry link: the shop is connected to the signed-in account; the link is used up. */
export async function confirmPendingShop(deps: IntegrationDeps, accountId: string, shop: string, token: string) {
  const pending = await q.findPendingShop(deps.db, sha256(token), shop.toLowerCase());
  if (!pending) throw badLink();
  const connection = await connectShop(deps, {
    accountId,
    platform: pending.platform as PendingShop['platform'],
    shop: pending.shop,
    credentials: JSON.parse(deps.sealer.open(pending.credentialsSealed)) as Record<string, string>,
    webhookSecret: deps.sealer.open(pending.webhookSecretSealed),
  });
  await q.deletePendingShop(deps.db, pending.tokenHash);
  return connection;
}
