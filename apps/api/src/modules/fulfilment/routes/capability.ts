import {
  CapabilityInputSchema,
  ContactRequestAnswerSchema,
  ContactRequestInputSchema,
  FULFILMENT_PATHS,
  FulfilmentCapabilitySchema,
  IdParamsSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

export function registerCapabilityRoutes(app: FastifyInstance, { db, authenticate, mailer, config }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.capability,
    {
      schema: {
        tags,
        summary: 'Whether the account is a fulfilment account',
        response: { 200: FulfilmentCapabilitySchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return fulfilment.getCapability(db, caller.accountId);
    },
  );
  api.put(
    FULFILMENT_PATHS.accountCapability(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: make an account a fulfilment account, or stop it',
        params: IdParamsSchema,
        body: CapabilityInputSchema,
        response: { 200: FulfilmentCapabilitySchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return fulfilment.setCapability(db, await fulfilment.actorOf(db, caller), request.params.id, request.body);
    },
  );
  api.post(
    FULFILMENT_PATHS.contactRequests,
    {
      config: { rateLimit: { max: 5, timeWindow: 60 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Ask operations about fulfilment (stored and mailed)',
        body: ContactRequestInputSchema,
        response: { 200: ContactRequestAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.requestContact(
        db,
        { mailer, operationsEmail: config.fulfilmentEmail },
        caller.accountId,
        actor,
        request.body,
      );
    },
  );
}
