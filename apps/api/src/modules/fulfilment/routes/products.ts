import {
  FULFILMENT_PATHS,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPatchSchema,
  ProductSchema,
  SkuParamsSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

export function registerProductRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.products,
    {
      schema: {
        tags,
        summary: 'The account’s products, searchable and sortable, a page at a time',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.listProducts(db, caller.accountId, request.query);
    },
  );
  api.post(
    FULFILMENT_PATHS.products,
    {
      schema: {
        tags,
        summary: 'Create a product, or a bundle when components are given',
        body: ProductInputSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:write' });
      return fulfilment.createProduct(db, caller.accountId, await fulfilment.actorOf(db, caller), request.body);
    },
  );
  api.get(
    FULFILMENT_PATHS.product(':sku'),
    { schema: { tags, summary: 'One product', params: SkuParamsSchema, response: { 200: ProductSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      return fulfilment.getProduct(db, caller.accountId, request.params.sku);
    },
  );
  api.patch(
    FULFILMENT_PATHS.product(':sku'),
    {
      schema: {
        tags,
        summary: 'Change a product (archive it, or replace a bundle’s components)',
        params: SkuParamsSchema,
        body: ProductPatchSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:write' });
      return fulfilment.updateProduct(db, caller.accountId, request.params.sku, request.body);
    },
  );
}
