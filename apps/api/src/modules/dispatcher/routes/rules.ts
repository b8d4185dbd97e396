import {
  CreateRuleBodySchema,
  DISPATCHER_PATHS,
  IdParamsSchema,
  RuleAnswerSchema,
  RuleInputSchema,
  RulesAnswerSchema,
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

const ruleParams = { params: IdParamsSchema, response: { 200: RuleAnswerSchema } };

/** The rules of a rule set: the list, add, read, replace, remove. */
export function registerRuleRoutes(api: SchemaApp, { db, authenticate, isConnected }: Deps): void {
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
      return dispatcher.listRules(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
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
      return dispatcher.createRule(db, dispatcher.whoOf(actorOf(caller)), request.params.id, request.body, isConnected);
    },
  );
  api.get(DISPATCHER_PATHS.rule(':id'), { schema: { tags, summary: 'One rule', ...ruleParams } }, async (request) => {
    const caller = await authenticate(request);
    return dispatcher.getRule(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
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
      return dispatcher.replaceRule(
        db,
        dispatcher.whoOf(actorOf(caller)),
        request.params.id,
        request.body,
        isConnected,
      );
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
      return dispatcher.deleteRule(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
    },
  );
}
