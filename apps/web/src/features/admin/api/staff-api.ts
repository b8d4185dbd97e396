import {
  ADMIN_PATHS,
  type EmployeeRegister,
  type EmployeeRegisterAnswer,
  PERMISSION_PATHS,
  type StaffList,
  type UserRoles,
} from '@sameday/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { adminKeys } from './admin-keys';

/** GET /admin/staff: the staff users with their roles (admin only; others keep the query off). */
export const useStaffList = (isEnabled = true) =>
  useQuery({
    queryKey: adminKeys.staff({}),
    queryFn: ({ signal }) => apiRequest<StaffList>('platform', ADMIN_PATHS.staff, { signal }),
    enabled: isEnabled,
  });

function useStaffMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useRegisterEmployee = () =>
  useStaffMutation((body: EmployeeRegister) =>
    apiRequest<EmployeeRegisterAnswer>('platform', ADMIN_PATHS.employeeRegister, { method: 'POST', body }),
  );

/** POST /auth/user/{id}/roles {role}: gives one role (staff or beta). */
export const useAddRole = () =>
  useStaffMutation(({ userId, role }: { userId: number; role: string }) =>
    apiRequest<UserRoles>('platform', PERMISSION_PATHS.userRoles(String(userId)), { method: 'POST', body: { role } }),
  );

/** DELETE /auth/user/{id}/roles?role=: takes one role back. */
export const useRemoveRole = () =>
  useStaffMutation(({ userId, role }: { userId: number; role: string }) =>
    apiRequest<UserRoles>('platform', PERMISSION_PATHS.userRoles(String(userId)), {
      method: 'DELETE',
      query: { role },
    }),
  );

/** GET /auth/user/{id}/roles: any user's roles (a merchant's beta roles too). */
export const useUserRoles = (userId: number | undefined) =>
  useQuery({
    queryKey: [...adminKeys.all, 'user-roles', userId] as const,
    queryFn: ({ signal }) => apiRequest<UserRoles>('platform', PERMISSION_PATHS.userRoles(String(userId)), { signal }),
    enabled: userId !== undefined,
  });
