import { MESSAGES, type PreferenceKey, type Preferences } from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPreference } from './create-preference';
import { deletePreference } from './delete-preference';
import { preferencesKeys, preferencesQueryOptions } from './preferences-query';
import { type DefaultKind, removeDefaultPreference } from './remove-default-preference';
import { updatePreference } from './update-preference';

/** Spec §4: each preference request goes started, then success or failed. */
export type RequestPhase = 'idle' | 'started' | 'success' | 'failed';

export type PreferenceChange =
  | { operation: 'create'; key: PreferenceKey; value: unknown }
  | { operation: 'update'; key: PreferenceKey; value: unknown }
  | { operation: 'removeDefault'; kind: DefaultKind }
  | { operation: 'delete'; key: PreferenceKey };

function runChange(change: PreferenceChange): Promise<Preferences> {
  switch (change.operation) {
    case 'create':
      return createPreference(change.key, change.value);
    case 'update':
      return updatePreference(change.key, change.value);
    case 'removeDefault':
      return removeDefaultPreference(change.kind);
    case 'delete':
      return deletePreference(change.key);
  }
}

const phaseOf = (status: 'pending' | 'success' | 'error' | 'idle', isFetching = true): RequestPhase => {
  if (status === 'error') return 'failed';
  if (status === 'success') return 'success';
  if (status === 'pending') return isFetching ? 'started' : 'idle';
  return 'idle';
};

/**
 * The account's preferences: the fetch and the four changes, each with its
 * phase; any failure reads 'Problem with request' (spec §8). Every change
 * answers the whole set, which replaces the cached one.
 */
export function usePreferences() {
  const queryClient = useQueryClient();
  const query = useQuery(preferencesQueryOptions());
  const change = useMutation({
    mutationFn: runChange,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKeys.detail(), preferences),
  });
  const fetchPhase = phaseOf(query.status, query.fetchStatus === 'fetching');
  const changePhase = phaseOf(change.status);
  const hasFailed = fetchPhase === 'failed' || changePhase === 'failed';
  return {
    preferences: query.data,
    fetchPhase,
    changePhase,
    lastChange: change.variables?.operation,
    error: hasFailed ? MESSAGES.preferenceFailed : undefined,
    /** The refusal itself, for a screen that can say more than the spec's sentence. */
    cause: change.error ?? query.error ?? undefined,
    create: (key: PreferenceKey, value: unknown) => change.mutateAsync({ operation: 'create', key, value }),
    update: (key: PreferenceKey, value: unknown) => change.mutateAsync({ operation: 'update', key, value }),
    removeDefault: (kind: DefaultKind) => change.mutateAsync({ operation: 'removeDefault', kind }),
    remove: (key: PreferenceKey) => change.mutateAsync({ operation: 'delete', key }),
  };
}
