import {
  type Icon,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconHierarchy2,
  IconHistory,
  IconToggleRight,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { StaffRole } from '../lib/staff';
import { ADMIN_PATHS } from '../paths';

export type AdminNavEntry = { id: string; label: string; to: string; icon: Icon; roles: readonly StaffRole[] };

/** The console's screens, each shown to the staff roles that use it (admin sees every one). */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  {
    id: 'accounts',
    label: 'Accounts',
    to: ADMIN_PATHS.accounts,
    icon: IconBuildingStore,
    roles: ['operations', 'finance', 'support'],
  },
  { id: 'ownerships', label: 'Ownerships', to: ADMIN_PATHS.ownerships, icon: IconHierarchy2, roles: ['finance'] },
  {
    id: 'fulfilment',
    label: 'Fulfilment',
    to: ADMIN_PATHS.fulfilment,
    icon: IconBuildingWarehouse,
    roles: ['operations'],
  },
  { id: 'staff', label: 'Staff and roles', to: ADMIN_PATHS.staff, icon: IconUsersGroup, roles: [] },
  { id: 'flags', label: 'Feature flags', to: ADMIN_PATHS.flags, icon: IconToggleRight, roles: [] },
  { id: 'audit', label: 'Audit log', to: ADMIN_PATHS.audit, icon: IconHistory, roles: [] },
];

export function navFor(roles: readonly StaffRole[]): AdminNavEntry[] {
  if (roles.includes('admin')) return [...ADMIN_NAV];
  return ADMIN_NAV.filter((entry) => entry.roles.some((role) => roles.includes(role)));
}

/** Whether a link is the current screen (its own path or one below it). */
export const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
