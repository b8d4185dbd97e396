import { PAYMENT_MESSAGES, type PaymentInstructions, type PaymentMethod } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToPaymentPage } from './api/payments-api';
import { apiError, invoice, mockApi, ok, renderFinance } from './test/finance-test-kit';

vi.mock('./api/payments-api', async (original) => ({
  ...(await original<typeof import('./api/payments-api')>()),
  goToPaymentPage: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const INSTRUCTIONS: PaymentInstructions = {
  bankTransfer: {
    accountName: 'Sameday Delivery Services L.L.C.',
    bankName: 'Emirates NBD',
    iban: 'AE070331234567890123456',
    swift: 'EBILAEAD',
  },
  isCardPaymentOpen: true,
};
const SAVED: PaymentMethod = {
  id: 'pm_saved',
  brand: 'visa',
  last4: '4242',
  holderName: 'Aisha',
  expMonth: 12,
  expYear: 2035,
  isDefault: true,
  canPay: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const unpaid = invoice({ id: 'inv_oct', status: 'overdue' });
const paid = invoice({ id: 'inv_oct', status: 'paid', paidAt: '2026-11-20T08:00:00.000Z' });

function mockFinance(cards: PaymentMethod[] = [], instructions: PaymentInstructions = INSTRUCTIONS) {
  return mockApi({
    'GET /quiqdash/invoices': ok({ invoices: [unpaid] }),
    'GET /finance/payment-instructions': ok(instructions),
    'GET /finance/payment-methods': ok({ paymentMethods: cards }),
  });
}

describe('paying by bank transfer', () => {
  it('shows our bank account beside the invoices, and for one invoice its number as the reference to copy', async () => {
    mockFinance();
    const view = renderFinance('/finance/invoices');
    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(await within(panel).findByText('AE07 0331 2345 6789 0123 456')).toBeInTheDocument();
    expect(within(panel).getByText('Emirates NBD')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Pay by bank transfer: invoice INV-202610-ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by bank transfer' });
    expect(within(dialog).getByText('AED 1,050.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Sameday Delivery Services L.L.C.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Copy Payment reference' }));
    expect(await navigator.clipboard.readText()).toBe('INV-202610-ABC123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('AE070331234567890123456');
  });

  it('says so when our bank details cannot be loaded', async () => {
    mockApi({
      'GET /quiqdash/invoices': ok({ invoices: [unpaid] }),
      'GET /finance/payment-instructions': apiError(500, 'internal', 'boom'),
    });
    renderFinance('/account/invoices');
    expect(await screen.findByText(/Our bank details could not be loaded/)).toBeInTheDocument();
  });
});

describe('card payment, offered as the server says', () => {
  const CLOSED = 'Card payment is not offered at the moment: please pay by bank transfer.';

  it('offers only the bank transfer, and says so, when the server takes no cards', async () => {
    mockFinance([], { ...INSTRUCTIONS, isCardPaymentOpen: false });
    renderFinance('/finance/invoices');
    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(await within(panel).findByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer: invoice INV-202610-ABC123' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay by card/ })).not.toBeInTheDocument();
  });

  it('offers the card beside the transfer, with no such line, when the server takes cards', async () => {
    mockFinance();
    renderFinance('/account/invoices');
    expect(await screen.findByRole('button', { name: 'Pay by card: invoice INV-202610-ABC123' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer: invoice INV-202610-ABC123' })).toBeInTheDocument();
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
  });

  it('tells of no card to save on the payment methods page when the server takes no cards', async () => {
    mockFinance([], { ...INSTRUCTIONS, isCardPaymentOpen: false });
    renderFinance('/finance/payment-methods');
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByText(/To save a card/)).not.toBeInTheDocument();
  });
});

describe('paying by card', () => {
  it("opens the provider's page for the invoice, to come back to the page it left", async () => {
    const api = mockFinance();
    api.set({
      'POST /finance/invoices/inv_oct/checkout': ok({ checkoutUrl: 'http://provider.test/checkout/cs_test_1' }),
    });
    const view = renderFinance('/account/invoices');
    await view.user.click(await screen.findByRole('button', { name: 'Pay by card: invoice INV-202610-ABC123' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://provider.test/checkout/cs_test_1'));
    expect(api.callsTo('POST', '/finance/invoices/inv_oct/checkout')[0]?.body).toEqual({ returnTo: 'outstanding' });
  });

  it('says why the page could not be opened', async () => {
    const api = mockFinance();
    api.set({
      'POST /finance/invoices/inv_oct/checkout': apiError(
        412,
        'failed_precondition',
        PAYMENT_MESSAGES.cardPaymentsClosed,
      ),
    });
    const view = renderFinance('/finance/invoices');
    await view.user.click(await screen.findByRole('button', { name: 'Pay by card: invoice INV-202610-ABC123' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.cardPaymentsClosed)).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('pays with a saved card, says a decline, and offers another card on the provider page', async () => {
    const api = mockFinance([SAVED]);
    api.set({
      'POST /finance/invoices/inv_oct/saved-card-payment': ok({
        status: 'declined',
        message: 'Your card was declined.',
      }),
      'POST /finance/invoices/inv_oct/checkout': ok({ checkoutUrl: 'http://provider.test/checkout/cs_test_2' }),
    });
    const view = renderFinance('/finance/invoices');
    await view.user.click(await screen.findByRole('button', { name: 'Pay by card: invoice INV-202610-ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(within(dialog).getByRole('radio', { name: 'Visa ending 4242, expires 12/2035' })).toBeChecked();
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay AED 1,050.00' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/finance/invoices/inv_oct/saved-card-payment')[0]?.body).toEqual({
      paymentMethodId: 'pm_saved',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Use another card' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://provider.test/checkout/cs_test_2'));
  });
});

describe('back from the provider page', () => {
  it('waits for the confirmation, then says the payment was received', async () => {
    let reads = 0;
    mockApi({
      'GET /quiqdash/invoices': () => {
        reads += 1;
        return ok({ invoices: [reads < 2 ? unpaid : paid] });
      },
      'GET /finance/payment-instructions': ok(INSTRUCTIONS),
      'GET /finance/payment-methods': ok({ paymentMethods: [] }),
    });
    renderFinance('/finance/invoices?payment=success&invoice=inv_oct');
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    expect(await screen.findByText('Payment received', {}, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.getByText('Invoice INV-202610-ABC123 is paid. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay by card/ })).not.toBeInTheDocument();
  }, 10_000);

  it('says a cancelled payment left the invoice unpaid', async () => {
    mockFinance();
    const view = renderFinance('/finance/invoices?payment=cancelled&invoice=inv_oct');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(await screen.findByText(/Invoice INV-202610-ABC123 was not paid/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
  });
});
