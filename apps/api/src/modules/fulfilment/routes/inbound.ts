import {
  FULFILMENT_PATHS,
  IdParamsSchema,
  InboundInputSchema,
  InboundListQuerySchema,
  InboundListSchema,
  InboundReceiveSchema,
  InboundShipmentSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

/** Inbound shipments of stock: listed, announced, read and received. */
export function registerInboundRoutes(app: FastifyInstance, { db, authenticate }: Deps): void {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.inbound,
    {
      schema: {
        tags,
        summary: 'The account’s inbound shipments, newest first',
        querystring: InboundListQuerySchema,
        response: { 200: InboundListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.listInbound(db, caller.accountId, request.query);
    },
  );
  api.post(
    FULFILMENT_PATHS.inbound,
    {
      schema: {
        tags,
        summary: 'Announce an inbound shipment',
        body: InboundInputSchema,
        response: { 200: InboundShipmentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:write' });
      return fulfilment.announceInbound(db, caller.accountId, await fulfilment.actorOf(db, caller), request.body);
    },
  );
  api.get(
    FULFILMENT_PATHS.inboundShipment(':id'),
    {
      schema: {
        tags,
        summary: 'One inbound shipment',
        params: IdParamsSchema,
        response: { 200: InboundShipmentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.getInbound(db, caller.accountId, request.params.id);
    },
  );
  api.post(
    FULFILMENT_PATHS.receiveInbound(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: receive an inbound shipment, differences recorded',
        params: IdParamsSchema,
        body: InboundReceiveSchema,
        response: { 200: InboundShipmentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.receiveInbound(db, { ...actor, userId: caller.userId }, request.params.id, request.body);
    },
  );
}
