import { timingSafeEqual } from 'node:crypto';
import {
  AdjustmentInputSchema,
  CapabilityInputSchema,
  ContactRequestAnswerSchema,
  ContactRequestInputSchema,
  FULFILMENT_PATHS,
  FulfilmentCapabilitySchema,
  FulfilmentOrderInputSchema,
  FulfilmentOrderListQuerySchema,
  FulfilmentOrderListSchema,
  FulfilmentOrderPatchSchema,
  FulfilmentOrderSchema,
  FulfilmentStateInputSchema,
  IdParamsSchema,
  InboundInputSchema,
  InboundListQuerySchema,
  InboundListSchema,
  InboundReceiveSchema,
  InboundShipmentSchema,
  InternalFulfilmentOrderInputSchema,
  InventoryItemSchema,
  InventoryListQuerySchema,
  InventoryListSchema,
  MovementListQuerySchema,
  MovementListSchema,
  ProductImportResultSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPatchSchema,
  ProductSchema,
  SkuParamsSchema,
  StaffFulfilmentOrderListQuerySchema,
  StaffFulfilmentOrderListSchema,
  StaffInboundListQuerySchema,
  StaffInboundListSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuthGuard, PUBLIC_ROUTE, staffRoute } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { withSchemas } from '../../platform/schemas';
import { uploadedFile } from '../../platform/uploaded-file';
import * as fulfilment from './service';

const tags = ['fulfilment'];

type Deps = {
  db: Db;
  authenticate: AuthGuard;
  mailer: Mailer;
  config: Pick<Config, 'fulfilmentInternalKey' | 'fulfilmentEmail'>;
};

/** Products, inventory, inbound shipments and fulfilment orders of the caller's account (docs/decisions/031). */
export function registerFulfilmentRoutes(app: FastifyInstance, deps: Deps): void {
  registerProductRoutes(app, deps);
  registerProductFileRoutes(app, deps);
  registerInventoryRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerInternalRoutes(app, deps);
  registerCapabilityRoutes(app, deps);
  registerStaffListRoutes(app, deps);
}

function registerProductRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
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

function registerProductFileRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.exportProducts,
    {
      schema: {
        tags,
        summary: 'The account’s products as CSV (the columns import reads)',
        response: {
          200: {
            description: 'UTF-8 CSV with a byte order mark, as an attachment',
            content: { 'text/csv': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'inventory:read' });
      const file = await fulfilment.exportProductsCsv(db, caller.accountId);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.body);
    },
  );
  api.post(
    FULFILMENT_PATHS.importProducts,
    {
      schema: {
        tags,
        summary: 'Create or update products from a .csv or .xlsx file',
        description:
          'multipart/form-data with one `file` field, read by the bulk upload reader; valid rows are saved, invalid rows are answered with their fields and reasons.',
        response: { 200: ProductImportResultSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'inventory:write' });
      const file = await uploadedFile(request);
      return fulfilment.importProducts(db, caller.accountId, await fulfilment.actorOf(db, caller), file);
    },
  );
}

function registerInventoryRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
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

function registerOrderRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.orders,
    {
      schema: {
        tags,
        summary: 'The account’s fulfilment orders, newest first, with counts by state',
        querystring: FulfilmentOrderListQuerySchema,
        response: { 200: FulfilmentOrderListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return fulfilment.listFulfilmentOrders(db, caller.accountId, request.query);
    },
  );
  api.post(
    FULFILMENT_PATHS.orders,
    {
      schema: {
        tags,
        summary: 'Create a fulfilment order; its stock is reserved at once, or it waits for stock',
        body: FulfilmentOrderInputSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.createFulfilmentOrder(db, caller.accountId, actor, request.body, { source: 'dashboard' });
    },
  );
  api.get(
    FULFILMENT_PATHS.order(':id'),
    {
      schema: {
        tags,
        summary: 'One fulfilment order',
        params: IdParamsSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return fulfilment.getFulfilmentOrder(db, caller.accountId, request.params.id);
    },
  );
  api.patch(
    FULFILMENT_PATHS.order(':id'),
    {
      schema: {
        tags,
        summary: 'Change lines and recipient until picking starts',
        params: IdParamsSchema,
        body: FulfilmentOrderPatchSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.patchFulfilmentOrder(db, caller.accountId, request.params.id, actor, request.body);
    },
  );
  api.post(
    FULFILMENT_PATHS.cancelOrder(':id'),
    {
      schema: {
        tags,
        summary: 'Cancel a fulfilment order; its stock is released',
        params: IdParamsSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.cancelFulfilmentOrder(db, caller.accountId, request.params.id, actor);
    },
  );
  api.post(
    FULFILMENT_PATHS.orderState(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: move an order to picking, packed or handed over (one delivery order at handover)',
        params: IdParamsSchema,
        body: FulfilmentStateInputSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.moveFulfilmentOrder(db, caller, actor, request.params.id, request.body.state);
    },
  );
}

function registerInternalRoutes(app: FastifyInstance, { db, config }: Deps) {
  const api = withSchemas(app);
  api.post(
    FULFILMENT_PATHS.internalOrders,
    {
      ...PUBLIC_ROUTE,
      // The key is checked before the body is read: a caller without it learns nothing of the body's shape.
      onRequest: async (request) => {
        const expected = config.fulfilmentInternalKey;
        if (!expected) throw new AppError('unavailable', 'The internal fulfilment path is not configured.');
        const given = String(request.headers['x-api-key'] ?? '');
        if (!timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected))))
          throw new AppError('unauthenticated', 'A valid x-api-key header is required.');
      },
      schema: {
        tags,
        summary: 'Warehouse system and shop integration: create a fulfilment order (x-api-key header, no session)',
        body: InternalFulfilmentOrderInputSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const { accountId, externalId, ...input } = request.body;
      return fulfilment.createFulfilmentOrder(db, accountId, fulfilment.SYSTEM_ACTOR, input, {
        source: 'internal',
        externalId,
      });
    },
  );
}

function registerCapabilityRoutes(app: FastifyInstance, { db, authenticate, mailer, config }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.capability,
    {
      schema: {
        tags,
        summary: 'Whether the account is a fulfilment account',
        response: { 200: FulfilmentCapabilitySchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return fulfilment.getCapability(db, caller.accountId);
    },
  );
  api.put(
    FULFILMENT_PATHS.accountCapability(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: make an account a fulfilment account, or stop it',
        params: IdParamsSchema,
        body: CapabilityInputSchema,
        response: { 200: FulfilmentCapabilitySchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return fulfilment.setCapability(db, await fulfilment.actorOf(db, caller), request.params.id, request.body);
    },
  );
  api.post(
    FULFILMENT_PATHS.contactRequests,
    {
      config: { rateLimit: { max: 5, timeWindow: 60 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Ask operations about fulfilment (stored and mailed)',
        body: ContactRequestInputSchema,
        response: { 200: ContactRequestAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.requestContact(
        db,
        { mailer, operationsEmail: config.fulfilmentEmail },
        caller.accountId,
        actor,
        request.body,
      );
    },
  );
}

/** Operations' work lists: what is to receive and to move, across accounts (the console's fulfilment screen). */
function registerStaffListRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.staffInbound,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: inbound shipments of every account, or of one, newest first',
        querystring: StaffInboundListQuerySchema,
        response: { 200: StaffInboundListSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: ['operations'] });
      const { accountId, ...query } = request.query;
      const list = await fulfilment.listInbound(db, accountId ?? null, query);
      return { ...list, accounts: await fulfilment.namesOfAccounts(db, list.shipments) };
    },
  );
  api.get(
    FULFILMENT_PATHS.staffOrders,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: fulfilment orders of every account, or of one, newest first, with counts by state',
        querystring: StaffFulfilmentOrderListQuerySchema,
        response: { 200: StaffFulfilmentOrderListSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: ['operations'] });
      const { accountId, ...query } = request.query;
      const list = await fulfilment.listFulfilmentOrders(db, accountId ?? null, query);
      return { ...list, accounts: await fulfilment.namesOfAccounts(db, list.orders) };
    },
  );
}
