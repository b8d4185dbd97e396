import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_TEMPLATE } from '@sameday/contract';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const SECRET = 'a-test-signing-secret-of-at-least-32-characters';
const KEY = new TextEncoder().encode(SECRET);
const CLAIMS = { userId: 42, sessionId: 'ses_abc', accountId: 'acc_xyz' };
const signer = createTokenSigner(SECRET);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload, signature };
};
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(partsOf(token).payload, 'base64url').toString()) as Record<string, unknown>;

/** A token built like the platform's, with `change` applied before signing. */
function craft(change: (jwt: SignJWT) => SignJWT = (jwt) => jwt, options: { alg?: string; key?: Uint8Array } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ sid: CLAIMS.sessionId, acc: CLAIMS.accountId, tpl: TOKEN_TEMPLATE })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(String(CLAIMS.userId))
    .setIssuer('sameday-platform')
    .setAudience('sameday-dashboard')
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS);
  return change(jwt).sign(options.key ?? KEY);
}

describe('access token signer', () => {
  it('verifies a token it minted and gives back the claims', async () => {
    const { token, expiresAt } = await signer.mint(CLAIMS);
    expect(await signer.verify(token)).toEqual(CLAIMS);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 5) * 1000);
    expect(JSON.parse(Buffer.from(partsOf(token).header, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(payloadOf(token)).toMatchObject({ sub: '42', sid: 'ses_abc', acc: 'acc_xyz', tpl: 'dispatch' });
  });

  it('accepts a token crafted exactly as the platform mints (control for the refusals below)', async () => {
    expect(await signer.verify(await craft())).toEqual(CLAIMS);
  });

  it("refuses a token with alg 'none'", async () => {
    const { payload } = partsOf(await signer.mint(CLAIMS).then((minted) => minted.token));
    const header = b64({ alg: 'none', typ: 'JWT' });
    expect(await signer.verify(`${header}.${payload}.`)).toBeUndefined();
    expect(await signer.verify(`${header}.${payload}`)).toBeUndefined();
  });

  it('refuses a token signed with another HMAC algorithm and the same key', async () => {
    expect(await signer.verify(await craft((jwt) => jwt, { alg: 'HS384' }))).toBeUndefined();
    expect(await signer.verify(await craft((jwt) => jwt, { alg: 'HS512' }))).toBeUndefined();
  });

  it('refuses a token whose header claims HS256 but whose signature was made another way', async () => {
    const { header, payload } = partsOf((await signer.mint(CLAIMS)).token);
    const wrongHash = createHmac('sha512', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(await signer.verify(`${header}.${payload}.${wrongHash}`)).toBeUndefined();
  });

  it('refuses a tampered signature', async () => {
    const { token } = await signer.mint(CLAIMS);
    const { header, payload, signature } = partsOf(token);
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
    expect(await signer.verify(`${header}.${payload}.`)).toBeUndefined();
  });

  it('refuses a tampered payload', async () => {
    const { token } = await signer.mint(CLAIMS);
    const { header, signature } = partsOf(token);
    const payload = b64({ ...payloadOf(token), sub: '1' });
    expect(await signer.verify(`${header}.${payload}.${signature}`)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    expect(
      await createTokenSigner('another-secret-another-secret-another').verify((await signer.mint(CLAIMS)).token),
    ).toBe(undefined);
  });

  it('refuses an expired token', async () => {
    const longAgo = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 120) * 1000);
    const { token, expiresAt } = await signer.mint(CLAIMS, longAgo);
    expect(expiresAt.getTime()).toBeLessThan(Date.now());
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('accepts a token minted a little under its lifetime ago', async () => {
    const { token } = await signer.mint(CLAIMS, new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 30) * 1000));
    expect(await signer.verify(token)).toEqual(CLAIMS);
  });

  it('refuses a token for another issuer or audience', async () => {
    expect(await signer.verify(await craft((jwt) => jwt.setIssuer('someone-else')))).toBeUndefined();
    expect(await signer.verify(await craft((jwt) => jwt.setAudience('another-app')))).toBeUndefined();
  });

  it('refuses a token missing the session or account claim, or with a subject that is not a user id', async () => {
    const signed = (claims: Record<string, unknown>, subject = '42') => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('sameday-platform')
        .setAudience('sameday-dashboard')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(KEY);
    };
    expect(await signer.verify(await signed({ acc: 'acc_xyz' }))).toBeUndefined();
    expect(await signer.verify(await signed({ sid: 'ses_abc' }))).toBeUndefined();
    expect(await signer.verify(await signed({ sid: 42, acc: 'acc_xyz' }))).toBeUndefined();
    expect(await signer.verify(await signed({ sid: 'ses_abc', acc: 'acc_xyz' }, 'admin'))).toBeUndefined();
  });

  it('refuses strings that are not tokens', async () => {
    for (const garbage of ['', 'abc', 'a.b.c', '...', `${b64({ alg: 'HS256' })}.${b64({})}.x`]) {
      expect(await signer.verify(garbage)).toBeUndefined();
    }
  });

  describe('a token verified before', () => {
    afterEach(() => vi.useRealTimers());

    it('is refused from the second its lifetime ends, as on its first check', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T08:00:00.500Z'));
      const { token, expiresAt } = await signer.mint(CLAIMS);
      expect(await signer.verify(token)).toEqual(CLAIMS);
      vi.setSystemTime(expiresAt.getTime() - 1_000);
      expect(await signer.verify(token)).toEqual(CLAIMS);
      vi.setSystemTime(expiresAt);
      expect(await signer.verify(token)).toBeUndefined();
      vi.setSystemTime(expiresAt.getTime() + 60_000);
      expect(await signer.verify(token)).toBeUndefined();
    });

    it('does not make a tampered copy pass', async () => {
      const token = await craft();
      expect(await signer.verify(token)).toEqual(CLAIMS);
      const { header, signature } = partsOf(token);
      const forged = `${header}.${b64({ ...payloadOf(token), sub: '7' })}.${signature}`;
      expect(await signer.verify(forged)).toBeUndefined();
      expect(await createTokenSigner('another-secret-of-at-least-32-characters!').verify(token)).toBeUndefined();
    });
  });
});
