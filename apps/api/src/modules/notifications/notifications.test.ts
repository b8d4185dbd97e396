import { type AuditLogPage, isSafeLinkUrl, NOTIFICATION_MESSAGES } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, NOT_VALID } from '../../test/identity';
import { call, createTeam, joinTeam, type Member, makeAdmin, newMember, ok } from '../../test/teams';

let t: TestApp;
let admin: Member;
let merchant: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newMember(t.app);
  await makeAdmin(t, admin);
  merchant = await newMember(t.app);
  other = await newMember(t.app);
});
afterAll(async () => t?.close());

const STAFF_ONLY = 'This is for Sameday operations staff only.';

type Notification = {
  id: string;
  title: string;
  message: string;
  severity: string;
  link: { text: string; url: string } | null;
  createdAt: string;
};

const post = async (body: Record<string, unknown>) =>
  ok<Notification>(await call(t.app, 'POST', '/admin/notifications', admin.token, body));
const titlesFor = async (token: string) =>
  ok<Notification[]>(await call(t.app, 'GET', '/quiqdash/notifications', token)).map((n) => n.title);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('GET /quiqdash/notifications', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(await call(t.app, 'GET', '/quiqdash/notifications'), 401, 'unauthenticated', 'Sign in to continue.');
  });

  it('answers an empty list when nothing was published', async () => {
    const fresh = await newMember(t.app);
    expect(ok(await call(t.app, 'GET', '/quiqdash/notifications', fresh.token))).toEqual([]);
  });

  it("shows an account its own and everyone's notifications, newest first; never another account's or an expired one", async () => {
    await post({ title: 'Eid opening hours', message: 'Collections pause on the first day of Eid.' });
    await post({ accountId: merchant.accountId, title: 'For the merchant', message: 'Your pickup slot moved.' });
    await post({ accountId: other.accountId, title: 'For the other', message: 'Not for the merchant.' });
    await post({ accountId: merchant.accountId, title: 'Expired', message: 'Old news.', expiresAt: inMinutes(-1) });
    await post({ title: 'Expired for all', message: 'Old news.', expiresAt: inMinutes(-60) });
    await post({
      accountId: merchant.accountId,
      title: 'Until tomorrow',
      message: 'Still current.',
      expiresAt: inMinutes(24 * 60),
    });

    expect(await titlesFor(merchant.token)).toEqual(['Until tomorrow', 'For the merchant', 'Eid opening hours']);
    expect(await titlesFor(other.token)).toEqual(['For the other', 'Eid opening hours']);
  });

  it('hides a notification from the moment it expires', async () => {
    const fresh = await newMember(t.app);
    await post({
      accountId: fresh.accountId,
      title: 'Soon gone',
      message: 'Expires shortly.',
      expiresAt: inMinutes(5),
    });
    expect(await titlesFor(fresh.token)).toContain('Soon gone');
    await t.database.db
      .update(notifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${notifications.title} = 'Soon gone'`);
    expect(await titlesFor(fresh.token)).not.toContain('Soon gone');
  });

  it('answers at most the 20 newest', async () => {
    const busy = await newMember(t.app);
    for (let i = 1; i <= 22; i += 1) {
      await post({ accountId: busy.accountId, title: `Notice ${i}`, message: 'Routine.' });
    }
    const titles = (await titlesFor(busy.token)).filter((title) => title.startsWith('Notice '));
    expect(titles.length).toBeLessThanOrEqual(20);
    expect(titles.slice(0, 3)).toEqual(['Notice 22', 'Notice 21', 'Notice 20']);
    expect(titles).not.toContain('Notice 1');
    expect(ok<unknown[]>(await call(t.app, 'GET', '/quiqdash/notifications', busy.token))).toHaveLength(20);
  });

  it("shows a team member the team account's notifications while it is active", async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const { member, ownToken } = await joinTeam(t, owner, 'viewer');
    await post({ accountId: owner.accountId, title: 'Team notice', message: 'For the whole team.' });
    await post({ accountId: member.accountId, title: 'Member notice', message: 'For the member’s own account.' });

    expect(await titlesFor(member.token)).toContain('Team notice');
    expect(await titlesFor(member.token)).not.toContain('Member notice');
    expect(await titlesFor(ownToken)).toContain('Member notice');
    expect(await titlesFor(ownToken)).not.toContain('Team notice');
  });
});

describe('POST /admin/notifications', () => {
  it('refuses a merchant and publishes nothing', async () => {
    const body = { title: 'Sneaky', message: 'Not allowed.' };
    expectError(
      await call(t.app, 'POST', '/admin/notifications', merchant.token, body),
      403,
      'permission_denied',
      STAFF_ONLY,
    );
    expectError(
      await call(t.app, 'POST', '/admin/notifications', undefined, body),
      401,
      'unauthenticated',
      'Sign in to continue.',
    );
    expect(await titlesFor(merchant.token)).not.toContain('Sneaky');
  });

  it('publishes with info severity and no link by default, and answers the notification as listed', async () => {
    const fresh = await newMember(t.app);
    const created = await post({
      accountId: fresh.accountId,
      title: '  Road closure  ',
      message: 'Sheikh Zayed Road is closed tonight.',
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^ntf_/),
      title: 'Road closure',
      message: 'Sheikh Zayed Road is closed tonight.',
      severity: 'info',
      link: null,
      createdAt: expect.any(String),
    });
    const withLink = await post({
      accountId: fresh.accountId,
      title: 'Invoice ready',
      message: 'Your monthly invoice is ready.',
      severity: 'warning',
      link: { text: 'Open invoices', url: '/account/invoices' },
    });
    expect(withLink).toMatchObject({ severity: 'warning', link: { text: 'Open invoices', url: '/account/invoices' } });
    expect(ok(await call(t.app, 'GET', '/quiqdash/notifications', fresh.token))).toEqual(
      expect.arrayContaining([created, withLink]),
    );
  });

  it('validates the title, message, severity, link and expiry', async () => {
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ message: 'No title' }, 'title', undefined],
      [{ title: '   ', message: 'Blank title' }, 'title', 'This field is required'],
      [{ title: 'No message' }, 'message', undefined],
      [{ title: 'Too long', message: 'x'.repeat(1001) }, 'message', undefined],
      [{ title: 'Bad severity', message: 'x', severity: 'urgent' }, 'severity', undefined],
      [{ title: 'Bad link', message: 'x', link: { text: '', url: '/x' } }, 'link.text', undefined],
      [{ title: 'Bad expiry', message: 'x', expiresAt: 'tomorrow' }, 'expiresAt', undefined],
    ];
    for (const [body, field, message] of cases) {
      const error = expectError(
        await call(t.app, 'POST', '/admin/notifications', admin.token, body),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(error.details.fields?.map((f) => f.field)).toEqual([field]);
      if (message) expect(error.details.fields?.[0]?.message).toBe(message);
    }
  });

  it('takes a link only to an https:// address or a path of the dashboard, nothing a browser would run or send elsewhere', async () => {
    const refused = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript\n:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'http://example.com/offer',
      '//evil.example/login',
      '/\\evil.example/login',
      '\\\\evil.example',
      'https:evil.example',
      'https:///orders',
      'https://user:pass@evil.example/',
      ' https://example.com',
      'orders',
      'mailto:ops@example.com',
    ];
    for (const url of refused) {
      const error = expectError(
        await call(t.app, 'POST', '/admin/notifications', admin.token, {
          title: 'Offer',
          message: 'Read more.',
          link: { text: 'Open', url },
        }),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      // A NUL is refused before any route by the input guard, in its own words.
      const message = url.includes('\u0000') ? expect.any(String) : NOTIFICATION_MESSAGES.linkUrl;
      expect(error.details.fields, JSON.stringify(url)).toEqual([{ field: 'link.url', message }]);
    }
    const fresh = await newMember(t.app);
    for (const url of [
      'https://sameday.ae/eid-hours',
      'HTTPS://status.sameday.ae',
      '/orders',
      '/account/invoices?status=unpaid',
    ]) {
      expect(
        (await post({ accountId: fresh.accountId, title: url, message: 'Safe.', link: { text: 'Open', url } })).link,
      ).toEqual({ text: 'Open', url });
    }
    expect(
      (await t.database.db.select().from(notifications)).filter((row) => row.link && !isSafeLinkUrl(row.link.url)),
    ).toEqual([]);
  });

  it('writes each publication to the staff audit log: who told which merchants what', async () => {
    const fresh = await newMember(t.app);
    const created = await post({
      accountId: fresh.accountId,
      title: 'Pickup moved',
      message: 'Your pickup is at 3 pm today.',
      severity: 'warning',
      link: { text: 'Open orders', url: '/orders' },
    });
    const everyone = await post({ title: 'Eid hours', message: 'Closed on the first day.' });
    const log = ok<AuditLogPage>(
      await call(t.app, 'GET', '/admin/audit-log?action=notification.published', admin.token),
    );
    expect(log.items.find((entry) => entry.targetId === created.id)).toMatchObject({
      actorUserId: admin.userId,
      action: 'notification.published',
      targetType: 'notification',
      accountId: fresh.accountId,
      before: null,
      after: {
        audience: fresh.accountId,
        title: 'Pickup moved',
        message: 'Your pickup is at 3 pm today.',
        severity: 'warning',
        link: { text: 'Open orders', url: '/orders' },
        expiresAt: null,
      },
    });
    expect(log.items.find((entry) => entry.targetId === everyone.id)).toMatchObject({
      accountId: null,
      after: { audience: 'everyone', title: 'Eid hours' },
    });
  });

  it('refuses an account that does not exist', async () => {
    const count = (await t.database.db.select().from(notifications)).length;
    const error = expectError(
      await call(t.app, 'POST', '/admin/notifications', admin.token, {
        accountId: 'acc_missing',
        title: 'Lost',
        message: 'Nowhere.',
      }),
      400,
      'invalid_argument',
      'Unknown account',
    );
    expect(error.details.fields).toEqual([{ field: 'accountId', message: 'Unknown account' }]);
    expect((await t.database.db.select().from(notifications)).length).toBe(count);
  });
});
