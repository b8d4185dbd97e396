import {
  APP_VERSION,
  EDITABLE_STATUSES,
  FIRST_SCREEN_FLAGS,
  type FirstScreen,
  ORDER_ERROR_MESSAGES,
  type OrderDispatchMarks,
  QUIQDASH_MESSAGES,
  type QuiqdashInit,
  REPORT_TOKEN_TTL_SECONDS,
  type ReportToken,
} from '@sameday/contract';
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Actor, actorOf } from '../../platform/actor';
import type { Caller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { userConfig } from '../finance';
import { isFlagEnabled } from '../flags';
import { getAccount, getUser } from '../identity';
import { listNotifications } from '../notifications';
import { type FindOrdersQuery, getOrder, groupCounts, listOrdersAnswer } from '../orders';
import { permissionsOf } from '../permissions';
import { getPreferences } from '../preferences';
import * as q from './queries';

export type QuiqdashDeps = { db: Db; config: Config };

/**
 * GET /quiqdash/init: the dashboard's start in one answer (the account with its user, the
 * permissions, the version). It reads the signed-in session itself, so it takes the caller.
 */
export async function init(deps: QuiqdashDeps, caller: Caller): Promise<QuiqdashInit> {
  return {
    appVersion: APP_VERSION,
    account: await getAccount(deps, caller),
    permissions: permissionsOf(caller),
  };
}

declare module '../../platform/domain-hub' {
  interface DomainPorts {
    /** GET /quiqdash/orders's answer for the account and query, as that route sends it (the orders module's kept pages, decision 084). */
    ordersPageAnswer: (accountId: string, query: FindOrdersQuery) => Promise<Buffer>;
  }
}

/**
 * GET /quiqdash/first-screen: what the signed-in first screen reads, in one answer, each part read
 * as its own call reads it and for the caller's account only: the account, the permissions, the
 * preferences, the shell's flags, the account banner's standing and notifications, and, when the
 * caller may read orders, the tab counts of the query's dates and the first page of its list, the
 * very bytes GET /quiqdash/orders answers (the orders module keeps them until they change, decision
 * 084). The answer is JSON text.
 */
export async function firstScreen(deps: QuiqdashDeps, caller: Caller, query: FindOrdersQuery): Promise<Buffer> {
  const { db } = deps;
  const actor = actorOf(caller);
  const mayReadOrders = caller.permissions.includes('orders:read');
  const ordersPage = db.hub.port('ordersPageAnswer') ?? ((accountId, asked) => listOrdersAnswer(db, accountId, asked));
  const [account, preferences, flagValues, counts, orders, standing, notifications] = await Promise.all([
    getAccount(deps, caller),
    getPreferences(db, caller.accountId),
    Promise.all(FIRST_SCREEN_FLAGS.map((flag) => isFlagEnabled(db, actor, flag))),
    mayReadOrders ? groupCounts(db, caller.accountId, query.from, query.to) : null,
    mayReadOrders ? ordersPage(caller.accountId, query) : null,
    userConfig(db, caller.accountId),
    listNotifications(db, caller.accountId),
  ]);
  const flags = Object.fromEntries(FIRST_SCREEN_FLAGS.map((flag, index) => [flag, flagValues[index] ?? false]));
  const rest: Omit<FirstScreen, 'orders'> = {
    account,
    permissions: permissionsOf(caller),
    preferences,
    flags,
    counts,
    userConfig: standing,
    notifications,
  };
  const head = JSON.stringify(rest);
  return Buffer.concat([
    Buffer.from(`${head.slice(0, -1)},"orders":`),
    orders ?? Buffer.from('null'),
    Buffer.from('}'),
  ]);
}

function toMarks(row: q.MarksRow): OrderDispatchMarks {
  return {
    orderId: row.orderId,
    exportedAt: row.exportedAt?.toISOString() ?? null,
    unpooledAt: row.unpooledAt?.toISOString() ?? null,
  };
}

async function mark(deps: QuiqdashDeps, who: Actor, orderId: string, kind: q.MarkKind) {
  const row = await q.markOrder(deps.db, { orderId, accountId: who.accountId, userId: who.userId, kind });
  // Only a row of another account is left unchanged, and getOrder has ruled that out.
  if (!row) throw new AppError('not_found', ORDER_ERROR_MESSAGES.notFound);
  return toMarks(row);
}

/** PUT /quiqdash/orders/export/{id}: the order is recorded as exported to the merchant's own system. */
export async function markExported(deps: QuiqdashDeps, who: Actor, orderId: string): Promise<OrderDispatchMarks> {
  const order = await getOrder(deps.db, who.accountId, orderId);
  return mark(deps, who, order.id, 'exported');
}

/**
 * PUT /quiqdash/missions/unpool/orders/{id}: the order is not to share a courier mission
 * with other orders. Only before collection: once a courier has it, its mission is set.
 */
export async function unpool(deps: QuiqdashDeps, who: Actor, orderId: string): Promise<OrderDispatchMarks> {
  const order = await getOrder(deps.db, who.accountId, orderId);
  if (!EDITABLE_STATUSES.includes(order.status)) {
    throw new AppError('failed_precondition', QUIQDASH_MESSAGES.alreadyCollected);
  }
  return mark(deps, who, order.id, 'unpooled');
}

/**
 * GET /quiqdash/reports/token/{id}?userKey: a signed embed token for one reporting
 * dashboard, locked to the caller's account (HS256, the embedding protocol of the common
 * reporting servers: `resource.dashboard` and `params`). The user key must be the caller's.
 */
export async function reportToken(
  deps: QuiqdashDeps,
  caller: Caller,
  dashboardId: string,
  userKey: string,
): Promise<ReportToken> {
  const { embedSecret, dashboardIds } = deps.config.reporting;
  if (!embedSecret) throw new AppError('failed_precondition', QUIQDASH_MESSAGES.reportsNotConfigured);
  if (!dashboardIds.includes(dashboardId)) throw new AppError('not_found', QUIQDASH_MESSAGES.unknownDashboard);
  const user = await getUser(deps, caller.userId, caller);
  if (user.gid !== userKey) throw new AppError('permission_denied', QUIQDASH_MESSAGES.notYourUserKey);
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + REPORT_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ resource: { dashboard: dashboardId }, params: { account_id: caller.accountId } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userKey)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(embedSecret));
  return { dashboardId, token, expiresAt: expiresAt.toISOString() };
}
