import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { registerCarrierStatusRoutes } from './carrier-status';
import { registerOrderDownloadRoutes } from './download';
import { registerOrderHistoryRoutes } from './history';
import { registerLabelRoutes } from './labels';
import { type PageAnswer, registerOrderRecordRoutes } from './orders';
import { registerParcelRoutes } from './parcels';
import { registerRegionRoutes } from './region';
import { registerReviewHoldRoutes } from './review-holds';
import { registerOrderStateRoutes } from './state';

/** The orders of the caller's account, and the courier's status webhook, by the spec's paths. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; authenticate: AuthGuard; pageAnswer: PageAnswer },
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
