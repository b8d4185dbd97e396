import {
  ADMIN_PATHS,
  type Ownership,
  type OwnershipCreate,
  type OwnershipMigrate,
  type OwnershipMigrateAnswer,
  type OwnershipsPage,
  type OwnershipsQuery,
  type OwnershipUpdate,
} from '@sameday/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys, asQuery } from './admin-keys';

export const useOwnerships = (query: OwnershipsQuery) =>
  useQuery({
    queryKey: adminKeys.ownerships(query),
    queryFn: ({ signal }) =>
      apiRequest<OwnershipsPage>('platform', ADMIN_PATHS.ownerships, { signal, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  });

function useOwnershipMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useCreateOwnership = () =>
  useOwnershipMutation((body: OwnershipCreate) =>
    apiRequest<Ownership>('platform', ADMIN_PATHS.ownerships, { method: 'POST', body }),
  );

export const useUpdateOwnership = () =>
  useOwnershipMutation(({ id, body }: { id: string; body: OwnershipUpdate }) =>
    apiRequest<Ownership>('platform', ADMIN_PATHS.ownership(encodeURIComponent(id)), { method: 'PUT', body }),
  );

export const useDeleteOwnership = () =>
  useOwnershipMutation((id: string) =>
    apiRequest<unknown>('platform', ADMIN_PATHS.ownership(encodeURIComponent(id)), { method: 'DELETE' }),
  );

/** The dry run changes nothing, so it does not refresh the lists; the apply does. */
export function useMigrateOwnerships() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnershipMigrate) =>
      apiRequest<OwnershipMigrateAnswer>('platform', ADMIN_PATHS.migrateOwnerships, { method: 'POST', body }),
    onSuccess: (answer) => {
      if (!answer.dryRun) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
