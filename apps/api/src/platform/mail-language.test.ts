// Mails in the reader's language (docs/decisions/039): Arabic for users whose language is
// 'ar' (or, before they have chosen or exist, the request's Accept-Language), right to left in
// HTML with Western digits; English exactly as before otherwise. Every mail the API sends to a
// person of an account, in both languages.

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { CARRIER_KEY, newMerchant, placeOrder } from '../test/orders';
import { newStaff } from '../test/staff';
import { startReceiver } from '../test/stand-ins/webhook-receiver/stand-in';
import { call, createTeam, type Member, newMember, ok } from '../test/teams';
import { catalogText } from './catalogs';
import { languageOfHeader, mailLanguage } from './mail-language';
import type { Mail } from './mailer';

const sent: Mail[] = [];
let t: TestApp;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { webhooks: { httpHosts: ['127.0.0.1'], timeoutMs: 3000 }, carrierWebhookKey: CARRIER_KEY },
    {
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
      },
    },
  );
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => t?.close());

const ARABIC_LETTERS = /[\u0621-\u064A]/;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
const mailTo = (to: string) => {
  const found = sent.filter((mail) => mail.to === to).at(-1);
  expect(found, `a mail to ${to}`).toBeDefined();
  return found as Mail;
};

/** An Arabic mail: Arabic subject and text, an HTML part right to left, Western digits only. */
function expectArabic(mail: Mail, parts: { subject: RegExp; text: string[] }) {
  expect(mail.subject).toMatch(parts.subject);
  expect(mail.subject).toMatch(ARABIC_LETTERS);
  for (const piece of parts.text) expect(mail.text).toContain(piece);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain('<body dir="rtl"');
  for (const piece of parts.text) expect(mail.html).toContain(piece);
  expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(EASTERN_DIGITS);
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/platform${path}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body as Record<string, unknown>,
  });

const setLanguage = (member: Member, language: 'en' | 'ar') =>
  t.database.db.update(users).set({ language }).where(eq(users.id, member.userId));

