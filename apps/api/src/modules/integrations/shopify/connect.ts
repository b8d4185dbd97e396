import {
  type IntegrationConnection,
  PENDING_SHOP_LINK_EXPIRED,
  type PendingShop,
  PLATFORM_NOT_SET_UP_MESSAGES,
  SHOP_CONNECTION_MESSAGES,
  SHOPIFY_SHOP_DOMAIN,
} from '@sameday/contract';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { connectShop } from '../service/connect-shop';
import type { IntegrationDeps } from '../service/deps';

const STATE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 60 * 60_000;

export type ShopifyDeps = IntegrationDeps;

const notSetUp = () => new AppError('failed_precondition', PLATFORM_NOT_SET_UP_MESSAGES.shopify);
const badLink = () => new AppError('unauthenticated', SHOP_CONNECTION_MESSAGES.shopifyLinkInvalid);

/** Not 401: the caller's session is valid, only the entry link is not (a 401 would send the dashboard to renew it). */
const expiredEntryLink = () => new AppError('not_found', PENDING_SHOP_LINK_EXPIRED);

/** Shopify's side of the approval, through its adapter: there is none when the app's keys are not configured. */
function oauthOf(deps: IntegrationDeps) {
  const oauth = deps.adapters.adapterFor('shopify')?.oauth;
  if (!oauth) throw notSetUp();
  return oauth;
}

type SignedQuery = Record<string, string | string[] | undefined>;

/** The query's plain values, as the library checks them. */
const plainQuery = (query: SignedQuery) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The Shopify page where the merchant approves the app (offline access token: no per-user grant),
 * with the cookies that carry the library's signed state to the callback. The state is also kept
 * here, single-use, with the account it is for.
 */
export async function beginShopifyConnect(deps: ShopifyDeps, accountId: string | null, shop: string) {
  const oauth = oauthOf(deps);
  if (!SHOPIFY_SHOP_DOMAIN.test(shop)) throw badLink();
  const begun = await oauth.begin(deps.publicUrl, shop);
  if (!begun.state) throw badLink();
  await q.insertOauthState(deps.db, {
    state: begun.state,
    platform: 'shopify',
    shop,
    accountId,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { authorizeUrl: begun.authorizeUrl, cookies: begun.cookies };
}

/** Shopify's app URL, opened from the app listing: checks the query's signature, then asks for approval. */
export async function installFromListing(deps: ShopifyDeps, query: SignedQuery) {
  const oauth = oauthOf(deps);
  const shop = typeof query.shop === 'string' ? query.shop.toLowerCase() : '';
  if (!SHOPIFY_SHOP_DOMAIN.test(shop) || !(await oauth.isSignedQuery(deps.publicUrl, plainQuery(query))))
    throw badLink();
  return beginShopifyConnect(deps, null, shop);
}

/**
 * Where Shopify returns the merchant: the query's HMAC, the shop's domain and our signed
 * single-use state are checked before the code is exchanged. Answers where the browser goes:
 * the Shopify settings (connected), or the entry link that asks a merchant to confirm.
 */
export async function completeShopifyConnect(
  deps: ShopifyDeps,
  request: { query: SignedQuery; search: string; cookie: string },
): Promise<{ redirectTo: string; connection?: IntegrationConnection }> {
  const oauth = oauthOf(deps);
  const { query } = request;
  const shop = typeof query.shop === 'string' ? query.shop.toLowerCase() : '';
  const state = typeof query.state === 'string' ? query.state : '';
  const code = typeof query.code === 'string' ? query.code : '';
  if (!SHOPIFY_SHOP_DOMAIN.test(shop) || !code || !state) throw badLink();
  if (!(await oauth.isSignedQuery(deps.publicUrl, plainQuery(query)))) throw badLink();
  const stored = await q.consumeOauthState(deps.db, state, 'shopify', shop);
  if (!stored) throw badLink();
  // The library checks the HMAC and the state against its signed cookie again, then exchanges the code.
  const accessToken = await oauth.exchangeCode(deps.publicUrl, request.search, request.cookie);
  if (!accessToken) throw badLink();
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
  if (!pending) throw expiredEntryLink();
  return {
    platform: pending.platform as PendingShop['platform'],
    shop: pending.shop,
    shopName: pending.shopName,
    accountId,
    accountName: (await q.findAccountName(deps.db, accountId)) ?? '',
  };
}

/** Confirms the entry link: the shop is connected to the signed-in account; the link is used up. */
export async function confirmPendingShop(deps: IntegrationDeps, accountId: string, shop: string, token: string) {
  const pending = await q.findPendingShop(deps.db, sha256(token), shop.toLowerCase());
  if (!pending) throw expiredEntryLink();
  const connection = await connectShop(deps, {
    accountId,
    platform: pending.platform as PendingShop['platform'],
    shop: pending.shop,
    shopName: pending.shopName,
    credentials: JSON.parse(deps.sealer.open(pending.credentialsSealed)) as Record<string, string>,
    webhookSecret: deps.sealer.open(pending.webhookSecretSealed),
  });
  await q.deletePendingShop(deps.db, pending.tokenHash);
  return connection;
}
