import { useQuery } from '@tanstack/react-query';
import { fetchPartnerUser } from './identity-calls';

/** The signed-in user, read where a screen only names them (the password recovery's password manager hint). */
export const usePartnerUser = () =>
  useQuery({ queryKey: ['identity', 'partner-user'], queryFn: () => fetchPartnerUser() });