describe('the language of a mail', () => {
  it('reads Accept-Language by weight, and prefers the user’s own choice', () => {
    expect(languageOfHeader('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOfHeader('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageOfHeader('fr-FR,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(languageOfHeader('en;q=0.3,ar;q=0.7')).toBe('ar');
    expect(languageOfHeader('ar;q=0')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('de')).toBe('en');
    expect(mailLanguage('en', 'ar')).toBe('en');
    expect(mailLanguage('ar', 'en')).toBe('ar');
    expect(mailLanguage(null, 'ar-AE')).toBe('ar');
  });

  it('counts in Arabic with Western digits', () => {
    // The shared catalog's plurals (docs/decisions/053): one, two, 3 to 10, and more.
    const minutes = (n: number) => catalogText('ar', 'mail.resetCode.validity', { minutes: n });
    const hours = (n: number) => catalogText('ar', 'mail.emailVerification.validity', { hours: n });
    const days = (n: number) => catalogText('ar', 'mail.teamInvitation.validity', { days: n });
    expect(minutes(10)).toContain('لمدة 10 دقائق،');
    expect(minutes(60)).toContain('لمدة 60 دقيقة،');
    expect(hours(24)).toContain('ولمدة 24 ساعة.');
    expect(hours(2)).toContain('ولمدة ساعتين.');
    expect(days(7)).toContain('ولمدة 7 أيام.');
    expect(days(1)).toContain('ولمدة يوم واحد.');
  });
});

describe('mails in English and Arabic', () => {
  it('reset link: English as before; Arabic for an Arabic user, and for a browser in Arabic before they chose', async () => {
    const english = await newMember(t.app);
    expect((await post('/customer/forgot_password', { email: english.email })).statusCode).toBe(200);
    const en = mailTo(english.email);
    expect(en.subject).toBe('Reset your Sameday password');
    expect(en.text).toContain('Open this link to choose a new password for your Sameday account:');
    expect(en.text).toContain('The link works once and for 60 minutes.');
    expect(en.html).toBeUndefined();

    const arabic = await newMember(t.app);
    await setLanguage(arabic, 'ar');
    expect(
      (await post('/customer/forgot_password', { email: arabic.email }, { 'accept-language': 'en' })).statusCode,
    ).toBe(200);
    expectArabic(mailTo(arabic.email), {
      subject: /^إعادة تعيين كلمة مرور حسابك في Sameday$/,
      text: ['افتح هذا الرابط لاختيار كلمة مرور جديدة', 'ولمدة 60 دقيقة.', '/password-recovery?token='],
    });
    expect(mailTo(arabic.email).html).toMatch(
      /<a href="http:\/\/localhost:3000\/password-recovery\?token=[^"]+" dir="ltr">/,
    );

    const undecided = await newMember(t.app);
    await post('/customer/forgot_password', { email: undecided.email }, { 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(mailTo(undecided.email).subject).toBe('إعادة تعيين كلمة مرور حسابك في Sameday');
  });

  it('reset code: English as before, Arabic with the code in Western digits', async () => {
    const english = await newMember(t.app);
    await post('/identity/reset-code', { email: english.email });
    const en = mailTo(english.email);
    expect(en.subject).toMatch(/^Your Sameday reset code: \d{6}$/);
    expect(en.text).toContain('It is valid for 10 minutes and can be used once.');
    expect(en.html).toBeUndefined();

    const arabic = await newMember(t.app);
    await setLanguage(arabic, 'ar');
    await post('/identity/reset-code', { email: arabic.email });
    const ar = mailTo(arabic.email);
    const code = /(\d{6})$/.exec(ar.subject)?.[1] as string;
    expectArabic(ar, {
      subject: /^رمز إعادة التعيين في Sameday: \d{6}$/,
      text: [`رمز إعادة تعيين كلمة مرور حسابك في Sameday هو ${code}.`, 'الرمز صالح لمدة 10 دقائق'],
    });
  });

  it('email verification: English as before, Arabic for an Arabic user', async () => {
    const english = await newMember(t.app);
    expect((await post('/identity/email-verification', undefined, {}, english.token)).statusCode).toBe(200);
    const en = mailTo(english.email);
    expect(en.subject).toBe('Verify your Sameday email address');
    expect(en.text).toContain('The link works once and for 24 hours.');
    expect(en.html).toBeUndefined();

    const arabic = await newMember(t.app);
    await setLanguage(arabic, 'ar');
    await post('/identity/email-verification', undefined, {}, arabic.token);
    expectArabic(mailTo(arabic.email), {
      subject: /^تأكيد عنوان بريدك الإلكتروني في Sameday$/,
      text: ['لتأكيد أن عنوان البريد الإلكتروني هذا يخصك', 'ولمدة 24 ساعة.'],
    });
  });

  it('team invitation: the invitee’s language when they have an account, else the inviter’s browser', async () => {
    const owner = await newMember(t.app, { full_name: 'Layla Haddad' });
    await createTeam(t.app, owner, 'Oud Traders');
    const invite = (email: string, language?: string) =>
      post(
        '/account/team/invitations',
        { email, role: 'viewer' },
        language ? { 'accept-language': language } : {},
        owner.token,
      );
    const stranger = `new.${Date.now()}@example.ae`;
    expect((await invite(stranger)).statusCode).toBe(200);
    const en = mailTo(stranger);
    expect(en.subject).toBe('Layla Haddad invited you to Oud Traders on Sameday');
    expect(en.text).toContain('The link works once and for 7 days.');
    expect(en.html).toBeUndefined();

    const arabicStranger = `new.ar.${Date.now()}@example.ae`;
    await invite(arabicStranger, 'ar');
    expectArabic(mailTo(arabicStranger), {
      subject: /^Layla Haddad يدعوك للانضمام إلى Oud Traders على Sameday$/,
      text: ['دعاك Layla Haddad للانضمام إلى فريق Oud Traders على Sameday.', 'ولمدة 7 أيام.', '/join?invitation='],
    });

    // An invitee who reads English gets English even from an inviter browsing in Arabic.
    const existing = await newMember(t.app);
    await setLanguage(existing, 'en');
    await invite(existing.email, 'ar');
    expect(mailTo(existing.email).subject).toBe('Layla Haddad invited you to Oud Traders on Sameday');
  });

  it('staff invitation: English as before; Arabic when the admin works in Arabic', async () => {
    const admin = await newStaff(t, ['admin']);
    const register = (email: string, language?: string) =>
      post(
        '/employee/register',
        { email, fullName: 'Mariam Haddad', roles: ['finance', 'support'] },
        language ? { 'accept-language': language } : {},
        admin.token,
      );
    const english = `staff.en.${Date.now()}@sameday.ae`;
    expect((await register(english)).statusCode).toBe(200);
    const en = mailTo(english);
    expect(en.subject).toBe('You are invited to the Sameday operations console');
    expect(en.text).toBe(
      [
        'Hello Mariam,',
        '',
        'You have been given Sameday staff access (finance, support).',
        'Open this link to choose your password and sign in:',
        en.text.split('\n')[4],
        '',
        'The link works once and for 7 days.',
      ].join('\n'),
    );
    expect(en.html).toBeUndefined();

    const arabic = `staff.ar.${Date.now()}@sameday.ae`;
    await register(arabic, 'ar-AE');
    expectArabic(mailTo(arabic), {
      subject: /^دعوة إلى لوحة عمليات Sameday$/,
      text: ['مرحبًا Mariam،', 'مُنحت صلاحية موظف في Sameday (المالية، الدعم).', 'ولمدة 7 أيام.'],
    });
  });

  it('webhook endpoint turned off: each owner in their own language', async () => {
    const merchant = await newMerchant(t);
    await setLanguage(merchant, 'ar');
    const down = await startReceiver({ status: () => 500 });
    receivers.push(down);
    ok(
      await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
        url: down.url,
        events: ['order.created'],
      }),
    );
    await placeOrder(t, merchant);
    await t.app.jobs.drain();
    for (let round = 0; round < 16; round += 1) {
      await t.database.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(and(eq(jobs.queue, 'webhooks.deliver'), eq(jobs.state, 'queued')));
      await t.app.jobs.drain();
    }
    expectArabic(mailTo(merchant.email), {
      subject: /^تم إيقاف عنوان Webhook في حسابك$/,
      text: ['لم يقبل عنوان الـ Webhook', 'أي حدث منذ ثلاثة أيام، لذلك أوقفته Sameday.', '/settings/webhooks'],
    });
    expect(mailTo(merchant.email).text).toContain(`عنوان الـ Webhook ${down.url} أي حدث`);
    expect(mailTo(merchant.email).html).toContain(`<a href="${down.url}" dir="ltr">`);
  });
});
