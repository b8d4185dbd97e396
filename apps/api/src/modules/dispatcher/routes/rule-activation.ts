import { DISPATCHER_PATHS, IdParamsSchema, RuleAnswerSchema } from '@sameday/contract';
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

/** A rule activated or deactivated in place. */
export function registerRuleActivationRoutes(api: SchemaApp, { db, authenticate }: Deps): void {
  api.post(
    DISPATCHER_PATHS.ruleActivate(':id'),
    { ...staffSide, schema: { tags, summary: 'Activate a rule', ...ruleParams } },
    async (request) => {
      const caller = await authenticate(request);
      return dispatcher.setRuleActive(db, dispatcher.whoOf(actorOf(caller)), request.params.id, true);
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
      return dispatcher.setRuleActive(db, dispatcher.whoOf(actorOf(caller)), request.params.id, false);
    },
  );
}
