import { type Organisation, type SetActiveOrganisationResponse, TEAM_PATHS } from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useSessionManager } from '../../../shared/session';
import { storeBusinessAccount } from '../business-account-store';
import { accountKeys } from './account-query';

/**
 * The accounts the user may act on (decision 021): their own company, always, and every
 * account they are a member of. A call acts on the account its token names; switching
 * asks the server for a token of another of these accounts.
 */
export type ActingAccount = Organisation & {
  /** The user's own company (they own it; the owner role is never given by invitation). */
  isOwn: boolean;
};

const EMPTY: ActingAccount[] = [];

/** Own company first, then the others by name. */
export function toActingAccounts(organisations: readonly Organisation[]): ActingAccount[] {
  return organisations
    .map((organisation) => ({ ...organisation, isOwn: organisation.role === 'owner' }))
    .sort((a, b) => Number(b.isOwn) - Number(a.isOwn) || a.name.localeCompare(b.name));
}

/** GET {platform}/account/organisations: every account of the user, the one acted on marked active. */
export function actingAccountsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.acting(),
    queryFn: ({ signal }) =>
      apiRequest<Organisation[]>('platform', TEAM_PATHS.organisations, { signal }).then(toActingAccounts),
  });
}

/** The accounts the user may act on, the one acted on now, and whether there is another to switch to. */
export function useActingAccounts() {
  const query = useQuery(actingAccountsQueryOptions());
  const accounts = query.data ?? EMPTY;
  return {
    accounts,
    active: accounts.find((account) => account.isActive),
    canSwitch: accounts.length > 1,
    isPending: query.isPending,
    error: query.error,
  };
}

/**
 * POST {platform}/account/organisations/active: the session acts on another of the user's
 * accounts from now on (this tab and the others, which are told). Nothing read for the
 * previous account stays on screen: every query but the account's own starts over, and the
 * account's refetches.
 */
export function useSwitchActingAccount() {
  const manager = useSessionManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: ActingAccount) =>
      apiRequest<SetActiveOrganisationResponse>('platform', TEAM_PATHS.activeOrganisation, {
        method: 'POST',
        body: { orgId: account.orgId },
      }),
    onSuccess: async (answer, account) => {
      manager.replaceToken(answer.token, 'organization.updated');
      // Spec: choosing a business account stores it. The server's session decides; this is its mirror.
      storeBusinessAccount({ id: answer.accountId, name: account.name });
      queryClient.setQueryData<ActingAccount[]>(accountKeys.acting(), (accounts) =>
        accounts?.map((candidate) => ({ ...candidate, isActive: candidate.accountId === answer.accountId })),
      );
      await queryClient.cancelQueries();
      const [accountScope] = accountKeys.all;
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== accountScope });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
