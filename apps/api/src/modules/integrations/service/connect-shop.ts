import type { IntegrationConnection, IntegrationPlatform } from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { ConnectionCredentials } from '../platforms/types';

export interface ConnectShopInput {
  accountId: string;
  platform: IntegrationPlatform;
  /** The shop's normalised domain (`oud-house.myshopify.com`, `shop.oudhouse.ae`). */
  shop: string;
  /** Stored encrypted (AES-256-GCM); never logged nor answered. */
  credentials: ConnectionCredentials;
  /** The secret the platform signs this shop's webhooks with. */
  webhookSecret: string;
}

/**
 * Stores a connected shop for the account and registers its webhooks. The same account
 * connecting the same shop again refreshes its credentials (reconnect); a shop held by
 * another account is refused with `already_exists`.
 */
export async function connectShop(_db: Db, _input: ConnectShopInput): Promise<IntegrationConnection> {
  throw new Error('connectShop: not implemented yet');
}
