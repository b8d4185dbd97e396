import { timingSafeEqual } from 'node:crypto';
import { CarrierStatusBodySchema, ORDER_PATHS, OrderSchema } from '@sameday/contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { PUBLIC_ROUTE } from '../../../platform/auth';
import { sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** The carrier's status webhook, authenticated by its api-key header rather than a session. */
export function registerCarrierStatusRoutes(api: SchemaApp, { db, config }: { db: Db; config: Config }): void {
  /** The carrier status webhook: courier events, authenticated by the api-key header. */
  api.post(
    ORDER_PATHS.carrierStatus,
    {
      ...PUBLIC_ROUTE,
      // The key is checked before the body is read: a caller without it learns nothing of the body's shape.
      onRequest: async (request) => {
        const expected = config.carrierWebhookKey;
        if (!expected) throw new AppError('unavailable', 'The carrier webhook is not configured.');
        const given = String(request.headers['api-key'] ?? '');
        // Digests are always 32 bytes: the comparison neither throws on a multibyte key nor
        // tells how long the real key is.
        if (!timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected))))
          throw new AppError('unauthenticated', 'A valid api-key header is required.');
      },
      schema: {
        tags,
        summary: 'The carrier’s status webhook (api-key header, no session)',
        body: CarrierStatusBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => orders.applyCarrierStatus(db, request.body),
  );
}
