import {
  AdjustmentInputSchema,
  FULFILMENT_PATHS,
  InventoryItemSchema,
  InventoryListQuerySchema,
  InventoryListSchema,
  MovementListQuerySchema,
  MovementListSchema,
  SkuParamsSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

/** The account's stock: by product, its movements, and adjustments. */
export function registerInventoryRoutes(app: FastifyInstance, { db, authenticate }: Deps): void {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.inventory,
    {
      schema: {
        tags,
        summary: 'Stock by SKU and warehouse location',
        querystring: InventoryListQuerySchema,
        response: { 200: InventoryListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.listInventory(db, caller.accountId, request.query);
    },
  );
  api.get(
    FULFILMENT_PATHS.inventoryItem(':sku'),
    { schema: { tags, summary: 'One SKU’s stock', params: SkuParamsSchema, response: { 200: InventoryItemSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.getInventoryItem(db, caller.accountId, request.params.sku);
    },
  );
  api.get(
    FULFILMENT_PATHS.movements(':sku'),
    {
      schema: {
        tags,
        summary: 'One SKU’s stock movements, newest first',
        params: SkuParamsSchema,
        querystring: MovementListQuerySchema,
        response: { 200: MovementListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.listMovements(db, caller.accountId, request.params.sku, request.query);
    },
  );
  api.post(
    FULFILMENT_PATHS.adjustments(':sku'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: correct on-hand stock with a reason',
        params: SkuParamsSchema,
        body: AdjustmentInputSchema,
        response: { 200: InventoryItemSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return fulfilment.adjustStock(db, await fulfilment.actorOf(db, caller), request.params.sku, request.body);
    },
  );
}
