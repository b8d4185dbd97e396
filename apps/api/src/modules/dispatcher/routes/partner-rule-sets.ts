import {
  DISPATCHER_PATHS,
  IdParamsSchema,
  OkAnswerSchema,
  PartnerRuleSetInputSchema,
  PartnerRuleSetPatchSchema,
  RuleSetAnswerSchema,
  RuleSetsAnswerSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as dispatcher from '../service';

const tags = ['dispatcher'];
type Deps = { db: Db; authenticate: AuthGuard; isConnected?: dispatcher.IsConnected };

/** The account's own rule sets: the list (with those operations keep for it), create, change, delete. */
export function registerPartnerRuleSetRoutes(api: SchemaApp, { db, authenticate, isConnected }: Deps): void {
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
      return dispatcher.listPartnerRuleSets(db, dispatcher.whoOf(actorOf(caller)));
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
      return dispatcher.createPartnerRuleSet(db, dispatcher.whoOf(actorOf(caller)), request.body, isConnected);
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
      return dispatcher.updatePartnerRuleSet(
        db,
        dispatcher.whoOf(actorOf(caller)),
        request.params.id,
        request.body,
        isConnected,
      );
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
      return dispatcher.deletePartnerRuleSet(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
    },
  );
}
