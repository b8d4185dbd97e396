import {
  type CapabilityInputSchema,
  type ContactRequestInputSchema,
  FULFILMENT_MESSAGES,
  type FulfilmentCapability,
  STAFF_MESSAGES,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import type { Mailer } from '../../../platform/mailer';
import { recordStaffAction } from '../../audit';
import { accountExists } from '../../identity';
import * as q from '../queries';
import { type Actor, iso, notFound } from './shared';

export async function getCapability(db: DbOrTx, accountId: string): Promise<FulfilmentCapability> {
  const [row, request] = await Promise.all([
    q.findCapability(db, accountId),
    q.findLatestContactRequest(db, accountId),
  ]);
  return {
    enabled: row?.enabled ?? false,
    since: row?.enabled ? iso(row.since) : null,
    grantedBy: row
      ? { id: row.changedByUserId === null ? null : String(row.changedByUserId), name: row.changedByName }
      : null,
    contactRequestedAt: request ? iso(request.createdAt) : null,
  };
}

/** Whether the account is a fulfilment account (the sidebar's setup state). */
export async function hasFulfilment(db: DbOrTx, accountId: string): Promise<boolean> {
  return (await q.findCapability(db, accountId))?.enabled ?? false;
}

/** Operations make an account a fulfilment account, or stop it; who and when are kept. */
export async function setCapability(
  db: Db,
  actor: Actor,
  accountId: string,
  input: z.output<typeof CapabilityInputSchema>,
): Promise<FulfilmentCapability> {
  return db.transaction(async (tx) => {
    if (!(await accountExists(tx, accountId))) throw notFound(STAFF_MESSAGES.accountNotFound);
    const before = await getCapability(tx, accountId);
    await q.upsertCapability(tx, {
      accountId,
      enabled: input.enabled,
      note: input.note ?? null,
      changedByUserId: actor.userId,
      changedByName: actor.name,
    });
    const after = await getCapability(tx, accountId);
    // A staff action: written to the audit log with the change.
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'fulfilment.capability_changed',
      targetType: 'account',
      targetId: accountId,
      accountId,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled, note: input.note ?? null },
    });
    return after;
  });
}

/** An account asks for fulfilment: the request is kept and mailed to operations. */
export async function requestContact(
  db: DbOrTx,
  deps: { mailer: Mailer; operationsEmail: string },
  accountId: string,
  actor: Actor,
  input: z.output<typeof ContactRequestInputSchema>,
) {
  const row = await q.insertContactRequest(db, {
    id: randomId('ffc'),
    accountId,
    userId: actor.userId,
    contactName: input.contactName,
    phone: input.phone,
    monthlyOrders: input.monthlyOrders,
    skuCount: input.skuCount ?? null,
    message: input.message,
  });
  if (!row) throw new Error('The contact request was not stored');
  await deps.mailer.send({
    to: deps.operationsEmail,
    subject: `Fulfilment request from ${input.contactName}`,
    text: [
      'A merchant asks about fulfilment.',
      '',
      `Account: ${accountId}`,
      `Contact: ${input.contactName}, ${input.phone}`,
      `Orders a month: ${input.monthlyOrders.replace('_', ' to ')}`,
      `SKUs: ${input.skuCount ?? 'not given'}`,
      '',
      input.message || '(no message)',
    ].join('\n'),
  });
  return { id: row.id, message: FULFILMENT_MESSAGES.contactRequestSent, createdAt: iso(row.createdAt) as string };
}
