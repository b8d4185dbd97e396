import { ConnectBeginSchema, INTEGRATION_PATHS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthGuard, PUBLIC_ROUTE } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { IntegrationDeps } from '../service/deps';
import { beginSallaConnect, completeSallaConnect } from './connect';

const tags = ['integrations'];
const RedirectSchema = z.null().meta({ description: 'Redirects (Location header)' });
const CallbackQuerySchema = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  scope: z.string().max(2000).optional(),
}) as z.ZodType<Record<string, string | string[] | undefined>>;

/** Salla's connect flow: begun from the dashboard (Connect Salla) or Salla's app store, and its callback. */
export function registerSallaRoutes(app: FastifyInstance, deps: IntegrationDeps & { authenticate: AuthGuard }): void {
  const api = withSchemas(app);
  api.post(
    INTEGRATION_PATHS.sallaConnect,
    {
      schema: {
        tags,
        summary:
          'Begins connecting a Salla store: the Salla page where the merchant picks the store and approves the app',
        response: { 200: ConnectBeginSchema },
      },
    },
    async (request) => {
      const caller = await deps.authenticate(request, { permission: 'integrations:manage' });
      return beginSallaConnect(deps, caller.accountId);
    },
  );
  api.get(
    INTEGRATION_PATHS.sallaCallback,
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Where Salla returns the merchant with the code (and our single-use state)',
        querystring: CallbackQuerySchema,
        response: { 302: RedirectSchema },
      },
    },
    async (request, reply) => reply.redirect((await completeSallaConnect(deps, request.query)).redirectTo),
  );
}
