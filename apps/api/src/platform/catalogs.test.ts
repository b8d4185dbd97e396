import { NOTIFY_EVENTS, STAFF_ROLES } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { catalogText } from './catalogs';

describe('the shared catalogs, as the API reads them', () => {
  it('write a text in English and in Arabic with its values, counts in Western digits', () => {
    expect(catalogText('en', 'mail.greeting', { firstname: 'Mariam' })).toBe('Hello Mariam,');
    expect(catalogText('ar', 'mail.greeting', { firstname: 'Mariam' })).toBe('مرحبًا Mariam،');
    expect(catalogText('ar', 'mail.teamInvitation.validity', { days: 14 })).toBe(
      'يعمل الرابط مرة واحدة فقط، ولمدة 14 يومًا.',
    );
  });

  it('name every staff role and every event a recipient hears of, in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      for (const role of STAFF_ROLES) expect(catalogText(language, `mail.staffRole.${role}`)).not.toBe('');
      for (const kind of NOTIFY_EVENTS)
        expect(catalogText(language, `recipient.notice.${kind}`, { merchant: 'Oud', day: 'Thu' })).toContain('Oud');
    }
  });

  it('refuse an id no catalog has', () => {
    expect(() => catalogText('en', 'mail.noSuchText')).toThrow('"mail.noSuchText" is not in the shared catalogs');
  });
});
