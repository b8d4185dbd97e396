import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, ok, screen } from '../../test/account-kit';
import { renderScreen } from '../../test/render-screen';
import PricingPage from './pricing-page';

const renderAccount = (url: string) => renderScreen([{ path: '/account/pricing', element: <PricingPage /> }], url);

describe('/account/pricing', () => {
  it('shows the rate card in AED by service and zone', async () => {
    mockApi(baseRoutes());
    renderAccount('/account/pricing');
    const table = await screen.findByRole('table', { name: 'Base price per order' });
    const sameDay = within(table).getByRole('row', { name: /Same day/ });
    expect(sameDay).toHaveTextContent('AED 25.00');
    expect(sameDay).toHaveTextContent('AED 30.00');
    expect(within(table).getByRole('row', { name: /4-hour/ })).toHaveTextContent('Not offered');
    expect(screen.getByText('AED 2.00')).toBeInTheDocument();
  });

  it('prices an order with the quote call', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'POST /quiqdash/order-charge': ok({
        currency: 'AED',
        baseFils: 2500,
        weightFils: 200,
        codFeeFils: 500,
        totalFils: 3200,
        chargeableWeightKg: 6,
      }),
    });
    const { user } = renderAccount('/account/pricing');
    const weight = await screen.findByRole('textbox', { name: 'Total weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '5.5');
    await user.click(screen.getByRole('switch', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('AED 32.00')).toBeInTheDocument();
    expect(api.callsTo('POST', '/quiqdash/order-charge')[0]?.body).toEqual({
      serviceKind: 'same_day',
      destinationEmirate: 'Dubai',
      items: [{ quantity: 1, weightKg: 5.5 }],
      isCashOnDelivery: true,
    });
  });
});
