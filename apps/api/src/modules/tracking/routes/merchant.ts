import { IdParamsSchema, TRACKING_PATHS, TrackingLinkSchema, TrackingSettingsSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import { type Deps, tags } from '../route-deps';
import * as tracking from '../service';

/** The merchant's tracking settings and an order's tracking link. */
export function registerMerchantRoutes(app: FastifyInstance, { db, codes, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    TRACKING_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'The tracking page’s brand and which events notify recipients',
        response: { 200: TrackingSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return tracking.getTrackingSettings(db, caller.accountId);
    },
  );
  api.put(
    TRACKING_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Changes the tracking page’s brand, the notified events and the return window',
        body: TrackingSettingsSchema,
        response: { 200: TrackingSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return tracking.saveTrackingSettings(db, caller.accountId, request.body);
    },
  );
  api.get(
    TRACKING_PATHS.orderLink(':id'),
    {
      schema: {
        tags,
        summary: 'An order’s tracking code and page (as printed on its label)',
        params: IdParamsSchema,
        response: { 200: TrackingLinkSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return tracking.trackingLink(db, codes, caller.accountId, request.params.id);
    },
  );
}
