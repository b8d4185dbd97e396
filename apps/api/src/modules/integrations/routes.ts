import { INTEGRATION_PATHS, IntegrationConnectionSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as integrations from './service';

const tags = ['integrations'];

export function registerIntegrationRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  /** GET {platform}/integrations/connections: the shops connected to the caller's account, newest first. */
  withSchemas(app).get(
    INTEGRATION_PATHS.connections,
    {
      schema: {
        tags,
        summary: 'The shops connected to the account',
        response: { 200: z.array(IntegrationConnectionSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.listConnections(db, caller.accountId);
    },
  );
}
