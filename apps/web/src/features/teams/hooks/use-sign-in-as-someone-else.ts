import { WEB_ROUTES } from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionManager } from '../../../shared/session';

/**
 * Logout (spec §4: token, query cache and session storage cleared), then the
 * login page with a way back here: an invitation for another address is
 * accepted by signing in with that address.
 */
export function useSignInAsSomeoneElse() {
  const manager = useSessionManager();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (returnUrl: string) => {
      await manager.signOut();
      queryClient.clear();
      sessionStorage.clear();
      navigate(`${WEB_ROUTES.login}?returnUrl=${encodeURIComponent(returnUrl)}`, { replace: true });
    },
    [manager, queryClient, navigate],
  );
}
