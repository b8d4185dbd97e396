import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ORDER_STATUS_NAMES } from '../../../entities/order-status';

/*
 * The contract's names the console shows (roles, capabilities, states, warehouses), in the
 * reader's language with the same English. A name outside these lists shows as it came.
 */

const STAFF_ROLES: Record<string, MessageDescriptor> = {
  operations: msg`Operations`,
  finance: msg`Finance`,
  support: msg`Support`,
  admin: msg`Admin`,
};

const STAFF_ROLE_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  operations: msg`Accounts, block state, account edits, ownerships.`,
  finance: msg`Accounts, block state, invoices marked paid, ownerships.`,
  support: msg`Accounts (read), and viewing an account as its merchant (read-only).`,
  admin: msg`Everything, including staff, roles, feature flags and the audit log.`,
};

const BETA_ROLES: Record<string, MessageDescriptor> = {
  bulk_beta: msg`Bulk orders beta`,
  map_beta: msg`Map beta`,
  pagination_beta: msg`Pagination beta`,
  reports_beta: msg`Reports account`,
};

const CAPABILITIES: Record<string, MessageDescriptor> = {
  placeOrders: msg`Place orders`,
  fourHourService: msg`4-hour service`,
  cashOnDelivery: msg`Cash on delivery`,
  fulfilment: msg`Fulfilment`,
  integrations: msg`Shop integrations`,
};

const INVOICE_STATUSES: Record<string, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  overdue: msg`Overdue`,
};

const FULFILMENT_STATES: Record<string, MessageDescriptor> = {
  new: msg`New`,
  awaiting_stock: msg`Awaiting stock`,
  reserved: msg`Reserved`,
  picking: msg`Picking`,
  packed: msg`Packed`,
  handed_over: msg`Handed over`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

const LOCATIONS: Record<string, MessageDescriptor> = {
  dubai: msg`Dubai`,
  abu_dhabi: msg`Abu Dhabi`,
};

const named = (table: Record<string, MessageDescriptor>, key: string, fallback: string = key) => {
  const label = table[key];
  return label ? i18n._(label) : fallback;
};

export const staffRoleName = (role: string) => named(STAFF_ROLES, role);
export const staffRoleDescription = (role: string) => named(STAFF_ROLE_DESCRIPTIONS, role, '');
export const betaRoleName = (role: string) => named(BETA_ROLES, role);
export const capabilityName = (name: string) => named(CAPABILITIES, name);
export const invoiceStatusName = (status: string) => named(INVOICE_STATUSES, status);
export const orderStatusName = (status: string) => named(ORDER_STATUS_NAMES, status, status.replaceAll('_', ' '));
export const fulfilmentStateName = (state: string) => named(FULFILMENT_STATES, state);
export const locationName = (location: string) => named(LOCATIONS, location);
