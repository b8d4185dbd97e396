import { timingSafeEqual } from 'node:crypto';
import { FULFILMENT_PATHS, FulfilmentOrderSchema, InternalFulfilmentOrderInputSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../../../platform/auth';
import { sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

export function registerInternalRoutes(app: FastifyInstance, { db, config }: Deps) {
  const api = withSchemas(app);
  api.post(
    FULFILMENT_PATHS.internalOrders,
    {
      ...PUBLIC_ROUTE,
      // The key is checked before the body is read: a caller without it learns nothing of the body's shape.
      onRequest: async (request) => {
        const expected = config.fulfilmentInternalKey;
        if (!expected) throw new AppError('unavailable', 'The internal fulfilment path is not configured.');
        const given = String(request.headers['x-api-key'] ?? '');
        if (!timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected))))
          throw new AppError('unauthenticated', 'A valid x-api-key header is required.');
      },
      schema: {
        tags,
        summary: 'Warehouse system and shop integration: create a fulfilment order (x-api-key header, no session)',
        body: InternalFulfilmentOrderInputSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const { accountId, externalId, ...input } = request.body;
      return fulfilment.createFulfilmentOrder(db, accountId, fulfilment.SYSTEM_ACTOR, input, {
        source: 'internal',
        externalId,
      });
    },
  );
}
