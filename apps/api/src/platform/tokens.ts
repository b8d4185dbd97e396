import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_TEMPLATE } from '@sameday/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sameday-platform';
const AUDIENCE = 'sameday-dashboard';
/** Only this algorithm is accepted: a token signed any other way (or 'none') is refused. */
const ALGORITHM = 'HS256';

export type AccessClaims = { userId: number; sessionId: string; accountId: string };

/**
 * Tokens already verified, with their claims and expiry: every API call verifies its token, and an
 * HMAC check through WebCrypto was about 0.2 ms of the server's thread per call. A signature that
 * checked once checks forever; the expiry is read again on each use. The session behind the token
 * is still looked up on every call (platform/auth.ts), so a sign-out takes effect at once.
 */
const VERIFIED_CAPACITY = 5_000;

export type TokenSigner = {
  mint: (claims: AccessClaims, now?: Date) => Promise<{ token: string; expiresAt: Date }>;
  verify: (token: string) => Promise<AccessClaims | undefined>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
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
      const known = verified.get(token);
      if (known !== undefined) {
        // As jose reads `exp`: expired from that second on.
        if (known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
        verified.delete(token);
        return undefined;
      }
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
        const claims = { userId, sessionId: payload.sid, accountId: payload.acc };
        verified.set(token, { claims, expiresAt: payload.exp as number });
        if (verified.size > VERIFIED_CAPACITY) verified.delete(verified.keys().next().value as string);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
