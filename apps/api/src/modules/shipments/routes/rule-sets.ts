import {
  BookingRuleInputSchema,
  BookingRuleListSchema,
  BookingRulesReplaceSchema,
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
import { withSchemas } from '../../../platform/schemas';
import { type Deps, settingsTags as tags } from '../route-deps';
import * as settings from '../service';

/** The account's booking checks: rule sets and their rules. */
export function registerRuleSetRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
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

/** The rules of one rule set. */
export function registerRuleRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
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
