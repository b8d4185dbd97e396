import { WEB_ROUTES } from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionManager } from '../../shared/session';

/** Logout (spec §4): clears the token, the query cache and session storage, then /login. */
export function useLogout() {
  const manager = useSessionManager();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await manager.signOut();
    queryClient.clear();
    sessionStorage.clear();
    navigate(WEB_ROUTES.login, { replace: true });
  }, [manager, queryClient, navigate]);
}
