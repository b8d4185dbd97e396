import {
  type AccountSettings,
  type CompanyAccount,
  DEFAULT_OPENING_HOURS,
  type Preferences,
  type ShippingProfile,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectEachUnauthenticated, expectError, NOT_VALID } from '../../test/identity';
import { addressBody, call, createTeam, joinTeam, type Member, newMember, ok } from '../../test/teams';

let t: TestApp;
let merchant: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMember(t.app);
  other = await newMember(t.app);
});
afterAll(async () => t?.close());

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Souk Sweets',
  legalName: 'Souk Sweets Trading LLC',
  tradeLicenseNumber: 'DED-1234567',
  taxRegistrationNumber: '100234567800003',
  billingAddress: 'Office 12, Al Fahidi Street, Bur Dubai',
  website: 'https://souksweets.ae',
  contactEmail: 'Accounts@SoukSweets.ae',
  contactPhone: '+971 50 123 4567',
  ...overrides,
});

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  openingHours: { ...DEFAULT_OPENING_HOURS, friday: { isOpen: true, opensAt: '14:00', closesAt: '22:00' } },
  contact: { name: 'Mariam Saleh', phone: '+971521112233', email: 'ops@souksweets.ae' },
  ...overrides,
});

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  serviceKind: 'next_day',
  parcel: { name: 'Gift box', quantity: 2, weightKg: 1.5 },
  ...overrides,
});

