import {
  type AccountCapabilities,
  type AccountOrdersPage,
  type AccountOrdersQuerySchema,
  type AccountOverview,
  type AccountsPage,
  type AccountsQuerySchema,
  type AdminAccount,
  type BlockState,
  type Capability,
  dubaiClock,
  type Invoice,
  STAFF_MESSAGES,
  type StaffAccountUpdateSchema,
  type StaffBlockStateBodySchema,
  toInvoice,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import { updateStaffAccountFields } from '../../identity';
import * as q from '../queries';
import { recentAuditOfAccount } from './audit';
import { findOwnershipOfAccount } from './ownerships';

export const accountNotFound = () => new AppError('not_found', STAFF_MESSAGES.accountNotFound);

export function toAdminAccount(row: q.AccountRow): AdminAccount {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /accounts (staff): the spec's filters, a page at a time. */
/**
 * The one search field read three ways: a name as typed, an order number in capitals, and a
 * tracking code (lowercase, or the last part of a tracking link) as the digest the database keeps.
 */
function searchText(text: string) {
  const code = (text.split('/').filter(Boolean).at(-1) ?? text).toLowerCase();
  return { name: text, orderId: text.toUpperCase(), codeHash: sha256(code) };
}

export async function searchAccounts(db: Db, query: z.output<typeof AccountsQuerySchema>): Promise<AccountsPage> {
  const { items, total } = await q.searchAccounts(db, {
    text: query.q === undefined ? undefined : searchText(query.q),
    customerCode: query.customer_code,
    emailMatch: query.email_match,
    externalId: query.external_id,
    warehouseCode: query.warehouse_code,
    updatedAfter: query.updated_after === undefined ? undefined : new Date(query.updated_after),
    sort: query.sort,
    sortDesc: query.sort_desc,
    limit: query.limit,
    page: query.page,
  });
  return { items: items.map(toAdminAccount), page: query.page, limit: query.limit, total };
}

export async function getAccount(db: DbOrTx, id: string): Promise<AdminAccount> {
  const row = await q.findAccount(db, id);
  if (!row) throw accountNotFound();
  return toAdminAccount(row);
}

/** GET /account_by_email/{email} (staff): the primary account of the user with this email. */
export async function getAccountByEmail(db: Db, email: string): Promise<AdminAccount> {
  const id = await q.findAccountIdByEmail(db, email);
  if (!id) throw accountNotFound();
  return getAccount(db, id);
}

const allowed: Capability = { isAllowed: true, reason: null };
const refused = (reason: string): Capability => ({ isAllowed: false, reason });

/**
 * What the account may do now, derived from the state that decides it elsewhere: the block
 * (orders refuse a blocked account), the 4-hour flag for the account (its override, else the
 * global switch), and the fulfilment capability operations set.
 */
export async function getCapabilities(db: DbOrTx, id: string): Promise<AccountCapabilities> {
  const account = await q.findAccount(db, id);
  if (!account) throw accountNotFound();
  const [fourHour, fulfilment] = await Promise.all([
    q.isFlagOnForAccount(db, 'shipments_partner_4hr', id),
    q.hasFulfilment(db, id),
  ]);
  const placeOrders = account.isOrderSubmissionBlocked ? refused(STAFF_MESSAGES.orderSubmissionBlocked) : allowed;
  const fourHourService = !placeOrders.isAllowed
    ? placeOrders
    : fourHour
      ? allowed
      : refused(STAFF_MESSAGES.fourHourOff);
  return {
    accountId: id,
    placeOrders,
    fourHourService,
    cashOnDelivery: placeOrders,
    fulfilment: fulfilment ? allowed : refused(STAFF_MESSAGES.notFulfilmentAccount),
    integrations: placeOrders.isAllowed ? allowed : refused(STAFF_MESSAGES.shopOrdersBlocked),
  };
}

/** PUT /accounts with an `id` (staff): changes the staff fields sent, audited. */
export async function updateAccount(
  db: Db,
  caller: Caller,
  input: z.output<typeof StaffAccountUpdateSchema>,
): Promise<AdminAccount> {
  const { id, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await q.findAccount(tx, id);
    if (!before) throw accountNotFound();
    await updateStaffAccountFields(tx, id, fields);
    const after = await getAccount(tx, id);
    const changed = Object.keys(fields) as (keyof typeof fields)[];
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'account.updated',
      targetType: 'account',
      targetId: id,
      accountId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return after;
  });
}

/** POST /accounts/{id}/set-block-state: blocks or unblocks order submission, with the reason, audited. */
export async function setBlockState(
  db: Db,
  caller: Caller,
  id: string,
  body: z.output<typeof StaffBlockStateBodySchema>,
): Promise<BlockState> {
  return db.transaction(async (tx) => {
    const before = await q.findAccount(tx, id);
    if (!before) throw accountNotFound();
    await updateStaffAccountFields(tx, id, {
      isOrderSubmissionBlocked: body.isBlocked,
      orderSubmissionBlockedReason: body.isBlocked ? body.reason : null,
    });
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'account.block_state_changed',
      targetType: 'account',
      targetId: id,
      accountId: id,
      before: { isBlocked: before.isOrderSubmissionBlocked },
      after: { isBlocked: body.isBlocked, reason: body.reason },
    });
    return { accountId: id, isOrderSubmissionBlocked: body.isBlocked };
  });
}

/** GET /admin/accounts/{id}/orders (staff): the account's orders, newest first, of one state when asked. */
export async function listAccountOrders(
  db: Db,
  id: string,
  query: z.output<typeof AccountOrdersQuerySchema>,
): Promise<AccountOrdersPage> {
  if (!(await q.findAccount(db, id))) throw accountNotFound();
  const { items, total } = await q.findOrdersOfAccount(db, id, {
    state: query.state,
    limit: query.limit,
    page: query.page,
  });
  return {
    items: items.map((order) => ({
      ...order,
      emirate: order.emirate ?? null,
      createdAt: order.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** The account's invoices, newest first (staff). */
export async function listInvoices(db: Db, id: string, limit = 100): Promise<Invoice[]> {
  if (!(await q.findAccount(db, id))) throw accountNotFound();
  const now = new Date();
  return (await q.findInvoicesOfAccount(db, id, limit)).map((row) => toInvoice(row, now));
}

/** GET /admin/accounts/{id}/overview: the console's account page in one answer. */
export async function getOverview(db: Db, id: string, now = new Date()): Promise<AccountOverview> {
  const account = await getAccount(db, id);
  const [members, capabilities, summary, recent, ordersByState, integrationsCount, ownership, recentAudit] =
    await Promise.all([
      q.findMembers(db, id),
      getCapabilities(db, id),
      q.summariseInvoices(db, id, dubaiClock(now).date),
      q.findInvoicesOfAccount(db, id, 12),
      q.countOrdersByState(db, id),
      q.countIntegrations(db, id),
      findOwnershipOfAccount(db, id),
      recentAuditOfAccount(db, id),
    ]);
  return {
    account,
    members,
    capabilities,
    invoices: { ...summary, recent: recent.map((row) => toInvoice(row, now)) },
    ordersByState,
    integrationsCount,
    ownership,
    recentAudit,
  };
}
