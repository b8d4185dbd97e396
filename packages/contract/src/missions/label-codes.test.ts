import { describe, expect, it } from 'vitest';
import { orderParcelCount, parcelLabelCode, parcelLabelCodes, readLabelCode } from './label-codes';

describe('parcel label codes', () => {
  it('are the order id for an order of one parcel and order id/number for one of several', () => {
    expect(parcelLabelCodes('SDAB12', 1)).toEqual(['SDAB12']);
    expect(parcelLabelCodes('SDAB12', 0)).toEqual(['SDAB12']);
    expect(parcelLabelCodes('SDAB12', 3)).toEqual(['SDAB12/1', 'SDAB12/2', 'SDAB12/3']);
    expect(parcelLabelCode('SDAB12', 2, 3)).toBe('SDAB12/2');
  });

  it('read back as scanned or typed: trimmed, in capitals, with the parcel when there is one', () => {
    expect(readLabelCode(' sdab12/2 ')).toEqual({ orderCode: 'SDAB12', parcel: 2 });
    expect(readLabelCode('SDAB12')).toEqual({ orderCode: 'SDAB12', parcel: null });
    // Not a parcel number: the whole text is the code (and matches no order).
    for (const text of ['SDAB12/0', 'SDAB12/x', 'SDAB12/', '/2', 'SDAB12/1.5']) {
      expect(readLabelCode(text).parcel).toBeNull();
    }
    for (const count of [1, 2, 7]) {
      for (const [index, code] of parcelLabelCodes('SDAB12', count).entries()) {
        expect(readLabelCode(code)).toEqual({ orderCode: 'SDAB12', parcel: count > 1 ? index + 1 : null });
      }
    }
  });
});

describe('an order’s parcel count', () => {
  it('is one per item line, whatever the quantities, and at least one', () => {
    const items = [
      { quantity: 3, weightKg: 1 },
      { quantity: 1, weightKg: 2 },
    ];
    expect(orderParcelCount({ items })).toBe(2);
    expect(orderParcelCount({ items: [] })).toBe(1);
    expect(parcelLabelCodes('SDAB12', orderParcelCount({ items }))).toEqual(['SDAB12/1', 'SDAB12/2']);
  });
});
