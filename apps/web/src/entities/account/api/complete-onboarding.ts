import { PLATFORM_PATHS, type User } from '@sameday/contract';
import { apiRequest } from '../../../shared/api';

/**
 * The guided tour ended, complete or cancelled: the user is no longer new (spec §4 "New user
 * flag: cleared when onboarding completes"). Local storage's `onboarding` already stops the
 * tour in this browser; this tells the server, so no other browser starts it again. A failure
 * is only logged: the tour is over either way.
 */
export async function completeOnboarding(): Promise<User | undefined> {
  try {
    return await apiRequest<User>('platform', PLATFORM_PATHS.onboardingComplete, { method: 'POST' });
  } catch (error) {
    console.warn('could not record the end of the guided tour', error);
    return undefined;
  }
}
