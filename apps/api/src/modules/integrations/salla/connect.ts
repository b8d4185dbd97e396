import { type IntegrationConnection, PLATFORM_NOT_SET_UP_MESSAGES, SHOP_CONNECTION_MESSAGES } from '@sameday/contract';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import type { SallaAdapter } from '../adapters/salla/adapter';
import { ShopUnreachable } from '../adapters/shop-platform';
import * as q from '../queries';
import { connectShop } from '../service/connect-shop';
import type { IntegrationDeps } from '../service/deps';

const STATE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 60 * 60_000;
/** Salla signs with the app's secret: a connection keeps a reference, not the secret. */
const APP_SECRET_REF = 'app';

const notSetUp = () => new AppError('failed_precondition', PLATFORM_NOT_SET_UP_MESSAGES.salla);
const badLink = () => new AppError('unauthenticated', SHOP_CONNECTION_MESSAGES.sallaLinkInvalid);

function sallaOf(deps: IntegrationDeps): SallaAdapter {
  const adapter = deps.adapters.adapterFor('salla') as SallaAdapter | null;
  if (!adapter) throw notSetUp();
  return adapter;
}

/** Where Salla sends the merchant back: registered as the app's redirect URL in the Partner Portal. */
export const sallaCallbackUrl = (publicUrl: string) => `${publicUrl}/api/platform/integrations/salla/callback`;

/**
 * The Salla page where the merchant signs in, picks the store and approves the app. The state is
 * kept here, single-use for 10 minutes, with the account it is for (the store is not known yet).
 */
export async function beginSallaConnect(deps: IntegrationDeps, accountId: string) {
  const salla = sallaOf(deps);
  const state = randomSecret(24);
  await q.insertOauthState(deps.db, {
    state,
    platform: 'salla',
    shop: '',
    accountId,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { authorizeUrl: salla.authorizeUrl(sallaCallbackUrl(deps.publicUrl), state) };
}

type CallbackQuery = Record<string, string | string[] | undefined>;

/**
 * Where Salla returns the merchant, from our Connect (with our state) or from Salla's app store
 * (no state): the code is exchanged for the store's tokens and the store is named by Salla. With
 * our state the store joins that account; from the app store it waits behind an entry link that a
 * signed-in merchant confirms, as Shopify's app-listing installs do.
 */
export async function completeSallaConnect(
  deps: IntegrationDeps,
  query: CallbackQuery,
): Promise<{ redirectTo: string; connection?: IntegrationConnection }> {
  const code = typeof query.code === 'string' ? query.code : '';
  const state = typeof query.state === 'string' ? query.state : '';
  // A link without a code, or with a state we never gave, is refused as the link it is.
  if (!code) throw badLink();
  const stored = state ? await q.consumeOauthState(deps.db, state, 'salla', '') : undefined;
  if (state && !stored) throw badLink();
  const salla = sallaOf(deps);
  const grant = await salla.exchangeCode(code, sallaCallbackUrl(deps.publicUrl)).catch((error: unknown) => {
    if (error instanceof ShopUnreachable) throw new AppError('unavailable', SHOP_CONNECTION_MESSAGES.sallaUnreachable);
    throw error;
  });
  if (!grant) throw badLink();
  const shop = grant.merchant.id;
  if (stored?.accountId) {
    const connection = await connectShop(deps, {
      accountId: stored.accountId,
      platform: 'salla',
      shop,
      shopName: grant.merchant.name || null,
      credentials: grant.credentials,
      webhookSecret: APP_SECRET_REF,
    });
    return { redirectTo: `${deps.publicUrl}/integrations/salla?connected=${encodeURIComponent(shop)}`, connection };
  }
  const token = randomSecret(24);
  await q.insertPendingShop(deps.db, {
    tokenHash: sha256(token),
    platform: 'salla',
    shop,
    shopName: grant.merchant.name || null,
    credentialsSealed: deps.sealer.seal(JSON.stringify(grant.credentials)),
    webhookSecretSealed: deps.sealer.seal(APP_SECRET_REF),
    expiresAt: new Date(Date.now() + PENDING_TTL_MS),
  });
  return { redirectTo: `${deps.publicUrl}/integrations?${new URLSearchParams({ shop, token })}` };
}
