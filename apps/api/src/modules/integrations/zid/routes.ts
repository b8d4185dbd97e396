// Zid's connect routes: begin (signed in), the app market's install link and Zid's callback (public:
// only the single-use state ties a callback to an account).
import { ConnectBeginSchema, ZID_PATHS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthGuard, PUBLIC_ROUTE } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { IntegrationDeps } from '../service/deps';
import { beginZidConnect, completeZidConnect, keepRenewedZidTokens } from './connect';

const tags = ['integrations'];
const RedirectSchema = z.null().meta({ description: 'Redirects (Location header)' });
const CallbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(128).optional(),
});
/** Per IP: a browser starts a connection now and then; far more is someone guessing states. */
const config = { ...PUBLIC_ROUTE.config, rateLimit: { max: 20, timeWindow: 10 * 60_000 } };

export function registerZidRoutes(app: FastifyInstance, deps: IntegrationDeps & { authenticate: AuthGuard }): void {
  keepRenewedZidTokens(deps);
  const api = withSchemas(app);
  api.post(
    ZID_PATHS.connect,
    {
      config: { rateLimit: config.rateLimit },
      schema: {
        tags,
        summary: 'Begins connecting a Zid store: the page on Zid where the merchant approves Sameday',
        response: { 200: ConnectBeginSchema },
      },
    },
    async (request) => {
      const caller = await deps.authenticate(request, { permission: 'integrations:manage' });
      return beginZidConnect(deps, caller.accountId);
    },
  );
  api.get(
    ZID_PATHS.install,
    {
      ...PUBLIC_ROUTE,
      config,
      schema: {
        tags,
        summary: 'Zid’s app market install link: on to Zid’s approval page',
        response: { 302: RedirectSchema },
      },
    },
    async (_request, reply) => reply.redirect((await beginZidConnect(deps, null)).authorizeUrl),
  );
  api.get(
    ZID_PATHS.callback,
    {
      ...PUBLIC_ROUTE,
      config,
      schema: {
        tags,
        summary: 'Where Zid returns the merchant (code, single-use state)',
        querystring: CallbackQuerySchema,
        response: { 302: RedirectSchema },
      },
    },
    async (request, reply) => reply.redirect(await completeZidConnect(deps, request.query)),
  );
}
