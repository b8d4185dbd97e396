// Each invitation is a mail with the team's name to an address the merchant typed: so many a day per account.
import { sentence, TEAM_SENTENCES } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../config';
import { invitations } from '../../db/schema';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { expectError } from '../../test/identity';
import { call, createTeam, type Member, newMember, ok } from '../../test/teams';

const LIMIT = DEFAULT_RATE_LIMITS.teamInvitations;
let t: TestApp;
beforeAll(async () => {
  // The limit as configured by default (the harness raises every limit unless told).
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS } });
});
afterAll(async () => t?.close());

async function teamOwner(): Promise<Member> {
  const owner = await newMember(t.app);
  await createTeam(t.app, owner);
  return owner;
}
const invite = (owner: Member, email = uniqueEmail('invitee')) =>
  call(t.app, 'POST', '/account/team/invitations', owner.token, { email, role: 'viewer' });
const mailsTo = (prefix: string) => t.mails.filter((mail) => mail.to.startsWith(prefix)).length;

describe('invitations per account', () => {
  it('are 50 a day by default, scaled by RATE_LIMIT_MULTIPLIER', () => {
    expect(LIMIT).toEqual({ max: 50, timeWindow: 24 * 60 * 60 * 1000 });
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '0.5' }).rateLimits.teamInvitations.max).toBe(25);
  });

  it('refuses the 51st of the day and mails nothing for it, saying when to try again; another account is unaffected', async () => {
    const owner = await teamOwner();
    // Inviting the same address again replaces the invitation, and still counts.
    for (let sent = 0; sent < LIMIT.max; sent += 1) ok(await invite(owner, sent < 5 ? 'again@example.ae' : undefined));

    const mailsBefore = t.mails.length;
    const refused = await invite(owner, 'one.too.many@example.ae');
    const error = expectError(
      refused,
      429,
      'resource_exhausted',
      sentence(TEAM_SENTENCES.tooManyInvitations, { max: LIMIT.max, hours: 24 }),
    );
    expect(error.details).toMatchObject({ retryAfterSeconds: expect.any(Number), limit: LIMIT.max });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(t.mails.length).toBe(mailsBefore);
    expect(mailsTo('one.too.many@')).toBe(0);
    const stored = await t.database.db.select().from(invitations).where(eq(invitations.accountId, owner.accountId));
    expect(stored).toHaveLength(LIMIT.max);

    ok(await invite(await teamOwner()));
  });

  it('lets the next one through once the oldest of the day is a day old', async () => {
    const owner = await teamOwner();
    for (let sent = 0; sent < LIMIT.max; sent += 1) ok(await invite(owner));
    expect((await invite(owner)).statusCode).toBe(429);
    const [oldest] = await t.database.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.accountId, owner.accountId))
      .orderBy(invitations.createdAt)
      .limit(1);
    await t.database.db
      .update(invitations)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(invitations.id, oldest?.id as string));
    ok(await invite(owner));
    expect((await invite(owner)).statusCode).toBe(429);
  });
});
