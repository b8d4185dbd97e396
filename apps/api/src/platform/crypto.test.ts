import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../app';
import { hashPassword, hmacSha256, randomChars, randomDigits, randomId, randomSecret, verifyPassword } from './crypto';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('Str0ng!Passw0rd'), hashPassword('Str0ng!Passw0rd')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the exact password only, however long', async () => {
    const long = `Aa1!${'x'.repeat(300)}`;
    const hash = await hashPassword(long);
    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, long.slice(0, 72))).toBe(false);
    expect(await verifyPassword(hash, `${long}x`)).toBe(false);
  });

  it('answers false, not an exception, for a hash it cannot read', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });
});

describe('random values', () => {
  it('draws codes of exactly the asked number of digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (length) => {
        expect(randomDigits(length)).toMatch(new RegExp(`^[0-9]{${length}}$`));
      }),
    );
  });

  it('draws six-digit codes spread over every leading digit, zero included', () => {
    const leading = new Set(Array.from({ length: 2000 }, () => randomDigits(6)[0]));
    expect(leading.size).toBe(10);
  });

  it('makes URL-safe secrets of the asked entropy', () => {
    const secret = randomSecret(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(randomSecret(32)).not.toBe(secret);
  });

  it('makes ids that never repeat across many refills of the random pool', () => {
    // 20,000 ids of 12 bytes: about 60 refills of the 4 KiB pool. A pool handed out twice, or a
    // refill that kept old bytes, would repeat ids.
    const ids = Array.from({ length: 20_000 }, () => randomId('ord'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^ord_[A-Za-z0-9_-]{16}$/);
  });

  it('draws characters from the whole alphabet, a new string each time', () => {
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const codes = Array.from({ length: 5_000 }, () => randomChars(alphabet, 10));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(''))).toEqual(new Set(alphabet));
    for (const code of codes.slice(0, 50)) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(() => randomChars('ABC', 4)).toThrow('divide 256');
  });

  it('keys the code digest: another key gives another digest', () => {
    expect(hmacSha256('pepper-one', '1:123456')).not.toBe(hmacSha256('pepper-two', '1:123456'));
    expect(hmacSha256('pepper-one', '1:123456')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('redactUrl (request URLs in logs)', () => {
  it('hides the value of every token, code, password or secret query parameter', () => {
    const secretName = fc.constantFrom('token', 'code', 'password', 'secret', 'invitation', 'TOKEN', 'Code');
    const value = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,40}$/);
    fc.assert(
      fc.property(secretName, value, fc.boolean(), (name, secret, first) => {
        const url = first ? `/path?${name}=${secret}&page=2` : `/path?page=2&${name}=${secret}`;
        const query = new URLSearchParams(redactUrl(url).split('?')[1]);
        expect(query.get(name)).toBe('[redacted]');
        expect(query.get('page')).toBe('2');
      }),
    );
  });

  it('hides the token of an invitation preview path', () => {
    expect(redactUrl('/api/platform/account/team/invitations/preview/abcDEF123_-x?x=1')).toBe(
      '/api/platform/account/team/invitations/preview/[redacted]?x=1',
    );
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/platform/account?page=2&sort=name')).toBe('/api/platform/account?page=2&sort=name');
    expect(redactUrl('/password-recovery')).toBe('/password-recovery');
  });
});
