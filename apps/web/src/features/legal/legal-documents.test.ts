import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from './legal-documents';

const text = (name: string) => LEGAL_DOCUMENTS[name]?.sections.flatMap((section) => section.body).join(' ') ?? '';

describe('the legal documents say what billing does', () => {
  it('gives the invoice due days the invoices use', () => {
    expect(text('terms')).toContain('invoices are due 15 days after issue');
  });

  it('says VAT is added on the invoice, for businesses and individuals alike', () => {
    expect(text('fees-schedule')).toContain('exclude VAT, which is added at 5% on each invoice line');
    expect(text('individual-fees-schedule')).toContain('VAT at 5% is added on your monthly invoice.');
    expect(text('individual-fees-schedule')).not.toContain('include VAT');
  });
});
