import { MESSAGES, type TokenResponse } from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { Mailer } from '../../../platform/mailer';
import type { TokenSigner } from '../../../platform/tokens';

export type IdentityDeps = {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  config: Config;
  /** Key of the reset-code HMAC: a leaked table alone does not give the codes away. */
  codePepper: string;
  log: FastifyBaseLogger;
};

export type SignedIn = { refreshSecret: string; access: TokenResponse };

export const emailNotFound = () => new AppError('not_found', MESSAGES.emailNotFound, { status: 'NOTFOUND' });

export function splitName(fullName: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}
