import { describe, expect, it } from 'vitest';
import { PREFERENCE_VALUE_SCHEMAS } from '../preferences/preferences';
import {
  AccountSettingsInputSchema,
  CompanyInputSchema,
  DEFAULT_OPENING_HOURS,
  ShippingProfileInputSchema,
} from './account-settings';

const company = {
  name: 'Souk Sweets',
  legalName: '',
  tradeLicenseNumber: '',
  taxRegistrationNumber: '',
  billingAddress: '',
  website: '',
  contactEmail: '',
  contactPhone: '',
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('company details', () => {
  it('accepts empty optional fields and normalises the TRN, phone and email', () => {
    expect(CompanyInputSchema.parse(company)).toEqual(company);
    expect(
      CompanyInputSchema.parse({
        ...company,
        taxRegistrationNumber: '100 2345 6780 0003',
        contactPhone: '+971 50 123-4567',
        contactEmail: ' Accounts@Souk.AE ',
      }),
    ).toMatchObject({
      taxRegistrationNumber: '100234567800003',
      contactPhone: '+971501234567',
      contactEmail: 'accounts@souk.ae',
    });
  });

  it.each([
    ['14 digits', '10023456780000'],
    ['16 digits', '1002345678000031'],
    ['a letter', '10023456780000X'],
  ])('refuses a TRN of %s', (_label, taxRegistrationNumber) => {
    expect(messageOf(CompanyInputSchema.safeParse({ ...company, taxRegistrationNumber }))).toBe(
      'The TRN has exactly 15 digits',
    );
  });
});

describe('cut-off bounds', () => {
  it.each(['partner4hrCutOffTime', 'sameDayCutOffTime', 'sameDayOtherEmiratesCutOffTime'] as const)(
    '%s runs from 00:00 to the 19:59 restriction time',
    (key) => {
      expect(PREFERENCE_VALUE_SCHEMAS[key].safeParse('00:00').success).toBe(true);
      expect(PREFERENCE_VALUE_SCHEMAS[key].safeParse('19:59').success).toBe(true);
      expect(messageOf(PREFERENCE_VALUE_SCHEMAS[key].safeParse('20:00'))).toBe(
        'A same-day cut-off cannot be later than 19:59',
      );
    },
  );

  it('lets next-day cut-offs take any minute of the day, in HH:mm only', () => {
    for (const key of ['nextDayCutOffTime', 'nextDayOtherEmiratesCutOffTime'] as const) {
      expect(PREFERENCE_VALUE_SCHEMAS[key].safeParse('23:59').success).toBe(true);
      expect(messageOf(PREFERENCE_VALUE_SCHEMAS[key].safeParse('9:00'))).toBe('Use the 24-hour form HH:mm');
      expect(PREFERENCE_VALUE_SCHEMAS[key].safeParse('24:00').success).toBe(false);
    }
  });
});

describe('settings and shipping profile', () => {
  it('needs an open day to close after it opens, and ignores the times of a closed day', () => {
    const contact = { name: '', phone: '', email: '' };
    const withMonday = (monday: object) => ({ openingHours: { ...DEFAULT_OPENING_HOURS, monday }, contact });
    expect(
      AccountSettingsInputSchema.safeParse(withMonday({ isOpen: true, opensAt: '09:00', closesAt: '09:00' })).error
        ?.issues[0],
    ).toMatchObject({
      path: ['openingHours', 'monday', 'closesAt'],
      message: 'Closing time must be after opening time',
    });
    expect(
      AccountSettingsInputSchema.safeParse(withMonday({ isOpen: false, opensAt: '18:00', closesAt: '09:00' })).success,
    ).toBe(true);
  });

  it('takes no default or a whole parcel with the order form’s own limits', () => {
    expect(ShippingProfileInputSchema.parse({ serviceKind: null, parcel: null })).toEqual({
      serviceKind: null,
      parcel: null,
    });
    expect(
      ShippingProfileInputSchema.safeParse({
        serviceKind: 'same_day',
        parcel: { name: 'Box', quantity: 1000, weightKg: 1 },
      }).success,
    ).toBe(false);
  });
});
