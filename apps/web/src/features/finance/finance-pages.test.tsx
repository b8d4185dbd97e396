import { CARD_ENTRY_ELSEWHERE } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, creditNote, errorOf, invoice, mockApi, ok, renderFinance } from './test/finance-test-kit';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('invoices', () => {
  const list = [
    invoice({ id: 'inv_oct', status: 'unpaid', dueDate: '2026-12-07' }),
    invoice({ id: 'inv_sep', number: 'INV-202609-DEF456', periodStart: '2026-09-01', periodEnd: '2026-09-30' }),
    invoice({
      id: 'inv_aug',
      number: 'INV-202608-GHI789',
      periodStart: '2026-08-01',
      status: 'paid',
      paidAt: '2026-09-10T08:00:00.000Z',
    }),
  ];

  it('lists period, number, amount in AED, due date and status of each invoice', async () => {
    mockApi({ 'GET /quiqdash/invoices': ok({ invoices: list }) });
    renderFinance('/finance/invoices');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    const october = within(rows[1] as HTMLElement);
    expect(october.getByText('October 2026')).toBeInTheDocument();
    expect(october.getByText('INV-202610-ABC123')).toBeInTheDocument();
    expect(october.getByText('AED 1,050.00')).toBeInTheDocument();
    expect(october.getByText('07/12/2026')).toBeInTheDocument();
    expect(october.getByText('Unpaid')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    // The overdue invoice is said once, by the shell's banner (the spec's words): the page adds no second banner.
    expect(screen.queryByText('Payment overdue')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('downloads the PDF and the CSV of an invoice under the server’s file names', async () => {
    const api = mockApi({
      'GET /quiqdash/invoices': ok({ invoices: list }),
      'GET /quiqdash/invoice/inv_oct/pdf': {
        status: 200,
        raw: '%PDF-1.3',
        headers: { 'content-disposition': 'attachment; filename="invoice-INV-202610-ABC123.pdf"' },
      },
      'GET /quiqdash/invoice/inv_oct/reports': {
        status: 200,
        raw: 'Order ID\r\nSD1',
        headers: { 'content-disposition': 'attachment; filename="invoice-INV-202610-ABC123-orders.csv"' },
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderFinance('/finance/invoices');
    await view.user.click(
      await screen.findByRole('button', { name: 'Download invoice INV-202610-ABC123 (October 2026) as PDF' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-INV-202610-ABC123.pdf');
    await view.user.click(
      screen.getByRole('button', { name: 'Download the orders of invoice INV-202610-ABC123 (October 2026) as CSV' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.callsTo('GET', '/quiqdash/invoice/inv_oct/reports')).toHaveLength(1);
  });

  it('says so when there are no invoices, and offers a retry when they cannot be loaded', async () => {
    const api = mockApi({ 'GET /quiqdash/invoices': apiError(500, 'internal', 'boom') });
    const view = renderFinance('/finance/invoices');
    expect(await screen.findByText('Could not load your invoices')).toBeInTheDocument();
    api.set({ 'GET /quiqdash/invoices': ok({ invoices: [] }) });
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('says plainly when the role does not allow reading finance', async () => {
    mockApi({
      'GET /quiqdash/invoices': apiError(403, 'permission_denied', 'Your role does not allow this (finance:read).'),
    });
    renderFinance('/finance/invoices');
    expect(await screen.findByText('Cannot show your invoices')).toBeInTheDocument();
    expect(screen.getByText(/Your role does not allow this \(finance:read\)\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the outstanding invoices on /account/invoices, asking the server for them only', async () => {
    const api = mockApi({ 'GET /quiqdash/invoices': ok({ invoices: list.slice(0, 2) }) });
    renderFinance('/account/invoices');
    expect(await screen.findByRole('heading', { name: 'Outstanding invoices' })).toBeInTheDocument();
    expect(await screen.findByText('AED 2,100.00')).toBeInTheDocument();
    expect(api.callsTo('GET', '/quiqdash/invoices')[0]?.search.get('status')).toBe('outstanding');
    expect(screen.getByRole('link', { name: 'finance@sameday.ae' })).toHaveAttribute(
      'href',
      'mailto:finance@sameday.ae',
    );
  });
});

describe('cash on delivery', () => {
  const notes = {
    creditNotes: [
      creditNote({
        payout: { paidAt: '2026-11-18T10:00:00.000Z', reference: 'FT2611180042', ibanLast4: '3456' },
      }),
      creditNote({
        id: 'cn_w44',
        number: 'COD-20261102-AAA111',
        periodStart: '2026-11-02',
        periodEnd: '2026-11-08',
        codTotalFils: 10_000,
        differenceFils: -1_000,
        confirmedAt: '2026-11-12T08:00:00.000Z',
        payout: { paidAt: '2026-11-11T10:00:00.000Z', reference: 'FT2611110007', ibanLast4: '3456' },
      }),
    ],
    bankDetailsOnFile: true,
    unstated: {
      orderCount: 1,
      codTotalFils: 9_900,
      orders: [
        {
          orderId: 'SDNEW1',
          partnerOrderId: null,
          recipientName: 'Fatima Noor',
          deliveredAt: '2026-11-17T08:00:00.000Z',
          codAmountFils: 9_900,
        },
      ],
    },
  };

  it('shows each statement’s period total and the cash delivered but not yet stated', async () => {
    mockApi({ 'GET /quiqdash/credit-notes': ok(notes) });
    const view = renderFinance('/finance/cod');
    const table = await screen.findByRole('table', { name: 'COD statements' });
    expect(within(table).getByText('9 – 15 Nov 2026')).toBeInTheDocument();
    expect(within(table).getByText('AED 623.45')).toBeInTheDocument();
    expect(within(table).getByText('Paid out 11 Nov 2026')).toBeInTheDocument();
    expect(within(table).getByText('Receipt confirmed 12 Nov 2026')).toBeInTheDocument();
    expect(within(table).getByText('FT2611110007').parentElement).toHaveTextContent(
      'Ref. FT2611110007 · to IBAN ending 3456',
    );
    expect(screen.getByText('AED 99.00')).toBeInTheDocument();
    // A courier recorded less cash at the door than due on one order of the older week.
    expect(within(table).getByText('AED 100.00').parentElement).toHaveTextContent('AED 100.00AED 10.00 less than due');
    expect(within(table).getAllByText(/than due/)).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(
      within(screen.getByRole('table', { name: /not yet on a statement/ })).getByText('SDNEW1'),
    ).toBeInTheDocument();
  });

  it('says an old statement waits for bank details, not that it was confirmed, and offers no receipt to confirm', async () => {
    mockApi({
      'GET /quiqdash/credit-notes': ok({
        ...notes,
        creditNotes: [creditNote({ confirmedAt: '2026-11-20T08:00:00.000Z' }), creditNote({ id: 'cn_w44' })],
        bankDetailsOnFile: false,
      }),
    });
    renderFinance('/finance/cod');
    const table = await screen.findByRole('table', { name: 'COD statements' });
    expect(within(table).getAllByText('Waiting for your bank details')).toHaveLength(2);
    expect(within(table).queryByText(/Confirmed/)).not.toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Add bank details' })[0]).toHaveAttribute(
      'href',
      '/finance/bank-details',
    );
    expect(within(table).queryByRole('button', { name: /Confirm receipt/ })).not.toBeInTheDocument();
  });

  it('confirms receipt after the dialog, once', async () => {
    const api = mockApi({
      'GET /quiqdash/credit-notes': ok(notes),
      'POST /quiqdash/credit-notes/confirm-cod/cn_w45': ok(creditNote({ confirmedAt: '2026-11-22T08:00:00.000Z' })),
    });
    const view = renderFinance('/finance/cod');
    await view.user.click(
      await screen.findByRole('button', { name: 'Confirm receipt of AED 623.45 for 9 – 15 Nov 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(api.callsTo('POST', '/quiqdash/credit-notes/confirm-cod/cn_w45')).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    expect(await screen.findByText('Receipt of AED 623.45 confirmed.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/quiqdash/credit-notes/confirm-cod/cn_w45')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/quiqdash/credit-notes')).toHaveLength(2));
  });
});

describe('payment methods', () => {
  it('has no field for a card number: it says cards are taken on the payment provider’s secure page', async () => {
    mockApi({ 'GET /finance/payment-methods': ok({ paymentMethods: [] }) });
    const { container } = renderFinance('/finance/payment-methods');
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    expect(container.querySelector('form, input, [autocomplete^="cc-"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /save card|add a card/i })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paying by card' })).toHaveTextContent(CARD_ENTRY_ELSEWHERE);
  });

  it('shows the cards loading, then offers a retry when they cannot be loaded', async () => {
    const api = mockApi({ 'GET /finance/payment-methods': apiError(500, 'internal', 'boom') });
    const view = renderFinance('/finance/payment-methods');
    expect(screen.getByLabelText('Loading saved cards')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Could not load your saved cards')).toBeInTheDocument();
    api.set({ 'GET /finance/payment-methods': ok({ paymentMethods: [] }) });
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
  });

  it('lists saved cards by brand and last four digits, makes one the default and removes one after asking', async () => {
    const visa = {
      id: 'pm_1',
      brand: 'visa',
      last4: '1111',
      holderName: 'Aisha',
      expMonth: 4,
      expYear: 2030,
      isDefault: true,
      canPay: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const master = { ...visa, id: 'pm_2', brand: 'mastercard', last4: '4444', isDefault: false };
    const api = mockApi({
      'GET /finance/payment-methods': ok({ paymentMethods: [visa, master] }),
      'POST /finance/payment-methods/pm_2/default': ok({
        paymentMethods: [
          { ...master, isDefault: true },
          { ...visa, isDefault: false },
        ],
      }),
      'DELETE /finance/payment-methods/pm_1': ok({ paymentMethods: [{ ...master, isDefault: true }] }),
    });
    const view = renderFinance('/finance/payment-methods');
    expect(await screen.findByText('Visa ending 1111')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Make Mastercard ending 4444 the default' }));
    expect(await screen.findByText('Mastercard ending 4444 is now the default.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Remove Visa ending 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByText('Visa ending 1111')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/finance/payment-methods/pm_1')).toHaveLength(1);
  });
});

describe('bank details', () => {
  it('refuses a bad IBAN on its field before sending, then saves a valid one', async () => {
    const api = mockApi({
      'GET /finance/bank-details': ok({ bankDetails: null }),
      'PUT /finance/bank-details': (call) =>
        ok({ ...(call.body as object), swiftCode: '', updatedAt: '2026-11-22T08:00:00.000Z' }),
    });
    const view = renderFinance('/finance/bank-details');
    await view.user.type(await screen.findByRole('textbox', { name: 'Account holder' }), 'Mansoori Perfumes LLC');
    await view.user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Emirates NBD');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await view.user.type(iban, 'AE08 0331 2345 6789 0123 456');
    await view.user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(errorOf(iban)).toBe('This IBAN is not valid: check for a typing mistake'));
    expect(api.callsTo('PUT', '/finance/bank-details')).toHaveLength(0);
    await view.user.clear(iban);
    await view.user.type(iban, 'ae07 0331 2345 6789 0123 456');
    await view.user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Bank details saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/finance/bank-details')[0]?.body).toMatchObject({ iban: 'AE070331234567890123456' });
  });

  it('puts the server’s IBAN error on the IBAN field', async () => {
    mockApi({
      'GET /finance/bank-details': ok({ bankDetails: null }),
      'PUT /finance/bank-details': apiError(400, 'invalid_argument', 'Some fields are not valid.', [
        { field: 'iban', message: 'This bank does not accept payouts' },
      ]),
    });
    const view = renderFinance('/finance/bank-details');
    await view.user.type(await screen.findByRole('textbox', { name: 'Account holder' }), 'Mansoori Perfumes LLC');
    await view.user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Emirates NBD');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await view.user.type(iban, 'AE070331234567890123456');
    await view.user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(errorOf(iban)).toBe('This bank does not accept payouts'));
  });
});

describe('the finance tabs on a phone', () => {
  it('say that more tabs lie beyond the edge, and a button scrolls to them (Bank Details is reachable)', async () => {
    // A 375 px screen: the tabs are 518 px wide in a row of 351 px.
    const isTabRow = (element: Element) => element.getAttribute('aria-label') === 'Finance sections';
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isTabRow(this) ? 518 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isTabRow(this) ? 351 : 0;
    });
    const scrollBy = vi.fn();
    const { scrollBy: original } = HTMLElement.prototype;
    HTMLElement.prototype.scrollBy = scrollBy;
    try {
      mockApi({ 'GET /quiqdash/invoices': ok({ invoices: [] }) });
      const view = renderFinance('/finance/invoices');
      const on = await screen.findByRole('button', { name: 'Scroll the finance tabs on' });
      expect(screen.queryByRole('button', { name: 'Scroll the finance tabs back' })).not.toBeInTheDocument();
      await view.user.click(on);
      expect(scrollBy).toHaveBeenCalledWith({ left: 351 * 0.8, behavior: 'smooth' });
      expect(screen.getByRole('tab', { name: 'Bank Details' })).toBeInTheDocument();
    } finally {
      HTMLElement.prototype.scrollBy = original;
    }
  });
});