describe('company details', () => {
  it('answers the caller’s account with empty company details before any are saved', async () => {
    const account = ok<CompanyAccount>(await call(t.app, 'GET', `/accounts/${merchant.accountId}`, merchant.token));
    expect(account).toMatchObject({
      id: merchant.accountId,
      clientType: 'business',
      company: {
        legalName: '',
        tradeLicenseNumber: '',
        taxRegistrationNumber: '',
        billingAddress: '',
        website: '',
        contactEmail: '',
        contactPhone: '',
        updatedAt: null,
      },
    });
    expect(account.name).toBeTruthy();
  });

  it('saves the display name and company details, normalised, and reads them back', async () => {
    const saved = ok<CompanyAccount>(await call(t.app, 'PUT', '/accounts', merchant.token, company()));
    expect(saved.name).toBe('Souk Sweets');
    expect(saved.company).toEqual({
      legalName: 'Souk Sweets Trading LLC',
      tradeLicenseNumber: 'DED-1234567',
      taxRegistrationNumber: '100234567800003',
      billingAddress: 'Office 12, Al Fahidi Street, Bur Dubai',
      website: 'https://souksweets.ae',
      contactEmail: 'accounts@souksweets.ae',
      contactPhone: '+971501234567',
      updatedAt: expect.any(String),
    });
    expect(ok(await call(t.app, 'GET', `/accounts/${merchant.accountId}`, merchant.token))).toEqual(saved);
    // The new display name is the account's name everywhere.
    expect(ok<{ name: string }>(await call(t.app, 'GET', '/account', merchant.token)).name).toBe('Souk Sweets');

    const cleared = ok<CompanyAccount>(
      await call(t.app, 'PUT', '/accounts', merchant.token, company({ website: '', taxRegistrationNumber: '' })),
    );
    expect(cleared.company).toMatchObject({ website: '', taxRegistrationNumber: '' });
  });

  it.each([
    ['a blank display name', { name: '  ' }, 'name'],
    ['a TRN of 14 digits', { taxRegistrationNumber: '10023456780000' }, 'taxRegistrationNumber'],
    ['a TRN with letters', { taxRegistrationNumber: '10023456780000A' }, 'taxRegistrationNumber'],
    ['a website without a scheme', { website: 'souksweets.ae' }, 'website'],
    ['a contact email without a domain', { contactEmail: 'accounts@' }, 'contactEmail'],
    ['a foreign contact phone', { contactPhone: '+447700900123' }, 'contactPhone'],
    ['a trade licence with spaces inside', { tradeLicenseNumber: 'DED 123' }, 'tradeLicenseNumber'],
    ['a billing address over 500 characters', { billingAddress: 'x'.repeat(501) }, 'billingAddress'],
  ])('refuses %s, naming the field, and changes nothing', async (_label, overrides, field) => {
    const before = ok(await call(t.app, 'GET', `/accounts/${other.accountId}`, other.token));
    const error = expectError(
      await call(t.app, 'PUT', '/accounts', other.token, company(overrides)),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(error.details.fields?.map((f) => f.field)).toEqual([field]);
    expect(error.details.fields?.[0]?.message).toBeTruthy();
    expect(ok(await call(t.app, 'GET', `/accounts/${other.accountId}`, other.token))).toEqual(before);
  });
});

describe('settings', () => {
  it('answers the default opening hours and an empty contact before any are saved', async () => {
    const fresh = await newMember(t.app);
    expect(ok<AccountSettings>(await call(t.app, 'GET', '/account/settings', fresh.token))).toEqual({
      openingHours: DEFAULT_OPENING_HOURS,
      contact: { name: '', phone: '', email: '' },
      updatedAt: null,
    });
  });

  it('saves opening hours and contact and reads them back', async () => {
    const saved = ok<AccountSettings>(await call(t.app, 'PUT', '/account/settings', merchant.token, settingsBody()));
    expect(saved.openingHours.friday).toEqual({ isOpen: true, opensAt: '14:00', closesAt: '22:00' });
    expect(saved.contact).toEqual({ name: 'Mariam Saleh', phone: '+971521112233', email: 'ops@souksweets.ae' });
    expect(ok(await call(t.app, 'GET', '/account/settings', merchant.token))).toEqual(saved);
  });

  it.each([
    [
      'a closing time before the opening time',
      { openingHours: { ...DEFAULT_OPENING_HOURS, monday: { isOpen: true, opensAt: '18:00', closesAt: '09:00' } } },
      'openingHours.monday.closesAt',
    ],
    [
      'an opening time not in HH:mm',
      { openingHours: { ...DEFAULT_OPENING_HOURS, tuesday: { isOpen: true, opensAt: '9am', closesAt: '18:00' } } },
      'openingHours.tuesday.opensAt',
    ],
    ['a missing weekday', { openingHours: { ...DEFAULT_OPENING_HOURS, sunday: undefined } }, 'openingHours.sunday'],
    ['a contact email that is not one', { contact: { name: '', phone: '', email: 'ops' } }, 'contact.email'],
    ['a contact phone that is too short', { contact: { name: '', phone: '+97150', email: '' } }, 'contact.phone'],
  ])('refuses %s and changes nothing', async (_label, overrides, field) => {
    const before = ok(await call(t.app, 'GET', '/account/settings', merchant.token));
    const error = expectError(
      await call(t.app, 'PUT', '/account/settings', merchant.token, settingsBody(overrides)),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(error.details.fields?.map((f) => f.field)).toEqual([field]);
    expect(ok(await call(t.app, 'GET', '/account/settings', merchant.token))).toEqual(before);
  });

  it('accepts a closed day whatever its times', async () => {
    const saved = ok<AccountSettings>(
      await call(
        t.app,
        'PUT',
        '/account/settings',
        merchant.token,
        settingsBody({
          openingHours: { ...DEFAULT_OPENING_HOURS, sunday: { isOpen: false, opensAt: '18:00', closesAt: '09:00' } },
        }),
      ),
    );
    expect(saved.openingHours.sunday.isOpen).toBe(false);
  });
});

describe('shipping profile', () => {
  it('is empty until saved, then answers the saved service and parcel', async () => {
    const fresh = await newMember(t.app);
    expect(ok(await call(t.app, 'GET', '/account/shipping-profile', fresh.token))).toEqual({
      serviceKind: null,
      parcel: null,
      updatedAt: null,
    });
    const saved = ok<ShippingProfile>(
      await call(t.app, 'PUT', '/account/shipping-profile', fresh.token, profileBody()),
    );
    expect(saved).toEqual({
      serviceKind: 'next_day',
      parcel: { name: 'Gift box', quantity: 2, weightKg: 1.5 },
      updatedAt: expect.any(String),
    });
    expect(ok(await call(t.app, 'GET', '/account/shipping-profile', fresh.token))).toEqual(saved);
    // Saving settings keeps the profile, and the other way round.
    ok(await call(t.app, 'PUT', '/account/settings', fresh.token, settingsBody()));
    expect(ok<ShippingProfile>(await call(t.app, 'GET', '/account/shipping-profile', fresh.token)).parcel).toEqual(
      saved.parcel,
    );
    const cleared = ok<ShippingProfile>(
      await call(t.app, 'PUT', '/account/shipping-profile', fresh.token, { serviceKind: null, parcel: null }),
    );
    expect(cleared).toMatchObject({ serviceKind: null, parcel: null });
    expect(ok<AccountSettings>(await call(t.app, 'GET', '/account/settings', fresh.token)).contact.name).toBe(
      'Mariam Saleh',
    );
  });

  it.each([
    ['an unknown service', { serviceKind: 'overnight' }, 'serviceKind'],
    ['a parcel without a name', { parcel: { name: ' ', quantity: 1, weightKg: 1 } }, 'parcel.name'],
    ['a quantity of zero', { parcel: { name: 'Box', quantity: 0, weightKg: 1 } }, 'parcel.quantity'],
    ['a fractional quantity', { parcel: { name: 'Box', quantity: 1.5, weightKg: 1 } }, 'parcel.quantity'],
    ['a weight over 100 kg', { parcel: { name: 'Box', quantity: 1, weightKg: 101 } }, 'parcel.weightKg'],
    ['a weight of zero', { parcel: { name: 'Box', quantity: 1, weightKg: 0 } }, 'parcel.weightKg'],
  ])('refuses %s and changes nothing', async (_label, overrides, field) => {
    ok(await call(t.app, 'PUT', '/account/shipping-profile', merchant.token, profileBody()));
    const before = ok(await call(t.app, 'GET', '/account/shipping-profile', merchant.token));
    const error = expectError(
      await call(t.app, 'PUT', '/account/shipping-profile', merchant.token, profileBody(overrides)),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(error.details.fields?.map((f) => f.field)).toEqual([field]);
    expect(ok(await call(t.app, 'GET', '/account/shipping-profile', merchant.token))).toEqual(before);
  });
});

describe('cut-off bounds', () => {
  const SAME_DAY_LATE = 'A same-day cut-off cannot be later than 19:59';

  it.each(['partner4hrCutOffTime', 'sameDayCutOffTime', 'sameDayOtherEmiratesCutOffTime'])(
    'refuses a %s later than the restriction time and keeps the old value',
    async (key) => {
      const before = ok<Preferences>(await call(t.app, 'GET', '/partner/preferences', other.token));
      const error = expectError(
        await call(t.app, 'PUT', `/partner/preferences/${key}`, other.token, { value: '20:00' }),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(error.details.fields).toEqual([{ field: 'value', message: SAME_DAY_LATE }]);
      expect(ok(await call(t.app, 'GET', '/partner/preferences', other.token))).toEqual(before);
      const atLimit = ok<Preferences>(
        await call(t.app, 'PUT', `/partner/preferences/${key}`, other.token, { value: '19:59' }),
      );
      expect(atLimit[key as keyof Preferences]).toBe('19:59');
      ok(await call(t.app, 'DELETE', `/partner/preferences/${key}`, other.token));
    },
  );

  it('lets a next-day cut-off run to the end of the day', async () => {
    const saved = ok<Preferences>(
      await call(t.app, 'PUT', '/partner/preferences/nextDayCutOffTime', other.token, { value: '23:59' }),
    );
    expect(saved.nextDayCutOffTime).toBe('23:59');
    const reset = ok<Preferences>(await call(t.app, 'DELETE', '/partner/preferences/nextDayCutOffTime', other.token));
    expect(reset.nextDayCutOffTime).toBe('23:50');
    expect(reset.customised).not.toContain('nextDayCutOffTime');
  });
});

describe('the default pickup when its address is deleted', () => {
  it('is cleared, and another address’s default is left alone', async () => {
    const fresh = await newMember(t.app);
    const first = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', fresh.token, addressBody()));
    const second = ok<{ id: string }>(
      await call(t.app, 'POST', '/partner/addresses', fresh.token, addressBody({ locationName: 'Second' })),
    );
    // The first pickup address became the default when it was saved.
    ok(await call(t.app, 'DELETE', `/partner/addresses/${second.id}`, fresh.token));
    let prefs = ok<Preferences>(await call(t.app, 'GET', '/partner/preferences', fresh.token));
    expect(prefs.defaultPickupDetails?.locationId).toBe(first.id);

    ok(await call(t.app, 'DELETE', `/partner/addresses/${first.id}`, fresh.token));
    prefs = ok<Preferences>(await call(t.app, 'GET', '/partner/preferences', fresh.token));
    expect(prefs.defaultPickupDetails).toBeNull();
    expect(prefs.customised).not.toContain('defaultPickupDetails');
  });
});

describe('permissions', () => {
  it('lets a viewer of a team read nothing of the settings and change nothing', async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const teamId = owner.accountId;
    const { member: viewer } = await joinTeam(t, owner, 'viewer');
    const accountBefore = ok(await call(t.app, 'GET', `/accounts/${teamId}`, owner.token));

    for (const path of [`/accounts/${teamId}`, '/account/settings']) {
      expectError(
        await call(t.app, 'GET', path, viewer.token),
        403,
        'permission_denied',
        'Your role does not allow this (settings:read).',
      );
    }
    for (const [path, body] of [
      ['/accounts', company({ name: 'Taken over' })],
      ['/account/settings', settingsBody()],
      ['/account/shipping-profile', profileBody()],
    ] as const) {
      expectError(
        await call(t.app, 'PUT', path, viewer.token, body),
        403,
        'permission_denied',
        'Your role does not allow this (settings:write).',
      );
    }
    expectError(
      await call(t.app, 'PUT', '/partner/preferences/sameDayCutOffTime', viewer.token, { value: '12:00' }),
      403,
      'permission_denied',
      'Your role does not allow this (settings:write).',
    );
    expect(ok(await call(t.app, 'GET', `/accounts/${teamId}`, owner.token))).toEqual(accountBefore);
    // The order form of a viewer still reads the profile.
    expect(ok(await call(t.app, 'GET', '/account/shipping-profile', viewer.token))).toMatchObject({ parcel: null });

    const { member: admin } = await joinTeam(t, owner, 'admin');
    expect(ok<CompanyAccount>(await call(t.app, 'PUT', '/accounts', admin.token, company())).id).toBe(teamId);
  });

  it('answers unauthenticated without a token', async () => {
    await expectEachUnauthenticated(t.app, [
      ['GET', `/accounts/${merchant.accountId}`],
      ['PUT', '/accounts'],
      ['GET', '/account/settings'],
      ['PUT', '/account/settings'],
      ['GET', '/account/shipping-profile'],
      ['PUT', '/account/shipping-profile'],
    ]);
  });
});

describe('tenant isolation', () => {
  it('answers not_found for another account and each account changes only its own', async () => {
    expectError(
      await call(t.app, 'GET', `/accounts/${merchant.accountId}`, other.token),
      404,
      'not_found',
      'Account not found',
    );
    const merchantBefore = {
      account: ok(await call(t.app, 'GET', `/accounts/${merchant.accountId}`, merchant.token)),
      settings: ok(await call(t.app, 'GET', '/account/settings', merchant.token)),
      profile: ok(await call(t.app, 'GET', '/account/shipping-profile', merchant.token)),
    };
    ok(await call(t.app, 'PUT', '/accounts', other.token, company({ name: 'Other shop', legalName: 'Other LLC' })));
    ok(
      await call(t.app, 'PUT', '/account/settings', other.token, {
        ...settingsBody(),
        contact: { name: 'Other', phone: '', email: '' },
      }),
    );
    ok(await call(t.app, 'PUT', '/account/shipping-profile', other.token, profileBody({ serviceKind: 'same_day' })));
    expect({
      account: ok(await call(t.app, 'GET', `/accounts/${merchant.accountId}`, merchant.token)),
      settings: ok(await call(t.app, 'GET', '/account/settings', merchant.token)),
      profile: ok(await call(t.app, 'GET', '/account/shipping-profile', merchant.token)),
    }).toEqual(merchantBefore);
    expect(ok<CompanyAccount>(await call(t.app, 'GET', `/accounts/${other.accountId}`, other.token)).name).toBe(
      'Other shop',
    );
  });
});
