import {
  ConditionInputSchema,
  CreateConditionBodySchema,
  DISPATCHER_PATHS,
  IdParamsSchema,
  RuleAnswerSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as dispatcher from '../service';

const tags = ['dispatcher'];
type Deps = { db: Db; authenticate: AuthGuard };
/**
 * The shared rule routes serve a merchant's own rule sets and, for operations staff, the
 * operations rule sets they keep for a merchant (audited): their staff side, as the route table
 * names it.
 */
const staffSide = staffRoute(dispatcher.OPERATIONS_RULES_STAFF);

const ruleParams = { params: IdParamsSchema, response: { 200: RuleAnswerSchema } };

/** A rule's conditions: add, replace, remove. */
export function registerConditionRoutes(api: SchemaApp, { db, authenticate }: Deps): void {
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
      return dispatcher.addCondition(db, dispatcher.whoOf(actorOf(caller)), request.body);
    },
  );
  api.put(
    DISPATCHER_PATHS.condition(':id'),
    { ...staffSide, schema: { tags, summary: 'Replace a condition', body: ConditionInputSchema, ...ruleParams } },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.replaceCondition(db, dispatcher.whoOf(actorOf(caller)), request.params.id, request.body);
    },
  );
  api.delete(
    DISPATCHER_PATHS.condition(':id'),
    { ...staffSide, schema: { tags, summary: 'Remove a condition', ...ruleParams } },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.removeCondition(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
    },
  );
}
