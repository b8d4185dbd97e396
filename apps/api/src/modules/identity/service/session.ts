import { TOKEN_TEMPLATE, type TokenResponse } from '@sameday/contract';
import { randomId, randomSecret, sha256 } from '../../../platform/crypto';
import * as q from '../queries';
import type { IdentityDeps, SignedIn } from './common';

/** Opens a session (full, or a reset link's recovery session) with its first refresh secret. */
export async function startSession(
  deps: IdentityDeps,
  user: q.UserRow,
  kind: 'full' | 'recovery',
  userAgent: string | undefined,
): Promise<SignedIn> {
  const sessionId = randomId('ses');
  const refreshSecret = randomSecret(32);
  // Open the account the user last worked in, while they still belong to it.
  const lastAccount =
    user.lastAccountId && (await q.findMembershipsOfUser(deps.db, user.id)).find((m) => m.id === user.lastAccountId);
  const accountId = lastAccount ? lastAccount.id : user.primaryAccountId;
  await deps.db.transaction(async (tx) => {
    await q.insertSession(tx, {
      id: sessionId,
      userId: user.id,
      activeAccountId: accountId,
      kind,
      userAgent: userAgent?.slice(0, 300),
    });
    await q.insertRefreshToken(tx, sessionId, sha256(refreshSecret));
  });
  const access = await mintAccess(deps, { userId: user.id, sessionId, accountId });
  return { refreshSecret, access };
}

export async function mintAccess(
  deps: IdentityDeps,
  claims: { userId: number; sessionId: string; accountId: string },
): Promise<TokenResponse> {
  const { token, expiresAt } = await deps.signer.mint(claims);
  return { token, expiresAt: expiresAt.toISOString(), template: TOKEN_TEMPLATE };
}
