import { DISPATCHER_LIMITS } from './rules';

/**
 * The dispatcher API's refusals, in English as it answers them; the dashboard shows them in
 * Arabic (issue 21). An order not found is the orders' own sentence (ORDER_ERROR_MESSAGES).
 */
export const DISPATCHER_MESSAGES = {
  ruleSetNotFound: 'Rule set not found',
  ruleNotFound: 'Rule not found',
  conditionNotFound: 'Condition not found',
  merchantNotFound: 'Merchant not found',
  operationsOnly: 'Operations keep this rule set: only operations staff can change it.',
  merchantsOwnRules: 'A merchant’s own rules are changed by the merchant.',
  roleNotAllowed: 'Your role does not allow this.',
  staffForOtherMerchant: 'Only operations staff decide for another merchant.',
  tooManyRules: `A rule set has at most ${DISPATCHER_LIMITS.rulesPerSet} rules.`,
  tooManyConditions: `A rule has at most ${DISPATCHER_LIMITS.conditionsPerRule} conditions.`,
  tooManyRuleSets: `A merchant has at most ${DISPATCHER_LIMITS.ruleSetsPerAccount} rule sets of each kind.`,
  listEveryRuleOnce: 'List every rule of the rule set once',
  pageTokenInvalid: 'The page token is not valid.',
} as const;
