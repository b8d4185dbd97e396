import {
  FindOrdersQuerySchema,
  FirstScreenSchema,
  IdParamsSchema,
  ORDER_PATHS,
  OrderDispatchMarksSchema,
  QUIQDASH_PATHS,
  QuiqdashInitSchema,
  ReportDashboardParamsSchema,
  ReportTokenQuerySchema,
  ReportTokenSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/actor';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as quiqdash from './service';

const tags = ['quiqdash'];

/** The dashboard's start-up call, two marks of an order, and the reporting dashboards' tokens. */
export function registerQuiqdashRoutes(
  app: FastifyInstance,
  deps: quiqdash.QuiqdashDeps & { authenticate: AuthGuard },
): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    QUIQDASH_PATHS.init,
    {
      schema: {
        tags,
        summary: 'What the dashboard needs at start: the account with its user, the permissions, the version',
        response: { 200: QuiqdashInitSchema },
      },
    },
    async (request) => quiqdash.init(deps, await authenticate(request)),
  );

  registerFirstScreenRoute(api, deps);

  api.put(
    QUIQDASH_PATHS.exportOrder(':id'),
    {
      schema: {
        tags,
        summary: "Record the order as exported to the merchant's own system",
        description: 'Repeating the call keeps the first time.',
        params: IdParamsSchema,
        response: { 200: OrderDispatchMarksSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return quiqdash.markExported(deps, actorOf(caller), request.params.id);
    },
  );

  api.put(
    QUIQDASH_PATHS.unpoolOrder(':id'),
    {
      schema: {
        tags,
        summary: 'Take the order out of pooled courier missions: it is collected on its own',
        description:
          'Only before collection (pending or ready for collection). Repeating the call keeps the first time.',
        params: IdParamsSchema,
        response: { 200: OrderDispatchMarksSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return quiqdash.unpool(deps, actorOf(caller), request.params.id);
    },
  );

  api.get(
    QUIQDASH_PATHS.reportToken(':id'),
    {
      schema: {
        tags,
        summary: 'A short-lived token that opens one embedded reporting dashboard for the account',
        params: ReportDashboardParamsSchema,
        querystring: ReportTokenQuerySchema,
        response: { 200: ReportTokenSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'analytics:read' });
      return quiqdash.reportToken(deps, caller, request.params.id, request.query.userKey);
    },
  );
}

/** The signed-in first screen's one answer (docs/decisions/076). */
function registerFirstScreenRoute(
  api: ReturnType<typeof withSchemas>,
  deps: quiqdash.QuiqdashDeps & { authenticate: AuthGuard },
): void {
  const { authenticate } = deps;
  api.get(
    ORDER_PATHS.firstScreen,
    {
      schema: {
        tags,
        summary: 'What the signed-in first screen shows, in one answer',
        description:
          "The account, the caller's permissions, the preferences, the shell's flags, and the tab counts and " +
          'first page of the orders list for the query (as GET /quiqdash/orders takes it); counts and orders are ' +
          'null for a caller who may not read orders.',
        querystring: FindOrdersQuerySchema,
        response: { 200: FirstScreenSchema },
      },
    },
    async (request, reply) => {
      const answer = await quiqdash.firstScreen(deps, await authenticate(request), request.query);
      // The orders are written as the list writes them, without the answer schema's check (docs/decisions/047).
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );
}
