import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ORDER_STATUS_NAMES } from '../../../entities/order-status';

/*
 * The contract's names the console shows (roles, capabilities, order and invoice states), in
 * the reader's language with the same English. A name outside these lists shows as it came.
 * A fulfilment order's states and warehouses are named by entities/fulfilment-order.
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

/** What each beta role does: reports_beta works; the others are reserved (decision 068). */
const BETA_ROLE_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  bulk_beta: msg`Reserved — no effect`,
  map_beta: msg`Reserved — no effect`,
  pagination_beta: msg`Reserved — no effect`,
  reports_beta: msg`Lands on Reports after signing in.`,
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

const named = (table: Record<string, MessageDescriptor>, key: string, fallback: string = key) => {
  const label = table[key];
  return label ? i18n._(label) : fallback;
};

export const staffRoleName = (role: string) => named(STAFF_ROLES, role);
export const staffRoleDescription = (role: string) => named(STAFF_ROLE_DESCRIPTIONS, role, '');
export const betaRoleName = (role: string) => named(BETA_ROLES, role);
export const betaRoleDescription = (role: string) => named(BETA_ROLE_DESCRIPTIONS, role, '');
export const capabilityName = (name: string) => named(CAPABILITIES, name);
export const invoiceStatusName = (status: string) => named(INVOICE_STATUSES, status);
export const orderStatusName = (status: string) => named(ORDER_STATUS_NAMES, status, status.replaceAll('_', ' '));
