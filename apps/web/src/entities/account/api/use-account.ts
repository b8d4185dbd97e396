import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from './account-query';

/** The signed-in account, shared by the shell and every screen that needs its id, user or region. */
export function useAccount() {
  return useQuery(accountQueryOptions());
}
