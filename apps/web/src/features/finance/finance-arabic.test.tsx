import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { invoice, mockApi, ok, renderFinance } from './test/finance-test-kit';

describe('invoices in Arabic', () => {
  beforeEach(async () => {
    await loadAppMessages();
    await activateLocale('ar');
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('reads right to left, in Arabic, with money and invoice numbers as on the invoice', async () => {
    mockApi({
      'GET /quiqdash/invoices': ok({ invoices: [invoice({ status: 'unpaid', dueDate: '2026-12-07' })] }),
      'GET /finance/payment-instructions': ok({
        bankTransfer: {
          accountName: 'Sameday Delivery Services L.L.C.',
          bankName: 'Emirates NBD',
          iban: 'AE070331234567890123456',
          swift: 'EBILAEAD',
        },
        isCardPaymentOpen: true,
      }),
    });
    renderFinance('/finance/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'المالية' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const row = within((await screen.findAllByRole('row'))[1] as HTMLElement);
    expect(row.getByText('أكتوبر 2026')).toBeInTheDocument();
    expect(row.getByText('INV-202610-ABC123')).toBeInTheDocument();
    // Western digits and the AED code, as the invoice PDF writes the amount.
    expect(row.getByText('AED 1,050.00')).toBeInTheDocument();
    expect(row.getByText('غير مدفوعة')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'الدفع بالبطاقة: الفاتورة INV-202610-ABC123' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الدفع عند الاستلام' })).toBeInTheDocument();
    // Our IBAN reads left to right inside the Arabic panel.
    const iban = await screen.findByText('AE07 0331 2345 6789 0123 456');
    expect(iban).toHaveAttribute('dir', 'ltr');
  });
});
