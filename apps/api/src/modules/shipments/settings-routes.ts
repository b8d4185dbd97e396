import {
  AppFlowInputSchema,
  AppFlowListSchema,
  AppFlowSchema,
  BookingRuleInputSchema,
  BookingRuleListSchema,
  BookingRulesReplaceSchema,
  DocumentsAnswerSchema,
  DocumentsQuerySchema,
  IdParamsSchema,
  OkAnswerSchema,
  SettingsRuleSetInputSchema,
  SettingsRuleSetListQuerySchema,
  SettingsRuleSetListSchema,
  SettingsRuleSetPatchSchema,
  SettingsRuleSetSchema,
  SHIPMENT_SETTINGS_PATHS,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as settings from './service';

const tags = ['shipment settings'];
type Deps = { db: Db; authenticate: AuthGuard };

/** The account's flow settings and booking checks (docs/decisions/036). */
export function registerShipmentSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  registerAppFlowRoutes(app, deps);
  registerAppFlowRecordRoutes(app, deps);
  registerRuleSetRoutes(app, deps);
  registerRuleRoutes(app, deps);
}

function registerAppFlowRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
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
function registerAppFlowRecordRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
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

function registerRuleSetRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  const P = SHIPMENT_SETTINGS_PATHS;
  api.get(
    P.ruleSets,
    {
      schema: {
        tags,
        summary: 'The account’s booking checks, by evaluator',
        querystring: SettingsRuleSetListQuerySchema,
        response: { 200: SettingsRuleSetListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.listRuleSets(db, caller.accountId, request.query.evaluator);
    },
  );
  api.post(
    P.ruleSets,
    {
      schema: {
        tags,
        summary: 'Add a rule set of booking checks',
        body: SettingsRuleSetInputSchema,
        response: { 200: SettingsRuleSetSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.createRuleSet(db, caller.accountId, request.body);
    },
  );
  api.get(
    P.ruleSet(':id'),
    {
      schema: {
        tags,
        summary: 'One rule set with its rules',
        params: IdParamsSchema,
        response: { 200: SettingsRuleSetSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.getRuleSet(db, caller.accountId, request.params.id);
    },
  );
  api.put(
    P.ruleSet(':id'),
    {
      schema: {
        tags,
        summary: 'Rename a rule set, or turn it on or off',
        params: IdParamsSchema,
        body: SettingsRuleSetPatchSchema,
        response: { 200: SettingsRuleSetSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.patchRuleSet(db, caller.accountId, request.params.id, request.body);
    },
  );
  api.delete(
    P.ruleSet(':id'),
    {
      schema: {
        tags,
        summary: 'Remove a rule set and its rules',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.deleteRuleSet(db, caller.accountId, request.params.id);
    },
  );
}

function registerRuleRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  const path = SHIPMENT_SETTINGS_PATHS.ruleSetRules(':id');
  api.get(
    path,
    {
      schema: {
        tags,
        summary: 'A rule set’s rules, in order',
        params: IdParamsSchema,
        response: { 200: BookingRuleListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.listRuleSetRules(db, caller.accountId, request.params.id);
    },
  );
  api.post(
    path,
    {
      schema: {
        tags,
        summary: 'Add a rule at the end of a rule set',
        params: IdParamsSchema,
        body: BookingRuleInputSchema,
        response: { 200: BookingRuleListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.writeRules(db, caller.accountId, request.params.id, [request.body], 'append');
    },
  );
  api.put(
    path,
    {
      schema: {
        tags,
        summary: 'Replace a rule set’s rules, in the order given',
        params: IdParamsSchema,
        body: BookingRulesReplaceSchema,
        response: { 200: BookingRuleListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.writeRules(db, caller.accountId, request.params.id, request.body.rules, 'replace');
    },
  );
}
