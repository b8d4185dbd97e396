import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_TEMPLATE } from '@sameday/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sameday-platform';
const AUDIENCE = 'sameday-dashboard';
/** Only this algorithm is accepted: a token signed any other way (or 'none') is refused. */
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: number; sessionId: string; accountId: string };

export type TokenSigner = {
  mint: (claims: AccessClaims, now?: Date) => Promise<{ token: string; expiresAt: Date }>;
  verify: (token: string) => Promise<AccessClaims | undefined>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async mint(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
      const token = await new SignJWT({ sid: claims.sessionId, acc: claims.accountId, tpl: TOKEN_TEMPLATE })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat', 'sid', 'acc'],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.acc !== 'string')
          return undefined;
        return { userId, sessionId: payload.sid, accountId: payload.acc };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
