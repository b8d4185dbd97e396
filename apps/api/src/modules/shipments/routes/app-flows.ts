import {
  AppFlowInputSchema,
  AppFlowListSchema,
  AppFlowSchema,
  DocumentsAnswerSchema,
  DocumentsQuerySchema,
  IdParamsSchema,
  OkAnswerSchema,
  SHIPMENT_SETTINGS_PATHS,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import { type Deps, settingsTags as tags } from '../route-deps';
import * as settings from '../service';

/** The account's flow settings. */
export function registerAppFlowRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  const P = SHIPMENT_SETTINGS_PATHS;
  api.get(
    P.appFlows,
    {
      schema: {
        tags,
        summary: 'The account’s flow settings, one per shipment kind',
        response: { 200: AppFlowListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.listAppFlows(db, caller.accountId);
    },
  );
  api.post(
    P.appFlows,
    {
      schema: {
        tags,
        summary: 'Add the flow settings of a shipment kind',
        body: AppFlowInputSchema,
        response: { 200: AppFlowSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.createAppFlow(db, caller.accountId, request.body);
    },
  );
  // Registered before `/{id}`: `documents` is a query, not a flow's id.
  api.get(
    P.appFlowDocuments,
    {
      schema: {
        tags,
        summary: 'The documents a shipment needs, and the checks that would refuse it',
        querystring: DocumentsQuerySchema,
        response: { 200: DocumentsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const { kind, country, value_fils, weight_kg, parcels } = request.query;
      const destination = country ?? (kind === 'domestic' ? 'AE' : '');
      return settings.evaluateBooking(
        db,
        caller.accountId,
        kind,
        { declaredValueFils: value_fils, weightKg: weight_kg, parcelCount: parcels, destinationCountry: destination },
        { customsRequired: kind === 'international' },
      );
    },
  );
}

/** One flow setting of the account: read, replaced, deleted. */
export function registerAppFlowRecordRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  const P = SHIPMENT_SETTINGS_PATHS;
  api.get(
    P.appFlow(':id'),
    { schema: { tags, summary: 'One flow setting', params: IdParamsSchema, response: { 200: AppFlowSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.getAppFlow(db, caller.accountId, request.params.id);
    },
  );
  api.put(
    P.appFlow(':id'),
    {
      schema: {
        tags,
        summary: 'Replace a flow setting (its kind stays)',
        params: IdParamsSchema,
        body: AppFlowInputSchema,
        response: { 200: AppFlowSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.replaceAppFlow(db, caller.accountId, request.params.id, request.body);
    },
  );
  api.delete(
    P.appFlow(':id'),
    {
      schema: {
        tags,
        summary: 'Remove a flow setting: the platform’s defaults apply again',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.deleteAppFlow(db, caller.accountId, request.params.id);
    },
  );
}
