import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canStaff, type StaffAccess } from '@sameday/contract';
import {
  type Icon,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconHandStop,
  IconHierarchy2,
  IconHistory,
  IconRoute,
  IconToggleRight,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import { CONSOLE_PATHS } from '../paths';

/** Who sees an entry: the staff calls it makes (admin sees every one), or fulfilment's operations. */
type Gate = { access: StaffAccess } | { role: 'operations' };

export type AdminNavEntry = { id: string; label: MessageDescriptor; to: string; icon: Icon; gate: Gate };

/** The console's screens, in the order of the sidebar. */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  {
    id: 'accounts',
    label: msg`Accounts`,
    to: CONSOLE_PATHS.accounts,
    icon: IconBuildingStore,
    gate: { access: 'readAccounts' },
  },
  {
    id: 'ownerships',
    label: msg`Ownerships`,
    to: CONSOLE_PATHS.ownerships,
    icon: IconHierarchy2,
    gate: { access: 'readAccounts' },
  },
  {
    id: 'fulfilment',
    label: msg`Fulfilment`,
    to: CONSOLE_PATHS.fulfilment,
    icon: IconBuildingWarehouse,
    gate: { role: 'operations' },
  },
  {
    id: 'dispatcher',
    label: msg`Dispatcher rules`,
    to: CONSOLE_PATHS.dispatcher,
    icon: IconRoute,
    // The API lets operations staff (and admins) keep a merchant's operations rule set (decision 035).
    gate: { role: 'operations' },
  },
  {
    id: 'held-orders',
    label: msg`Held for review`,
    to: CONSOLE_PATHS.heldOrders,
    icon: IconHandStop,
    gate: { access: 'reviewHolds' },
  },
  {
    id: 'dispatch',
    label: msg`Dispatch board`,
    to: CONSOLE_PATHS.dispatch,
    icon: IconTruckDelivery,
    gate: { access: 'dispatch' },
  },
  { id: 'reports', label: msg`Reports`, to: CONSOLE_PATHS.reports, icon: IconChartBar, gate: { access: 'dispatch' } },
  {
    id: 'staff',
    label: msg`Staff and roles`,
    to: CONSOLE_PATHS.staff,
    icon: IconUsersGroup,
    gate: { access: 'admin' },
  },
  { id: 'flags', label: msg`Feature flags`, to: CONSOLE_PATHS.flags, icon: IconToggleRight, gate: { access: 'admin' } },
  { id: 'audit', label: msg`Audit log`, to: CONSOLE_PATHS.audit, icon: IconHistory, gate: { access: 'admin' } },
];

const passes = (roles: readonly string[], gate: Gate) =>
  'access' in gate ? canStaff(roles, gate.access) : roles.includes('admin') || roles.includes(gate.role);

export function navFor(roles: readonly string[]): AdminNavEntry[] {
  return ADMIN_NAV.filter((entry) => passes(roles, entry.gate));
}

/** Whether a link is the current screen (its own path or one below it). */
export const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
