import {
  AdminRuleSetInputSchema,
  AdminRuleSetPatchSchema,
  AdminRuleSetsAnswerSchema,
  AdminRuleSetsQuerySchema,
  ConditionInputSchema,
  CreateConditionBodySchema,
  CreateRuleBodySchema,
  DISPATCHER_PATHS,
  EvaluateAnswerSchema,
  EvaluateBodySchema,
  IdParamsSchema,
  OkAnswerSchema,
  OrderDecisionAnswerSchema,
  PartnerRuleSetInputSchema,
  PartnerRuleSetPatchSchema,
  ReorderRulesBodySchema,
  ResolveCarrierAnswerSchema,
  ResolveCarrierBodySchema,
  RuleAnswerSchema,
  RuleInputSchema,
  RuleSetAnswerSchema,
  RuleSetsAnswerSchema,
  RulesAnswerSchema,
  SimulationAnswerSchema,
  SimulationBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type AuthGuard, staffRoute } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as dispatcher from './service';

const tags = ['dispatcher'];
type Deps = { db: Db; authenticate: AuthGuard };
/**
 * The shared rule routes serve a merchant's own rule sets and, for operations staff, the
 * operations rule sets they keep for a merchant (audited): their staff side, as the route table
 * names it.
 */
const staffSide = staffRoute(dispatcher.OPERATIONS_RULES_STAFF);

/** Dispatcher rule sets, rules, decisions and simulation (docs/decisions/035). */
export function registerDispatcherRoutes(app: FastifyInstance, deps: Deps): void {
  registerRuleSetRoutes(app, deps);
  registerRuleRoutes(app, deps);
  registerDecisionRoutes(app, deps);
  // Every order placed, single or in bulk, gets its decision in the placing transaction (decision 041).
  dispatcher.gatePlacements(deps.db);
}

function registerRuleSetRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    DISPATCHER_PATHS.partnerRuleSets,
    {
      schema: {
        tags,
        summary: 'The account’s rule sets: its own, and those operations keep for it (read only)',
        response: { 200: RuleSetsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return dispatcher.listPartnerRuleSets(db, dispatcher.whoOf(caller));
    },
  );
  api.post(
    DISPATCHER_PATHS.partnerRuleSets,
    {
      schema: {
        tags,
        summary: 'Create a rule set of the account’s own (a draft unless active)',
        body: PartnerRuleSetInputSchema,
        response: { 200: RuleSetAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return dispatcher.createPartnerRuleSet(db, dispatcher.whoOf(caller), request.body);
    },
  );
  api.put(
    DISPATCHER_PATHS.partnerRuleSet(':id'),
    {
      schema: {
        tags,
        summary: 'Rename, change the default of, or activate one of the account’s rule sets',
        params: IdParamsSchema,
        body: PartnerRuleSetPatchSchema,
        response: { 200: RuleSetAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return dispatcher.updatePartnerRuleSet(db, dispatcher.whoOf(caller), request.params.id, request.body);
    },
  );
  api.delete(
    DISPATCHER_PATHS.partnerRuleSet(':id'),
    {
      schema: {
        tags,
        summary: 'Delete one of the account’s rule sets (its decisions keep their record)',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return dispatcher.deletePartnerRuleSet(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
  api.get(
    DISPATCHER_PATHS.adminRuleSets,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: the operations rule sets, by merchant, a page at a time',
        querystring: AdminRuleSetsQuerySchema,
        response: { 200: AdminRuleSetsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return dispatcher.listOperationsRuleSets(db, dispatcher.whoOf(caller), request.query);
    },
  );
  api.post(
    DISPATCHER_PATHS.adminRuleSets,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: create a merchant’s operations rule set',
        body: AdminRuleSetInputSchema,
        response: { 200: RuleSetAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return dispatcher.createOperationsRuleSet(db, dispatcher.whoOf(caller), request.body);
    },
  );
  api.put(
    DISPATCHER_PATHS.adminRuleSet(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: rename, change the default of, or activate an operations rule set',
        params: IdParamsSchema,
        body: AdminRuleSetPatchSchema,
        response: { 200: RuleSetAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return dispatcher.updateOperationsRuleSet(db, dispatcher.whoOf(caller), request.params.id, request.body);
    },
  );
  api.delete(
    DISPATCHER_PATHS.adminRuleSet(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: delete an operations rule set',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return dispatcher.deleteOperationsRuleSet(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
  api.get(
    DISPATCHER_PATHS.ruleSet(':id'),
    {
      schema: {
        tags,
        summary: 'One rule set with its rules in order',
        params: IdParamsSchema,
        response: { 200: RuleSetAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.getRuleSet(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
  api.put(
    DISPATCHER_PATHS.ruleSetOrder(':id'),
    {
      ...staffSide,
      schema: {
        tags,
        summary: 'Put the rules of a rule set in a new order',
        params: IdParamsSchema,
        body: ReorderRulesBodySchema,
        response: { 200: RulesAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.reorderRules(db, dispatcher.whoOf(caller), request.params.id, request.body.ruleIds);
    },
  );
  api.post(
    DISPATCHER_PATHS.ruleSetSimulation(':id'),
    {
      schema: {
        tags,
        summary: 'Run the rule set over the last 30 days of orders: carriers and cost before and after',
        params: IdParamsSchema,
        body: SimulationBodySchema,
        response: { 200: SimulationAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.simulate(db, dispatcher.whoOf(caller), request.params.id, request.body.days);
    },
  );
}

function registerRuleRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  const ruleParams = { params: IdParamsSchema, response: { 200: RuleAnswerSchema } };
  api.get(
    DISPATCHER_PATHS.ruleSetRules(':id'),
    {
      schema: {
        tags,
        summary: 'The rules of a rule set, in order',
        params: IdParamsSchema,
        response: { 200: RulesAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.listRules(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
  api.post(
    DISPATCHER_PATHS.ruleSetRules(':id'),
    {
      ...staffSide,
      schema: { tags, summary: 'Add a rule (at the end, or at a position)', body: CreateRuleBodySchema, ...ruleParams },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.createRule(db, dispatcher.whoOf(caller), request.params.id, request.body);
    },
  );
  api.get(DISPATCHER_PATHS.rule(':id'), { schema: { tags, summary: 'One rule', ...ruleParams } }, async (request) => {
    const caller = await authenticate(request);
    return dispatcher.getRule(db, dispatcher.whoOf(caller), request.params.id);
  });
  api.put(
    DISPATCHER_PATHS.rule(':id'),
    {
      ...staffSide,
      schema: {
        tags,
        summary: 'Replace a rule’s name, active flag, conditions and action',
        body: RuleInputSchema,
        ...ruleParams,
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.replaceRule(db, dispatcher.whoOf(caller), request.params.id, request.body);
    },
  );
  api.delete(
    DISPATCHER_PATHS.rule(':id'),
    {
      ...staffSide,
      schema: { tags, summary: 'Remove a rule', params: IdParamsSchema, response: { 200: RulesAnswerSchema } },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.deleteRule(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
  api.post(
    DISPATCHER_PATHS.ruleActivate(':id'),
    { ...staffSide, schema: { tags, summary: 'Activate a rule', ...ruleParams } },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.setRuleActive(db, dispatcher.whoOf(caller), request.params.id, true);
    },
  );
  api.post(
    DISPATCHER_PATHS.ruleDeactivate(':id'),
    {
      ...staffSide,
      schema: { tags, summary: 'Deactivate a rule: it keeps its place and never matches', ...ruleParams },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.setRuleActive(db, dispatcher.whoOf(caller), request.params.id, false);
    },
  );
  api.post(
    DISPATCHER_PATHS.conditions,
    {
      ...staffSide,
      schema: {
        tags,
        summary: 'Add a condition to a rule',
        body: CreateConditionBodySchema,
        response: { 200: RuleAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.addCondition(db, dispatcher.whoOf(caller), request.body);
    },
  );
  api.put(
    DISPATCHER_PATHS.condition(':id'),
    { ...staffSide, schema: { tags, summary: 'Replace a condition', body: ConditionInputSchema, ...ruleParams } },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.replaceCondition(db, dispatcher.whoOf(caller), request.params.id, request.body);
    },
  );
  api.delete(
    DISPATCHER_PATHS.condition(':id'),
    { ...staffSide, schema: { tags, summary: 'Remove a condition', ...ruleParams } },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.removeCondition(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
}

function registerDecisionRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.post(
    DISPATCHER_PATHS.evaluate,
    {
      schema: {
        tags,
        summary: 'The decision for an order or its facts, with the full trace; stores nothing',
        body: EvaluateBodySchema,
        response: { 200: EvaluateAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return dispatcher.evaluate(db, dispatcher.whoOf(caller), request.body);
    },
  );
  api.post(
    DISPATCHER_PATHS.resolveCarrier,
    {
      schema: {
        tags,
        summary: 'Decide the carrier of orders and store each decision on its order',
        body: ResolveCarrierBodySchema,
        response: { 200: ResolveCarrierAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return dispatcher.resolveCarrier(db, dispatcher.whoOf(caller), request.body);
    },
  );
  api.get(
    DISPATCHER_PATHS.orderDecision(':id'),
    {
      schema: {
        tags,
        summary: 'The carrier decision stored on an order, with its trace',
        params: IdParamsSchema,
        response: { 200: OrderDecisionAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return dispatcher.orderDecision(db, dispatcher.whoOf(caller), request.params.id);
    },
  );
}
