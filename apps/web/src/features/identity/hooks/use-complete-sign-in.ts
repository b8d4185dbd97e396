import { homeForRoles, MESSAGES, type TokenResponse, type User, WEB_ROUTES } from '@sameday/contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openCourierApp } from '../../../shared/courier-app';
import { adoptUserLanguage, translateContractText } from '../../../shared/i18n';
import { useSessionManager } from '../../../shared/session';
import { showToast } from '../../../shared/ui/toast';
import { fetchPartnerUser } from '../api/identity-calls';

/** Only same-site paths are followed after sign-in: no open redirect through returnUrl. */
export function safeReturnUrl(value: string | null): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/**
 * Sign-in completion (spec §4): the session is activated, the token stored,
 * 'Successfully signed in!' shown; a temporary password goes to
 * /password-recovery, otherwise returnUrl or the role's home. When the user cannot
 * be fetched, the session just opened ends and the state keeps 'Invalid login or
 * password' (platform spec §4 "Fetching the user"): false is answered.
 */
export function useCompleteSignIn() {
  const manager = useSessionManager();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    async (token: TokenResponse): Promise<boolean> => {
      // Read the user first, so that activating the session and leaving the entry
      // screen happen together (no detour through the signed-out-only redirect).
      let user: User;
      try {
        user = await fetchPartnerUser(token.token);
      } catch {
        await manager.failSignIn(MESSAGES.invalidLogin);
        return false;
      }
      try {
        manager.activate(token);
      } catch {
        // activate stores the token before it tells the other tabs, and telling them can
        // throw too (a closed BroadcastChannel): only a token that was not stored stops here.
        if (manager.getSnapshot().token !== token.token) {
          showToast({ message: translateContractText(MESSAGES.tokenSaveFailed), tone: 'error' });
          return false;
        }
      }
      // A courier works in the courier app, its own page with the same session (docs/decisions/060).
      if (user.courier) {
        openCourierApp();
        return true;
      }
      // The user's own language, before the first signed-in screen paints.
      await adoptUserLanguage(user);
      showToast({ message: translateContractText(MESSAGES.signedIn), tone: 'success' });
      if (user.temporaryPassword) {
        navigate(WEB_ROUTES.passwordRecovery, { replace: true });
        return true;
      }
      navigate(safeReturnUrl(searchParams.get('returnUrl')) ?? homeForRoles(user.roles), { replace: true });
      return true;
    },
    [manager, navigate, searchParams],
  );
}

/** The returnUrl of this page, carried along when moving between /login and /create-account. */
export function useReturnUrlSearch(): string {
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  return returnUrl ? `?${new URLSearchParams({ returnUrl })}` : '';
}
