import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionManager } from '../../../shared/session';

type SwitchEvent = 'organization.updated' | 'membership.activated';

/**
 * Another account became active and the call answered its token: the session
 * takes it (other tabs are told), and every query refetches for the new account.
 */
export function useSwitchAccount() {
  const manager = useSessionManager();
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, event: SwitchEvent = 'organization.updated') => {
      manager.replaceToken(token, event);
      void queryClient.invalidateQueries();
    },
    [manager, queryClient],
  );
}
