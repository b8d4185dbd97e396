import { MESSAGES, PERSONAL_VERTICAL, type RegisterBodySchema, type RegisterQuery } from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { hashPassword, randomId, randomSecret } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { languageNamedBy } from '../../../platform/mail-language';
import * as q from '../queries';
import { emailNotFound, type IdentityDeps } from './common';
import { sendEmailVerification } from './email-verification';

const emailTaken = () =>
  new AppError('already_exists', MESSAGES.emailTaken, {
    details: { fields: [{ field: 'email', message: MESSAGES.emailTaken }] },
  });

/** Sign-up: the account, its owner and the membership, at once. */
export async function register(
  db: Db,
  body: z.output<typeof RegisterBodySchema>,
  query: RegisterQuery,
  /** The dashboard language the sign-up was made in: the user's from the start (decision 039). */
  language: 'en' | 'ar' | null = null,
): Promise<{ status: 'OK'; id: number; email: string }> {
  if (await q.findUserByEmail(db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const isPersonal = body.vertical === PERSONAL_VERTICAL;
  const accountId = randomId('acc');
  try {
    const user = await db.transaction(async (tx) => {
      await q.insertAccount(tx, {
        id: accountId,
        name: body.account_name,
        clientType: isPersonal ? 'personal' : 'business',
        vertical: body.vertical,
        otherVertical: body.other_vertical ?? null,
        ordersPerMonth: body.orders_per_month,
        phone: body.phone,
        utm: query,
        signedTermsAt: new Date(),
      });
      const created = await q.insertUser(tx, {
        gid: randomId('usr'),
        email: body.email,
        fullName: body.full_name,
        phone: body.phone,
        passwordHash,
        salesforceId: `SF${randomSecret(9)
          .replace(/[^A-Za-z0-9]/g, 'X')
          .slice(0, 15)}`,
        primaryAccountId: accountId,
        language,
      });
      if (!created) throw new Error('user not created');
      await q.insertMembership(tx, { userId: created.id, accountId, role: 'owner' });
      return created;
    });
    return { status: 'OK', id: user.id, email: user.email };
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides.
    if (await q.findUserByEmail(db, body.email)) throw emailTaken();
    throw error;
  }
}

/**
 * POST {platform}/partner/register. Sign-up grants nothing: a staff candidate (an
 * ADMIN_EMAILS address) is mailed the link that proves the address (docs/decisions/013).
 * The account exists even when that mail fails; the user can ask again.
 */
export async function signUp(
  deps: IdentityDeps,
  body: z.output<typeof RegisterBodySchema>,
  query: RegisterQuery,
  log: FastifyBaseLogger,
  acceptLanguage?: string | string[],
): Promise<{ status: 'OK'; id: number; email: string }> {
  const registered = await register(deps.db, body, query, languageNamedBy(acceptLanguage));
  if (deps.config.adminEmails.includes(registered.email)) {
    try {
      await sendEmailVerification(deps, registered.id, acceptLanguage);
    } catch (error) {
      log.error({ err: error, userId: registered.id }, 'verification mail not sent: the user can ask again');
    }
  }
  return registered;
}

/** The login's first step: is there an account with this address? */
export async function checkIdentifier(deps: IdentityDeps, email: string): Promise<{ status: 'OK' }> {
  if (!(await q.findUserByEmail(deps.db, email))) throw emailNotFound();
  return { status: 'OK' };
}
