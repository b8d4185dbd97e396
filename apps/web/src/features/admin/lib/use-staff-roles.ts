import { canStaff, type StaffAccess } from '@sameday/contract';
import { useAccount } from '../../../entities/account';

/** What the signed-in staff member may do: the console hides what the API would refuse. */
export function useStaffAccess() {
  const account = useAccount();
  const roles = account.data?.user.roles ?? [];
  return { roles, can: (access: StaffAccess) => canStaff(roles, access), userId: account.data?.user.id };
}
