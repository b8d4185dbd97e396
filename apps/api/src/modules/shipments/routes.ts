import { timingSafeEqual } from 'node:crypto';
import {
  AddressCorrectionSchema,
  CarrierCapabilitiesSchema,
  CarrierShipmentStatusEventSchema,
  IdParamsSchema,
  InternalBookingInputSchema,
  InternationalBookingInputSchema,
  RatesAnswerSchema,
  RatesInputSchema,
  SHIPMENT_PATHS,
  ShipmentBookedEventSchema,
  ShipmentDocumentParamsSchema,
  ShipmentEventAnswerSchema,
  ShipmentListQuerySchema,
  ShipmentListSchema,
  ShipmentSchema,
  ShipmentStateEventSchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuthGuard, PUBLIC_ROUTE } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { withSchemas } from '../../platform/schemas';
import type { CarrierAdapters } from './adapters/carrier-adapter';
import * as shipments from './service';
import { registerShipmentSettingsRoutes } from './settings-routes';

const tags = ['shipments'];

type Deps = {
  db: Db;
  authenticate: AuthGuard;
  config: Pick<Config, 'carrierWebhookKey'>;
  /** The carriers, built where the app is composed (createCarrierAdapters). */
  carriers: CarrierAdapters;
};

const FileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
const binary = (description: string, type: string) => ({
  200: { description, content: { [type]: { schema: FileBytesSchema } } },
});

/** Shipments booked with carriers, the account's flow settings and checks (docs/decisions/036). */
export function registerShipmentRoutes(app: FastifyInstance, deps: Deps): void {
  const context = { db: deps.db, carriers: deps.carriers };
  registerBookingRoutes(app, deps, context);
  registerRecordRoutes(app, deps, context);
  registerWebhookRoutes(app, deps);
  registerShipmentSettingsRoutes(app, deps);
}

function registerBookingRoutes(app: FastifyInstance, { authenticate }: Deps, context: shipments.ShipmentsDeps) {
  const api = withSchemas(app);
  api.post(
    SHIPMENT_PATHS.rates,
    {
      schema: {
        tags,
        summary: 'The prices of every carrier and service that can carry a shipment, cheapest first',
        body: RatesInputSchema,
        response: { 200: RatesAnswerSchema },
      },
    },
    async (request) => {
      await authenticate(request, { permission: 'orders:read' });
      return shipments.rates(context, request.body);
    },
  );
  api.post(
    SHIPMENT_PATHS.bookInternational,
    {
      schema: {
        tags,
        summary: 'Book an international shipment: customs lines, the carrier’s label, the commercial invoice',
        body: InternationalBookingInputSchema,
        response: { 200: ShipmentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return shipments.book(context, caller.accountId, { kind: 'international', ...request.body });
    },
  );
  api.post(
    SHIPMENT_PATHS.bookInternal,
    {
      schema: {
        tags,
        summary: 'Book a shipment inside the UAE with a domestic carrier',
        body: InternalBookingInputSchema,
        response: { 200: ShipmentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return shipments.book(context, caller.accountId, { kind: 'domestic', ...request.body });
    },
  );
  api.get(
    SHIPMENT_PATHS.capabilities,
    {
      schema: {
        tags,
        summary: 'What each carrier can do: services, countries, weight limits, COD, label formats',
        response: { 200: CarrierCapabilitiesSchema },
      },
    },
    async (request) => {
      await authenticate(request, { permission: 'orders:read' });
      return shipments.capabilities(context);
    },
  );
}

function registerRecordRoutes(app: FastifyInstance, { db, authenticate }: Deps, context: shipments.ShipmentsDeps) {
  const api = withSchemas(app);
  api.get(
    SHIPMENT_PATHS.list,
    {
      schema: {
        tags,
        summary: 'The account’s shipments, newest first, by client order id or shipment id',
        querystring: ShipmentListQuerySchema,
        response: { 200: ShipmentListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return shipments.listShipments(db, caller.accountId, request.query);
    },
  );
  api.get(
    SHIPMENT_PATHS.label(':id'),
    {
      schema: {
        tags,
        summary: 'The carrier’s label of a shipment',
        params: IdParamsSchema,
        response: binary('The label as PDF or ZPL, as an attachment', 'application/pdf'),
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const file = await shipments.label(context, caller.accountId, request.params.id);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.body);
    },
  );
  api.get(
    SHIPMENT_PATHS.document(':id', ':document'),
    {
      schema: {
        tags,
        summary: 'A shipment’s commercial invoice or packing list',
        params: ShipmentDocumentParamsSchema,
        response: binary('The document as PDF, as an attachment', 'application/pdf'),
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const file = await shipments.document(db, caller.accountId, request.params.id, request.params.document);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.body);
    },
  );
  api.patch(
    SHIPMENT_PATHS.address(':id'),
    {
      schema: {
        tags,
        summary: 'Correct the recipient’s address while the carrier allows it',
        params: IdParamsSchema,
        body: AddressCorrectionSchema,
        response: { 200: ShipmentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return shipments.correctAddress(context, caller.accountId, request.params.id, request.body);
    },
  );
}

function registerWebhookRoutes(app: FastifyInstance, { db, config }: Deps) {
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
