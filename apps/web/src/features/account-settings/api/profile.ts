import {
  type PasswordChangeBody,
  PLATFORM_PATHS,
  type Profile,
  type ProfileUpdateBody,
  type User,
} from '@sameday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../entities/account';
import { apiRequest } from '../../../shared/api';

/** PATCH {platform}/partner/user: the signed-in user's own name and phone; the account re-reads them. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) =>
      apiRequest<Profile>('platform', PLATFORM_PATHS.partnerUser, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** PUT {platform}/partner/user with the current password: every other session ends, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      apiRequest<User>('platform', PLATFORM_PATHS.partnerUser, { method: 'PUT', body }),
  });
}
