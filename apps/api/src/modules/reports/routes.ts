import { DeliveryReportQuerySchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { parseInput } from '../../platform/errors';
import { deliveryReport } from './service';

export function registerReportRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  /** GET {platform}/quiqdash/reports/summary?from&to: how the orders placed in the period went (analytics:read). */
  app.get('/quiqdash/reports/summary', async (request) => {
    const caller = await authenticate(request, { permission: 'analytics:read' });
    const range = parseInput(DeliveryReportQuerySchema, request.query);
    return deliveryReport(db, caller.accountId, range);
  });
}
