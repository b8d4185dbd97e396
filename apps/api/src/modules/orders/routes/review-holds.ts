import {
  ADMIN_PATHS,
  HeldOrderListQuerySchema,
  HeldOrderListSchema,
  IdParamsSchema,
  ReleaseHeldOrderSchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** Operations' side of the dispatcher's review holds (decision 041): the list across accounts and the release. */
export function registerReviewHoldRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  const reviewHolds = { staff: STAFF_ACCESS.reviewHolds };
  api.get(
    ADMIN_PATHS.heldOrders,
    {
      ...staffRoute(STAFF_ACCESS.reviewHolds),
      schema: {
        tags,
        summary: 'Operations: orders held for review by the dispatcher’s rules, of every account or one, oldest first',
        querystring: HeldOrderListQuerySchema,
        response: { 200: HeldOrderListSchema },
      },
    },
    async (request) => {
      await authenticate(request, reviewHolds);
      return orders.listReviewHolds(db, request.query);
    },
  );
  api.post(
    ADMIN_PATHS.releaseHeldOrder(':id'),
    {
      ...staffRoute(STAFF_ACCESS.reviewHolds),
      schema: {
        tags,
        summary: 'Operations: release an order held for review (on hold → pending); recorded and audited',
        params: IdParamsSchema,
        body: ReleaseHeldOrderSchema,
        response: { 200: z.object({ id: z.string(), status: z.literal('pending') }) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, reviewHolds);
      return orders.releaseReviewHold(db, actorOf(caller), request.params.id, request.body);
    },
  );
}
