import {
  type AdminRuleSetPatch,
  type AdminRuleSetsAnswer,
  DISPATCHER_PATHS,
  type EvaluateAnswer,
  type OrderFactsInput,
  type RuleAnswer,
  type RuleInput,
  type RuleSet,
  type RuleSetAnswer,
  type RuleSetKind,
  type RuleSetsAnswer,
  type RulesAnswer,
  type SimulationAnswer,
} from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/**
 * Whose rule set the editor works on: the merchant's own (partner paths) or the one
 * operations keep for a merchant (admin paths). The rules, conditions, evaluate and
 * simulation calls are the same for both.
 */
export type RuleSetSource = {
  kind: RuleSetKind;
  /** The query key part that tells two sources apart. */
  scope: string;
  /** The rule sets of this kind the editor can choose from. */
  list: (signal: AbortSignal) => Promise<RuleSet[]>;
  /** Creates a rule set of this kind (a draft). */
  create: (name: string) => Promise<RuleSetAnswer>;
  /** Where the rule set itself (name, default, active) is changed. */
  ruleSetPath: (id: string) => string;
  /** Staff evaluate for a merchant. */
  merchantId?: string;
};

/** The merchant's own rule sets: /partner/dispatcher/rule-sets. */
export const PARTNER_RULE_SETS: RuleSetSource = {
  kind: 'partner',
  scope: 'partner',
  list: async (signal) =>
    (await apiRequest<RuleSetsAnswer>('platform', DISPATCHER_PATHS.partnerRuleSets, { signal })).ruleSets,
  create: (name) =>
    apiRequest<RuleSetAnswer>('platform', DISPATCHER_PATHS.partnerRuleSets, { method: 'POST', body: { name } }),
  ruleSetPath: DISPATCHER_PATHS.partnerRuleSet,
};

/** The rule sets operations keep for one merchant: /admin/dispatcher/rule-sets?merchant_id=… */
export function operationsRuleSets(merchantId: string): RuleSetSource {
  return {
    kind: 'operations',
    scope: `operations:${merchantId}`,
    list: async (signal) =>
      (
        await apiRequest<AdminRuleSetsAnswer>('platform', DISPATCHER_PATHS.adminRuleSets, {
          signal,
          query: { merchant_id: merchantId, limit: 200 },
        })
      ).ruleSets,
    create: (name) =>
      apiRequest<RuleSetAnswer>('platform', DISPATCHER_PATHS.adminRuleSets, {
        method: 'POST',
        body: { merchantId, name },
      }),
    ruleSetPath: DISPATCHER_PATHS.adminRuleSet,
    merchantId,
  };
}

/** The dispatcher feature's query keys: everything sits below ['dispatcher']. */
export const dispatcherKeys = {
  all: ['dispatcher'] as const,
  ruleSets: (scope: string) => [...dispatcherKeys.all, 'rule-sets', scope] as const,
  ruleSet: (id: string) => [...dispatcherKeys.all, 'rule-set', id] as const,
};

export const ruleSetsQueryOptions = (source: RuleSetSource) =>
  queryOptions({
    queryKey: dispatcherKeys.ruleSets(source.scope),
    queryFn: ({ signal }) => source.list(signal),
  });
export const useRuleSets = (source: RuleSetSource) => useQuery(ruleSetsQueryOptions(source));

export const ruleSetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dispatcherKeys.ruleSet(id),
    queryFn: ({ signal }) => apiRequest<RuleSetAnswer>('platform', DISPATCHER_PATHS.ruleSet(id), { signal }),
  });
/**
 * One rule set as read, with the carriers not connected on this platform now and the rules (and
 * default) that send orders to one of them: the server's word, as its simulation uses it.
 */
export const useRuleSet = (id: string) => useQuery(ruleSetQueryOptions(id));

/** After any change: the rule set (new version) and the list (counts, active flags). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dispatcherKeys.all });
}

/** Creates a draft rule set; the lists refresh once its first rule is added (useCreateRule). */
export function useCreateRuleSet(source: RuleSetSource) {
  return useMutation({ mutationFn: (name: string) => source.create(name) });
}

export function useUpdateRuleSet(source: RuleSetSource, id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: AdminRuleSetPatch) =>
      apiRequest<RuleSetAnswer>('platform', source.ruleSetPath(id), { method: 'PUT', body: patch }),
    onSuccess: refresh,
  });
}

/** Adds a rule to a rule set; `ruleSetId` may be one just created, so it is given with the rule. */
export function useCreateRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ruleSetId, rule }: { ruleSetId: string; rule: RuleInput }) =>
      apiRequest<RuleAnswer>('platform', DISPATCHER_PATHS.ruleSetRules(ruleSetId), { method: 'POST', body: rule }),
    onSuccess: refresh,
  });
}

export function useUpdateRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, rule }: { id: string; rule: RuleInput }) =>
      apiRequest<RuleAnswer>('platform', DISPATCHER_PATHS.rule(id), { method: 'PUT', body: rule }),
    onSuccess: refresh,
  });
}

export function useDeleteRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>('platform', DISPATCHER_PATHS.rule(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Activates or deactivates one rule (spec §4). */
export function useToggleRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<RuleAnswer>(
        'platform',
        active ? DISPATCHER_PATHS.ruleActivate(id) : DISPATCHER_PATHS.ruleDeactivate(id),
        { method: 'POST' },
      ),
    onSuccess: refresh,
  });
}

/** Puts the rules in a new order at once (the list moves as the user moves it), then saves it. */
export function useReorderRules(ruleSetId: string) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: (ruleIds: string[]) => {
      queryClient.setQueryData(dispatcherKeys.ruleSet(ruleSetId), (answer: RuleSetAnswer | undefined) => {
        if (!answer) return answer;
        const detail = answer.ruleSet;
        const byId = new Map(detail.rules.map((rule) => [rule.id, rule]));
        const rules = ruleIds.flatMap((id, position) => {
          const rule = byId.get(id);
          return rule ? [{ ...rule, position }] : [];
        });
        return { ...answer, ruleSet: { ...detail, rules } };
      });
    },
    mutationFn: (ruleIds: string[]) =>
      apiRequest<RulesAnswer>('platform', DISPATCHER_PATHS.ruleSetOrder(ruleSetId), {
        method: 'PUT',
        body: { ruleIds },
      }),
    onSettled: refresh,
  });
}

/** The decision for an order's facts with this rule set in place of the active one of its kind. Stores nothing. */
export function useEvaluate(source: RuleSetSource, ruleSetId: string) {
  return useMutation({
    mutationFn: (facts: OrderFactsInput) =>
      apiRequest<EvaluateAnswer>('platform', DISPATCHER_PATHS.evaluate, {
        method: 'POST',
        body: { facts, ruleSetId, ...(source.merchantId ? { merchantId: source.merchantId } : {}) },
      }),
  });
}

/** The rule set run over the account's last 30 days of orders. */
export function useSimulation(ruleSetId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<SimulationAnswer>('platform', DISPATCHER_PATHS.ruleSetSimulation(ruleSetId), {
        method: 'POST',
        body: { days: 30 },
      }),
  });
}
