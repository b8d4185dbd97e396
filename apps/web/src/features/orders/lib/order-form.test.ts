import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency';
import { aedToFils, emptyOrderForm, fixAndImportToForm, formFieldOf, OrderFormSchema } from './order-form';

describe('aedToFils', () => {
  it('turns AED text into integer fils without float error', () => {
    expect(aedToFils('125.5')).toBe(12550);
    expect(aedToFils('0.29')).toBe(29);
    expect(aedToFils('1,249.99')).toBe(124999);
    expect(aedToFils('7')).toBe(700);
  });

  it('refuses what is not an amount of AED', () => {
    for (const text of ['', '12.345', '-5', 'abc', '1.2.3']) expect(aedToFils(text)).toBeUndefined();
  });
});

describe('OrderFormSchema', () => {
  const valid = () => {
    const form = emptyOrderForm({ pickupLocationId: 'loc_1', emirate: 'Dubai' });
    form.recipient = {
      ...form.recipient,
      name: 'Aisha',
      phone: '050 123 4567',
      addressLine1: 'Tower 1',
      area: 'Deira',
    };
    form.items = [{ name: 'Box', quantity: '2', weightKg: '1,5', barcode: '' }];
    form.serviceKind = 'next_day';
    return form;
  };

  it("gives the API's order: +971 phone, numbers, prepaid without an amount, empty options as null", () => {
    expect(OrderFormSchema.parse(valid())).toEqual({
      pickupLocationId: 'loc_1',
      recipient: {
        name: 'Aisha',
        phone: '+971501234567',
        addressLine1: 'Tower 1',
        addressLine2: '',
        apartmentNumber: '',
        area: 'Deira',
        emirate: 'Dubai',
        notes: '',
        email: '',
      },
      items: [{ name: 'Box', quantity: 2, weightKg: 1.5, barcode: null }],
      payment: { mode: 'prepaid', codAmountFils: null },
      serviceKind: 'next_day',
      partnerOrderId: null,
      scheduledDate: null,
      tags: [],
      longestSideCm: null,
    });
  });

  it('gives the tags lower case and once each, the longest side as whole cm, and refuses a side in parts', () => {
    const parsed = OrderFormSchema.parse({ ...valid(), tags: ['Fragile', 'fragile', 'VIP'], longestSideCm: ' 120 ' });
    expect([parsed.tags, parsed.longestSideCm]).toEqual([['fragile', 'vip'], 120]);
    expect(
      OrderFormSchema.safeParse({ ...valid(), longestSideCm: '12,5' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['Enter the length in whole centimetres']);
  });

  it('keeps a recipient email trimmed and lower-cased, and refuses one that is not an address', () => {
    const withEmail = (email: string) => {
      const form = valid();
      return OrderFormSchema.safeParse({ ...form, recipient: { ...form.recipient, email } });
    };
    expect(withEmail('  Aisha@Example.AE ').data?.recipient.email).toBe('aisha@example.ae');
    expect(withEmail('aisha@').error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['recipient.email', 'Please enter a valid email address.'],
    ]);
  });

  it('names the API fields the form spells differently', () => {
    expect(formFieldOf('payment.codAmountFils')).toBe('payment.codAmount');
    expect(formFieldOf('items.0.weightKg')).toBe('items.0.weightKg');
  });
});

describe('fixAndImportToForm', () => {
  it('fills the form with the shop order as the import read it, weights included, the phone without +971', () => {
    const form = fixAndImportToForm(
      {
        pickupLocationId: null,
        recipient: {
          name: 'Layla Haddad',
          phone: '+97112345',
          addressLine1: 'Villa 12',
          addressLine2: '',
          area: 'Dubai',
          emirate: 'Dubai',
          notes: '',
        },
        items: [
          { name: 'Oud oil 50 ml', quantity: 2, weightKg: 0.5 },
          { name: 'Gift box', quantity: 1 },
        ],
        payment: { mode: 'cod', codAmountFils: 24_500 },
        serviceKind: 'same_day',
        partnerOrderId: '#1002',
      },
      emptyOrderForm({ pickupLocationId: 'loc_1', emirate: 'Dubai' }),
    );
    expect(form.pickupLocationId).toBe('loc_1');
    expect(form.recipient.phone).toBe('12345');
    expect(form.items.map((item) => [item.name, item.quantity, item.weightKg])).toEqual([
      ['Oud oil 50 ml', '2', '0.5'],
      ['Gift box', '1', ''],
    ]);
    expect(form.payment).toEqual({ mode: 'cod', codAmount: '245.00' });
  });
});

describe('IdempotencyKeys', () => {
  it('keeps the key while the body is the same and renews it for another body or after a success', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ a: 1 });
    expect(keys.keyFor({ a: 1 })).toBe(first);
    const changed = keys.keyFor({ a: 2 });
    expect(changed).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ a: 2 })).not.toBe(changed);
  });
});

describe('the cached formatters', () => {
  it("say what the contract's formatters say", async () => {
    const { formatAed, formatServiceDate } = await import('@sameday/contract');
    const { formatShortDay } = await import('./format');
    const { formatMoney } = await import('../../../shared/i18n');
    for (const fils of [0, 5, 2500, 113750, 123456789]) expect(formatMoney(fils)).toBe(formatAed(fils));
    for (const day of ['2026-11-22', '2026-12-31', '2027-01-01'])
      expect(formatShortDay(day)).toBe(formatServiceDate(day));
  });
});
