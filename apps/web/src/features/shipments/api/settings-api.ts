import {
  type AppFlow,
  type AppFlowInput,
  type AppFlowList,
  type BookingRuleInput,
  type SettingsRuleSet,
  type SettingsRuleSetInput,
  SHIPMENT_SETTINGS_PATHS,
} from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

const P = SHIPMENT_SETTINGS_PATHS;
export const settingsKeys = {
  all: ['shipment-settings'] as const,
  flows: () => [...settingsKeys.all, 'flows'] as const,
  ruleSets: () => [...settingsKeys.all, 'rule-sets'] as const,
};

export const useAppFlows = () =>
  useQuery({
    queryKey: settingsKeys.flows(),
    queryFn: ({ signal }) => apiRequest<AppFlowList>('platform', P.appFlows, { signal }),
  });

export const useRuleSets = () =>
  useQuery({
    queryKey: settingsKeys.ruleSets(),
    queryFn: ({ signal }) =>
      apiRequest<{ ruleSets: SettingsRuleSet[] }>('platform', P.ruleSets, {
        signal,
        query: { evaluator: 'international_booking' },
      }),
  });

function useSettingsMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

/** Saves the international flow: creates it the first time, replaces it afterwards. */
export const useSaveFlow = (existing: AppFlow | undefined) =>
  useSettingsMutation((body: AppFlowInput) =>
    existing
      ? apiRequest<AppFlow>('platform', P.appFlow(existing.id), { method: 'PUT', body })
      : apiRequest<AppFlow>('platform', P.appFlows, { method: 'POST', body }),
  );

export const useCreateRuleSet = () =>
  useSettingsMutation((body: SettingsRuleSetInput) =>
    apiRequest<SettingsRuleSet>('platform', P.ruleSets, { method: 'POST', body }),
  );

export const useAddRule = () =>
  useSettingsMutation(({ ruleSetId, rule }: { ruleSetId: string; rule: BookingRuleInput }) =>
    apiRequest<{ rules: unknown[] }>('platform', P.ruleSetRules(ruleSetId), { method: 'POST', body: rule }),
  );

export const useToggleRuleSet = () =>
  useSettingsMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiRequest<SettingsRuleSet>('platform', P.ruleSet(id), { method: 'PUT', body: { isActive } }),
  );

export const useDeleteRuleSet = () =>
  useSettingsMutation((id: string) => apiRequest('platform', P.ruleSet(id), { method: 'DELETE' }));
