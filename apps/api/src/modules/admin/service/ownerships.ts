import {
  isStaff,
  type Ownership,
  type OwnershipCreateSchema,
  type OwnershipMigrateAnswer,
  type OwnershipMigrateSchema,
  type OwnershipsPage,
  type OwnershipsQuerySchema,
  type OwnershipUpdateSchema,
  STAFF_MESSAGES,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import * as q from '../queries';

const notFound = () => new AppError('not_found', STAFF_MESSAGES.ownershipNotFound);
const fieldError = (field: string, message: string, code: 'invalid_argument' | 'already_exists' = 'invalid_argument') =>
  new AppError(code, message, { details: { fields: [{ field, message }] } });

type OwnershipRow = NonNullable<q.OwnershipRow>;

function toOwnership(row: OwnershipRow): Ownership {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The record the audit log keeps of an ownership. */
const traceOf = (row: { accountId: string; ownerId: number; billingIdentifier: string; note?: string }) => ({
  accountId: row.accountId,
  ownerId: row.ownerId,
  billingIdentifier: row.billingIdentifier,
  ...(row.note === undefined ? {} : { note: row.note }),
});

/** The owner is the account manager: a staff user. */
async function checkOwner(db: DbOrTx, ownerId: number, field = 'ownerId'): Promise<void> {
  const owner = await q.findUser(db, ownerId);
  if (!owner || !isStaff(owner.roles)) throw fieldError(field, STAFF_MESSAGES.ownerNotStaff);
}

export async function findOwnershipOfAccount(db: DbOrTx, accountId: string): Promise<Ownership | null> {
  const row = await q.findOwnershipOfAccount(db, accountId);
  return row ? toOwnership(row) : null;
}

export async function getOwnership(db: DbOrTx, id: string): Promise<Ownership> {
  const row = await q.findOwnership(db, id);
  if (!row) throw notFound();
  return toOwnership(row);
}

export async function listOwnerships(db: Db, query: z.output<typeof OwnershipsQuerySchema>): Promise<OwnershipsPage> {
  const { items, total } = await q.searchOwnerships(db, {
    accountId: query.account_id,
    billingIdentifier: query.billing_identifier,
    ownerId: query.owner_id,
    sort: query.sort,
    sortDesc: query.sort_desc,
    limit: query.limit,
    page: query.page,
  });
  return { items: items.map(toOwnership), page: query.page, limit: query.limit, total };
}

export async function createOwnership(
  db: Db,
  caller: Caller,
  input: z.output<typeof OwnershipCreateSchema>,
): Promise<Ownership> {
  return db.transaction(async (tx) => {
    if (!(await q.findAccount(tx, input.accountId))) throw fieldError('accountId', STAFF_MESSAGES.accountNotFound);
    await checkOwner(tx, input.ownerId);
    const id = randomId('own');
    if (!(await q.insertOwnership(tx, { id, ...input })))
      throw fieldError('accountId', STAFF_MESSAGES.ownershipExists, 'already_exists');
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'ownership.created',
      targetType: 'ownership',
      targetId: id,
      accountId: input.accountId,
      before: null,
      after: traceOf(input),
    });
    return getOwnership(tx, id);
  });
}

export async function updateOwnership(
  db: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof OwnershipUpdateSchema>,
): Promise<Ownership> {
  return db.transaction(async (tx) => {
    const before = await q.findOwnership(tx, id);
    if (!before) throw notFound();
    if (input.ownerId !== undefined) await checkOwner(tx, input.ownerId);
    await q.updateOwnership(tx, id, input);
    const after = await getOwnership(tx, id);
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'ownership.updated',
      targetType: 'ownership',
      targetId: id,
      accountId: before.accountId,
      before: traceOf(before),
      after: traceOf(after),
    });
    return after;
  });
}

export async function deleteOwnership(db: Db, caller: Caller, id: string): Promise<{ status: 'OK' }> {
  return db.transaction(async (tx) => {
    const before = await q.findOwnership(tx, id);
    if (!before) throw notFound();
    await q.deleteOwnership(tx, id);
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'ownership.deleted',
      targetType: 'ownership',
      targetId: id,
      accountId: before.accountId,
      before: traceOf(before),
      after: null,
    });
    return { status: 'OK' as const };
  });
}

/**
 * POST …/account-ownerships/migrate. The dry run answers what would move and changes nothing;
 * the apply locks the matching ownerships, moves every one and writes one audit entry per
 * account, all in one transaction: any failure moves none.
 */
export async function migrateOwnerships(
  db: Db,
  caller: Caller,
  input: z.output<typeof OwnershipMigrateSchema>,
): Promise<OwnershipMigrateAnswer> {
  const { from, to, accountIds, dryRun } = input;
  if (
    (to.ownerId === undefined || to.ownerId === from.ownerId) &&
    (to.billingIdentifier === undefined || to.billingIdentifier === from.billingIdentifier)
  ) {
    throw fieldError('to', STAFF_MESSAGES.migrateSameTarget);
  }
  const plan = async (tx: DbOrTx) => {
    if (to.ownerId !== undefined) await checkOwner(tx, to.ownerId, 'to.ownerId');
    const rows = await q.findOwnershipsToMove(tx, from, accountIds, !dryRun);
    return rows.map((row) => ({
      ownershipId: row.id,
      accountId: row.accountId,
      accountName: row.accountName,
      before: { ownerId: row.ownerId, billingIdentifier: row.billingIdentifier },
      after: {
        ownerId: to.ownerId ?? row.ownerId,
        billingIdentifier: to.billingIdentifier ?? row.billingIdentifier,
      },
    }));
  };
  if (dryRun) {
    const moves = await plan(db);
    return { dryRun: true, count: moves.length, moves };
  }
  return db.transaction(async (tx) => {
    const moves = await plan(tx);
    for (const move of moves) {
      await q.updateOwnership(tx, move.ownershipId, move.after);
      await recordStaffAction(tx, {
        actorUserId: caller.userId,
        action: 'ownership.migrated',
        targetType: 'ownership',
        targetId: move.ownershipId,
        accountId: move.accountId,
        before: move.before,
        after: move.after,
      });
    }
    return { dryRun: false, count: moves.length, moves };
  });
}
