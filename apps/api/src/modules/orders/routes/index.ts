import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { FindOrdersQuery } from '../service';
import { registerCarrierStatusRoutes } from './carrier-status';
import { registerOrderDownloadRoutes } from './download';
import { registerOrderHistoryRoutes } from './history';
import { registerLabelRoutes } from './labels';
import { registerOrderRecordRoutes } from './orders';
import { registerParcelRoutes } from './parcels';
import { registerRegionRoutes } from './region';
import { registerReviewHoldRoutes } from './review-holds';
import { registerOrderStateRoutes } from './state';

/** The orders of the caller's account, and the courier's status webhook, by the spec's paths. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    authenticate: AuthGuard;
    /** GET /quiqdash/orders's answer, kept until it changes (decision 084). */
    pageAnswer: (accountId: string, query: FindOrdersQuery) => Promise<Buffer>;
  },
): void {
  const api = withSchemas(app);

  registerOrderRecordRoutes(api, deps);
  registerOrderHistoryRoutes(api, deps);
  registerOrderStateRoutes(api, deps);
  registerOrderDownloadRoutes(api, deps);
  registerParcelRoutes(api, deps);
  registerLabelRoutes(api, deps);
  registerRegionRoutes(api, deps);
  registerCarrierStatusRoutes(api, deps);
  registerReviewHoldRoutes(api, deps);
}
