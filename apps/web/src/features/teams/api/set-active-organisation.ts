import { type SetActiveOrganisationBody, TEAM_PATHS } from '@sameday/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useSwitchAccount } from '../hooks/use-switch-account';

type SetActiveOrganisationResponse = { orgId: string; accountId: string; token: string };

/** POST {platform}/account/organisations/active: the session moves to another of the user's organisations. */
export function useSetActiveOrganisation() {
  const switchAccount = useSwitchAccount();
  return useMutation({
    mutationFn: (body: SetActiveOrganisationBody) =>
      apiRequest<SetActiveOrganisationResponse>('platform', TEAM_PATHS.activeOrganisation, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => switchAccount(answer.token),
  });
}
