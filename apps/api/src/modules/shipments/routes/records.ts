import {
  AddressCorrectionSchema,
  IdParamsSchema,
  SHIPMENT_PATHS,
  ShipmentDocumentParamsSchema,
  ShipmentListQuerySchema,
  ShipmentListSchema,
  ShipmentSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import { binary, type Deps, tags } from '../route-deps';
import * as shipments from '../service';

/** The account's shipments: listed, read, their labels and documents. */
export function registerRecordRoutes(
  app: FastifyInstance,
  { db, authenticate }: Deps,
  context: shipments.ShipmentsDeps,
) {
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
