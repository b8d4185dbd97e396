import { timingSafeEqual } from 'node:crypto';
import {
  CarrierShipmentStatusEventSchema,
  SHIPMENT_PATHS,
  ShipmentBookedEventSchema,
  ShipmentEventAnswerSchema,
  ShipmentStateEventSchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE } from '../../../platform/auth';
import { sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { withSchemas } from '../../../platform/schemas';
import { type Deps, tags } from '../route-deps';
import * as shipments from '../service';

/** A carrier's status updates, signed with the shared key. */
export function registerWebhookRoutes(app: FastifyInstance, { db, config }: Deps) {
  const api = withSchemas(app);
  // The key is checked before the body is read: a caller without it learns nothing of the body's shape.
  const onRequest = async (request: FastifyRequest) => {
    const expected = config.carrierWebhookKey;
    if (!expected) throw new AppError('unavailable', 'The shipment webhooks are not configured.');
    const given = String(request.headers['api-key'] ?? '');
    if (!timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected))))
      throw new AppError('unauthenticated', 'A valid api-key header is required.');
  };
  const hook = { ...PUBLIC_ROUTE, onRequest };
  api.post(
    SHIPMENT_PATHS.bookedWebhook,
    {
      ...hook,
      schema: {
        tags,
        summary: 'Internal: a shipment booked outside the dashboard (api-key header, no session)',
        body: ShipmentBookedEventSchema,
        response: { 200: ShipmentEventAnswerSchema },
      },
    },
    async (request) => shipments.applyBooked(db, request.body),
  );
  api.post(
    SHIPMENT_PATHS.stateUpdatedWebhook,
    {
      ...hook,
      schema: {
        tags,
        summary: 'Internal: a shipment’s state changed (api-key header, no session)',
        body: ShipmentStateEventSchema,
        response: { 200: ShipmentEventAnswerSchema },
      },
    },
    async (request) => shipments.applyState(db, request.body),
  );
  api.post(
    SHIPMENT_PATHS.carrierStatusWebhook,
    {
      ...hook,
      schema: {
        tags,
        summary: 'Internal: the carrier’s tracking status of a shipment (api-key header, no session)',
        body: CarrierShipmentStatusEventSchema,
        response: { 200: ShipmentEventAnswerSchema },
      },
    },
    async (request) => shipments.applyCarrierStatus(db, request.body),
  );
}
