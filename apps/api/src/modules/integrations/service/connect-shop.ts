import type { IntegrationConnection, IntegrationPlatform } from '@sameday/contract';
import { DEFAULT_INTEGRATION_SETTINGS, SHOP_CONNECTION_MESSAGES } from '@sameday/contract';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { type ConnectionCredentials, ShopAuthError } from '../adapters/shop-platform';
import * as q from '../queries';
import { type IntegrationDeps, markNeedsReconnecting, ratesUrl, refOf, webhookUrl } from './deps';
import { toConnection } from './list-connections';

export interface ConnectShopInput {
  accountId: string;
  platform: IntegrationPlatform;
  /** The shop's normalised domain (`oud-house.myshopify.com`, `shop.oudhouse.ae`), or the platform's store number. */
  shop: string;
  /** The store's own name where the platform names it by a number (Salla, Zid). */
  shopName?: string | null;
  /** Stored encrypted (AES-256-GCM); never logged nor answered. */
  credentials: ConnectionCredentials;
  /** The secret the platform signs this shop's webhooks with. */
  webhookSecret: string;
}

export const SHOP_TAKEN_MESSAGE = SHOP_CONNECTION_MESSAGES.shopTaken;
const shopTaken = () => new AppError('already_exists', SHOP_TAKEN_MESSAGE);

/** A unique index refused the row: another account took the shop at the same moment. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: string }).code === '23505';

/**
 * Stores a connected shop for the account and registers its webhooks. The same account
 * connecting the same shop again refreshes its credentials (reconnect); a shop held by
 * another account is refused with `already_exists`.
 */
export async function connectShop(deps: IntegrationDeps, input: ConnectShopInput): Promise<IntegrationConnection> {
  const { db, sealer, adapters, publicUrl } = deps;
  const adapter = adapters.adapterFor(input.platform);
  if (!adapter) throw new AppError('failed_precondition', SHOP_CONNECTION_MESSAGES.platformNotSetUp);
  const held = await q.findHeldShop(db, input.platform, input.shop);
  if (held && held.accountId !== input.accountId) throw shopTaken();
  const sealed = {
    credentialsSealed: sealer.seal(JSON.stringify(input.credentials)),
    webhookSecretSealed: sealer.seal(input.webhookSecret),
  };
  let row: q.ConnectionRow | undefined;
  try {
    const existing = await q.findAccountShop(db, input.accountId, input.platform, input.shop);
    row = existing
      ? await q.updateConnection(db, existing.id, {
          ...sealed,
          ...(input.shopName ? { shopName: input.shopName } : {}),
          status: 'connected',
          connectedAt: new Date(),
          disconnectedAt: null,
        })
      : await q.insertConnection(db, {
          id: randomId('int'),
          accountId: input.accountId,
          platform: input.platform,
          shop: input.shop,
          shopName: input.shopName || null,
          status: 'connected',
          settings: { ...DEFAULT_INTEGRATION_SETTINGS },
          ...sealed,
        });
  } catch (error) {
    if (isUniqueViolation(error)) throw shopTaken();
    throw error;
  }
  if (!row) throw new Error('the connection was not stored');
  const ref = refOf(sealer, row);
  try {
    if (ref) await adapter.registerWebhooks(ref, webhookUrl(publicUrl, input.platform));
    // Live rates need carrier-calculated shipping on the shop's plan: a shop without it stays
    // connected for its orders, and its checkout simply shows its own rates.
    if (ref && adapter.registerCarrierService)
      await adapter.registerCarrierService(ref, ratesUrl(publicUrl)).catch((error: unknown) => {
        if (error instanceof ShopAuthError) throw error;
      });
  } catch (error) {
    // The shop refused the credentials it had just given: the connection waits for the merchant
    // to connect it again, and the caller says so (ShopAuthError goes on).
    if (error instanceof ShopAuthError) await markNeedsReconnecting(deps, row.id);
    throw error;
  }
  return toConnection(row, new Map());
}
