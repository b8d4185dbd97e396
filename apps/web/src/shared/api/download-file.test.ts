import { describe, expect, it } from 'vitest';
import { filenameOf } from './download-file';

describe('filenameOf', () => {
  it('reads the quoted, bare and RFC 5987 forms of content-disposition', () => {
    expect(filenameOf('attachment; filename="order-SD0000000001.pdf"')).toBe('order-SD0000000001.pdf');
    expect(filenameOf('attachment; filename=orders-22-11-2026.pdf')).toBe('orders-22-11-2026.pdf');
    expect(filenameOf('attachment; filename="x.csv"; filename*=UTF-8\'\'orders%202026.csv')).toBe('orders 2026.csv');
  });

  it('answers undefined without a filename', () => {
    expect(filenameOf(null)).toBeUndefined();
    expect(filenameOf('inline')).toBeUndefined();
  });
});
