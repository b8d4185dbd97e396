import { DEFAULT_INTEGRATION_SETTINGS, type IntegrationSettings, IntegrationSettingsSchema } from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { JobRunner } from '../../../platform/jobs';
import type { Sealer } from '../../../platform/sealing';
import type { ShopConnectionRef, ShopPlatforms } from '../adapters/shop-platform';
import * as q from '../queries';

/** What the integration services need: the database, the sealer of secrets, the adapters, the jobs. */
export type IntegrationDeps = {
  db: Db;
  sealer: Sealer;
  adapters: ShopPlatforms;
  jobs: JobRunner;
  /** Our public base URL (webhook and callback addresses). */
  publicUrl: string;
  /** The recipient's tracking page of an order, sent to the shop with the fulfilment. */
  trackingUrlOf?: (order: { id: string; accountId: string }) => Promise<string>;
};

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /** The recipient's tracking page of an order (the tracking module), sent to the shop with the fulfilment. */
    trackingLinkOf: (order: { id: string; accountId: string }) => Promise<string>;
  }
}

/** The job queues of the integrations. */
export const QUEUES = {
  delivery: 'integrations.delivery',
  tracking: 'integrations.tracking',
  importRecent: 'integrations.import',
} as const;

/** The address a platform delivers this platform's webhooks to. */
export const webhookUrl = (publicUrl: string, platform: string) =>
  `${publicUrl}/api/platform/integrations/webhooks/${platform}`;

/** The carrier-service callback Shopify's checkout asks for live rates. */
export const ratesUrl = (publicUrl: string) => `${publicUrl}/api/platform/integrations/shopify/rates`;

/** The connection with its secrets opened, for an adapter (given `db`, renewed tokens are kept); null once its credentials are forgotten. */
export function refOf(sealer: Sealer, row: q.ConnectionRow, db?: Db): ShopConnectionRef | null {
  if (!row.credentialsSealed || !row.webhookSecretSealed) return null;
  return {
    id: row.id,
    shop: row.shop,
    credentials: JSON.parse(sealer.open(row.credentialsSealed)) as Record<string, string>,
    webhookSecret: sealer.open(row.webhookSecretSealed),
    // Renewed tokens (Salla's expire) are sealed back onto the connection.
    ...(db && {
      saveCredentials: async (credentials) => {
        await q.updateConnection(db, row.id, { credentialsSealed: sealer.seal(JSON.stringify(credentials)) });
      },
    }),
  };
}

export function settingsOf(row: q.ConnectionRow): IntegrationSettings {
  const parsed = IntegrationSettingsSchema.safeParse({ ...DEFAULT_INTEGRATION_SETTINGS, ...row.settings });
  return parsed.success ? parsed.data : DEFAULT_INTEGRATION_SETTINGS;
}

/**
 * The shop refused our credentials (keys revoked, app removed on its side): the connection
 * waits for the merchant to reconnect it, and its card says so. Retrying would only be refused again.
 */
export async function markNeedsReconnecting(deps: Pick<IntegrationDeps, 'db'>, connectionId: string) {
  await q.updateConnection(deps.db, connectionId, { status: 'needs_reconnecting' });
}
