import { type FeatureFlag, FLAG_PATHS, type SetFlagOverrideBody, type UpsertFlagBody } from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys } from './admin-keys';

export const useFlags = () =>
  useQuery({
    queryKey: adminKeys.flags(),
    queryFn: ({ signal }) => apiRequest<FeatureFlag[]>('platform', FLAG_PATHS.list, { signal }),
  });

function useFlagMutation<Input>(send: (input: Input) => Promise<FeatureFlag>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.flags() }),
  });
}

export const useSaveFlag = () =>
  useFlagMutation(({ name, body }: { name: string; body: UpsertFlagBody }) =>
    apiRequest<FeatureFlag>('platform', FLAG_PATHS.flag(name), { method: 'PUT', body }),
  );

export const useSetOverride = () =>
  useFlagMutation(({ name, body }: { name: string; body: SetFlagOverrideBody }) =>
    apiRequest<FeatureFlag>('platform', FLAG_PATHS.overrides(name), { method: 'PUT', body }),
  );

export const useRemoveOverride = () =>
  useFlagMutation(({ name, subjectType, subjectId }: { name: string; subjectType: string; subjectId: string }) =>
    apiRequest<FeatureFlag>('platform', FLAG_PATHS.override(name, subjectType, subjectId), { method: 'DELETE' }),
  );
