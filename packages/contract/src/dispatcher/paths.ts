/**
 * Dispatcher calls, relative to the platform base (spec §7 "Dispatcher": the first ten are
 * spelt as the spec writes them; the rest serve the shipping-rules screens). A path with a
 * parameter is a function: the web calls it with the value, the API registers it with `':id'`.
 */
export const DISPATCHER_PATHS = {
  /** POST: the rule takes part in decisions again (a new version of its rule set). */
  ruleActivate: (id: string) => `/dispatcher/rules/${id}/activate`,
  /** POST: the rule stays in its place but never matches (a new version of its rule set). */
  ruleDeactivate: (id: string) => `/dispatcher/rules/${id}/deactivate`,
  /** GET one rule; PUT replaces its name, active flag, conditions and action; DELETE removes it. */
  rule: (id: string) => `/dispatcher/rules/${id}`,
  /** GET: the rules of a rule set in order; POST: adds a rule (at the end, or at `position`). */
  ruleSetRules: (id: string) => `/dispatcher/rule-sets/${id}/rules`,
  /** POST: adds a condition to a rule. */
  conditions: '/dispatcher/conditions',
  /** PUT: replaces one condition; DELETE removes it. */
  condition: (id: string) => `/dispatcher/conditions/${id}`,
  /** POST: the decision for facts or an order, with its full trace; stores nothing. */
  evaluate: '/dispatcher/evaluate',
  /** POST: decides for one or many orders and stores each decision on its order (immutable). */
  resolveCarrier: '/dispatcher/resolve-carrier',
  /** POST (operations): creates a merchant's operations rule set; GET lists them (merchant_id, token). */
  adminRuleSets: '/admin/dispatcher/rule-sets',
  /** PUT (operations): renames, changes the default or activates an operations rule set; DELETE removes it. */
  adminRuleSet: (id: string) => `/admin/dispatcher/rule-sets/${id}`,
  /** GET: the account's rule sets (its own and those operations keep for it); POST: creates one of its own. */
  partnerRuleSets: '/partner/dispatcher/rule-sets',
  /** PUT: renames, changes the default or activates one of the account's own rule sets; DELETE removes it. */
  partnerRuleSet: (id: string) => `/partner/dispatcher/rule-sets/${id}`,
  /** GET: one rule set with its rules in order. */
  ruleSet: (id: string) => `/dispatcher/rule-sets/${id}`,
  /** PUT: the rules of a rule set in a new order (every rule id once). */
  ruleSetOrder: (id: string) => `/dispatcher/rule-sets/${id}/order`,
  /** POST: runs the rule set over the account's orders of the last 30 days, in place of the active one of its kind. */
  ruleSetSimulation: (id: string) => `/dispatcher/rule-sets/${id}/simulation`,
  /** GET: the decision stored on an order (null when none was made). */
  orderDecision: (id: string) => `/dispatcher/orders/${id}/decision`,
} as const;
