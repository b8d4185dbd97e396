import { DeliveryReportQuerySchema, DeliveryReportSchema, REPORT_PATHS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import { deliveryReport } from './service';

/** The delivery report of the caller's account (analytics:read). */
export function registerReportRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  /** GET {platform}/quiqdash/reports/summary?from&to: how the orders placed in the period went. */
  api.get(
    REPORT_PATHS.summary,
    {
      schema: {
        tags: ['reports'],
        summary: 'How the orders placed in a period went',
        querystring: DeliveryReportQuerySchema,
        response: { 200: DeliveryReportSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'analytics:read' });
      return deliveryReport(db, caller.accountId, request.query);
    },
  );
}
