import { DEFAULT_PRICING_MODEL, FULFILMENT_MESSAGES } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFixture } from '../../test/fixtures';
import { mockApi, ok, TEST_CONFIG } from '../../test/mock-api';
import { capability, renderFulfilment } from './test/fulfilment-test-kit';

describe('the fulfilment entry page', () => {
  it('shows an account without fulfilment what the service is, its prices and the Contact fulfilment form', async () => {
    const api = mockApi({
      'GET /api/fulfilment/capability': capability(false),
      'GET /account': ok(accountFixture({ id: 'acc_souk' })),
      'GET /accounts/acc_souk/pricing-model': ok({
        ...DEFAULT_PRICING_MODEL,
        rates: [
          { serviceKind: 'same_day', zone: 'main', baseFils: 2100 },
          { serviceKind: 'same_day', zone: 'other', baseFils: 2600 },
          { serviceKind: 'next_day', zone: 'main', baseFils: 1500 },
        ],
        fulfilment: {
          storageShelfFilsPerMonth: 3000,
          storagePalletFilsPerMonth: 9500,
          pickPackFilsPerOrder: 450,
          pickPackFilsPerExtraItem: 100,
        },
      }),
      'POST /api/fulfilment/contact-requests': ok({
        id: 'fcr_1',
        message: FULFILMENT_MESSAGES.contactRequestSent,
        createdAt: '2026-11-24T08:00:00.000Z',
      }),
    });
    const { user } = renderFulfilment('/fulfillment/inventory');
    expect(await screen.findByRole('heading', { name: 'Fulfilment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What the service is' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prices' })).toBeInTheDocument();
    // The prices of the account's rate card: its own fulfilment fees, and its lowest same-day rate.
    expect(
      await screen.findByText('Storage: AED 30.00 a shelf position a month, AED 95.00 a pallet position a month'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pick and pack: AED 4.50 an order, plus AED 1.00 for each extra item')).toBeInTheDocument();
    expect(screen.getByText("Delivery: from AED 21.00 an order, at your account's delivery rates")).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/fulfilment/inventory')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Contact fulfilment' }));
    expect(await screen.findByText('Choose a monthly volume')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Layla Haddad');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '501234567');
    await user.click(screen.getByRole('combobox', { name: 'Orders per month' }));
    await user.click(await screen.findByRole('option', { name: '100 to 500 orders a month' }));
    await user.click(screen.getByRole('button', { name: 'Contact fulfilment' }));
    expect(await screen.findByText(FULFILMENT_MESSAGES.contactRequestSent)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/fulfilment/contact-requests')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/fulfilment/contact-requests')[0]?.body).toMatchObject({
      contactName: 'Layla Haddad',
      phone: '+971501234567',
      monthlyOrders: '100_500',
    });
  });

  it('offers the fulfilment mail address as a mail to write, not as a page opening in a new tab', async () => {
    mockApi({
      'GET /api/fulfilment/capability': capability(false),
      'GET /account': ok(accountFixture({ id: 'acc_souk' })),
      'GET /accounts/acc_souk/pricing-model': ok(DEFAULT_PRICING_MODEL),
    });
    renderFulfilment('/fulfillment/inventory', {
      ...TEST_CONFIG,
      links: { ...TEST_CONFIG.links, contactFulfilment: 'mailto:support@sameday.ae' },
    });
    const mail = await screen.findByRole('link', { name: 'support@sameday.ae' });
    expect(mail).toHaveAttribute('href', 'mailto:support@sameday.ae');
    expect(mail).not.toHaveAttribute('target');
    expect(mail.closest('p')).toHaveTextContent('Questions about fulfilment? Email us at support@sameday.ae');
    expect(screen.queryByText(/opens in a new tab/)).not.toBeInTheDocument();
  });
});
