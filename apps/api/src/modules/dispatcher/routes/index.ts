import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { IsConnected } from '../service';
import { registerConditionRoutes } from './conditions';
import { registerDecisionRoutes } from './decisions';
import { registerOperationsRuleSetRoutes } from './operations-rule-sets';
import { registerPartnerRuleSetRoutes } from './partner-rule-sets';
import { registerRuleActivationRoutes } from './rule-activation';
import { registerRuleSetRoutes } from './rule-set';
import { registerRuleRoutes } from './rules';

type Deps = { db: Db; authenticate: AuthGuard; isConnected?: IsConnected };

/** Dispatcher rule sets, rules, decisions and simulation (docs/decisions/035). */
export function registerDispatcherRoutes(app: FastifyInstance, deps: Deps): void {
  const api = withSchemas(app);
  registerPartnerRuleSetRoutes(api, deps);
  registerOperationsRuleSetRoutes(api, deps);
  registerRuleSetRoutes(api, deps);
  registerRuleRoutes(api, deps);
  registerRuleActivationRoutes(api, deps);
  registerConditionRoutes(api, deps);
  registerDecisionRoutes(app, deps);
}
