import {
  AdminRuleSetInputSchema,
  AdminRuleSetPatchSchema,
  AdminRuleSetsAnswerSchema,
  AdminRuleSetsQuerySchema,
  DISPATCHER_PATHS,
  IdParamsSchema,
  OkAnswerSchema,
  RuleSetAnswerSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as dispatcher from '../service';

const tags = ['dispatcher'];
type Deps = { db: Db; authenticate: AuthGuard; isConnected?: dispatcher.IsConnected };

/** Operations staff: the operations rule sets they keep for merchants. */
export function registerOperationsRuleSetRoutes(api: SchemaApp, { db, authenticate, isConnected }: Deps): void {
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
      return dispatcher.listOperationsRuleSets(db, dispatcher.whoOf(actorOf(caller)), request.query);
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
      return dispatcher.createOperationsRuleSet(db, dispatcher.whoOf(actorOf(caller)), request.body, isConnected);
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
      return dispatcher.updateOperationsRuleSet(
        db,
        dispatcher.whoOf(actorOf(caller)),
        request.params.id,
        request.body,
        isConnected,
      );
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
      return dispatcher.deleteOperationsRuleSet(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
    },
  );
}
