import { FULFILMENT_MESSAGES } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { capability, renderFulfilment } from './test/fulfilment-test-kit';

describe('the fulfilment entry page', () => {
  it('shows an account without fulfilment what the service is, its prices and the Contact fulfilment form', async () => {
    const api = mockApi({
      'GET /api/fulfilment/capability': capability(false),
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
});
