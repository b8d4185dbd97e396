import { IdParamsSchema, ORDER_PATHS, OrderSchema, ParcelParamsSchema, ParcelsBodySchema } from '@sameday/contract';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** An order's parcels, added or removed before collection. */
export function registerParcelRoutes(api: SchemaApp, { db, authenticate }: { db: Db; authenticate: AuthGuard }): void {
  api.post(
    ORDER_PATHS.parcels(':id'),
    {
      schema: {
        tags,
        summary: 'Add parcels before collection',
        params: IdParamsSchema,
        body: ParcelsBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.addParcels(db, actorOf(caller), request.params.id, request.body.items);
    },
  );

  api.delete(
    ORDER_PATHS.parcel(':id', ':parcelId'),
    {
      schema: {
        tags,
        summary: 'Remove a parcel before collection',
        params: ParcelParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.removeParcel(db, actorOf(caller), request.params.id, request.params.parcelId);
    },
  );
}
