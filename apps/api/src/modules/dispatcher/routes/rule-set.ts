import {
  DISPATCHER_PATHS,
  IdParamsSchema,
  ReorderRulesBodySchema,
  RuleSetAnswerSchema,
  RulesAnswerSchema,
  SimulationAnswerSchema,
  SimulationBodySchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as dispatcher from '../service';

const tags = ['dispatcher'];
type Deps = { db: Db; authenticate: AuthGuard; isConnected?: dispatcher.IsConnected };
/**
 * The shared rule routes serve a merchant's own rule sets and, for operations staff, the
 * operations rule sets they keep for a merchant (audited): their staff side, as the route table
 * names it.
 */
const staffSide = staffRoute(dispatcher.OPERATIONS_RULES_STAFF);

/** One rule set: read with its rules, its rules reordered, and simulated over recent orders. */
export function registerRuleSetRoutes(api: SchemaApp, { db, authenticate, isConnected }: Deps): void {
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
      return dispatcher.getRuleSet(db, dispatcher.whoOf(actorOf(caller)), request.params.id, isConnected);
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
      return dispatcher.reorderRules(db, dispatcher.whoOf(actorOf(caller)), request.params.id, request.body.ruleIds);
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
      return dispatcher.simulate(
        db,
        dispatcher.whoOf(actorOf(caller)),
        request.params.id,
        request.body.days,
        new Date(),
        isConnected,
      );
    },
  );
}
