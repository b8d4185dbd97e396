import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../../shared/i18n';
import { describeCondition, describeDefault, describeRule } from './describe';

describe('rules in plain Arabic', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('reads a rule as one Arabic sentence, right to left, with Arabic plurals and lists', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      describeRule({
        conditions: [
          { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi', 'Sharjah'] },
          { field: 'weight_kg', operator: 'gt', value: 10 },
        ],
        action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
      }),
    ).toBe('عندما الإمارة هي أبوظبي أو الشارقة ووزن الطرد أكثر من 10 كغ، اشحنه عبر Aramex (المحلي لليوم التالي).');
    expect(describeCondition({ field: 'parcel_count', operator: 'eq', value: 2 })).toBe('يوجد طردان بالضبط');
    expect(describeCondition({ field: 'parcel_count', operator: 'gte', value: 5 })).toBe('توجد 5 طرود على الأقل');
    expect(describeDefault({ type: 'hold', reason: '' })).toBe('عندما لا تنطبق أي قاعدة، أوقفه للمراجعة.');
  });
});
