// The dispatcher's operations; routes and other modules import them from here.

export type { IsConnected } from './connection';
export { decideCreated, evaluate, orderDecision, resolveCarrier } from './decide';
export {
  createOperationsRuleSet,
  createPartnerRuleSet,
  deleteOperationsRuleSet,
  deletePartnerRuleSet,
  getRuleSet,
  listOperationsRuleSets,
  listPartnerRuleSets,
  updateOperationsRuleSet,
  updatePartnerRuleSet,
} from './rule-sets';
export {
  addCondition,
  createRule,
  deleteRule,
  getRule,
  listRules,
  removeCondition,
  reorderRules,
  replaceCondition,
  replaceRule,
  setRuleActive,
} from './rules';
export { OPERATIONS_RULES_STAFF, whoOf } from './shared';
export { simulate } from './simulation';
