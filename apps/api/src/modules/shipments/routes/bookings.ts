import {
  CarrierCapabilitiesSchema,
  InternalBookingInputSchema,
  InternationalBookingInputSchema,
  RatesAnswerSchema,
  RatesInputSchema,
  SHIPMENT_PATHS,
  ShipmentSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import { type Deps, tags } from '../route-deps';
import * as shipments from '../service';

/** Booking a shipment with a carrier, its rates and checks. */
export function registerBookingRoutes(app: FastifyInstance, { authenticate }: Deps, context: shipments.ShipmentsDeps) {
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
      const caller = await authenticate(request, { permission: 'orders:read' });
      return shipments.rates(context, caller.accountId, request.body);
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
