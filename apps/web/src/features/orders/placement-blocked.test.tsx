import { DEFAULT_PRICING_MODEL } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ACCOUNT_ID,
  location,
  mockApi,
  ok,
  preferences,
  rates,
  renderOrders,
  screen,
} from './test/orders-test-kit';

const userConfig = (isOrderSubmissionBlocked: boolean, reason: string | null) =>
  ok({
    hasOverdueInvoices: false,
    isOrderSubmissionBlocked,
    orderSubmissionBlockedReason: reason,
    pricing: DEFAULT_PRICING_MODEL,
  });

function setupApi(config: ReturnType<typeof userConfig>) {
  return mockApi({
    'GET /account': ok(ACCOUNT),
    [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([location()]),
    'GET /partner/preferences': ok(preferences()),
    'POST /shipments/rates': ok(rates()),
    'GET /api/invoicer/user-config': config,
  });
}

describe('a new shipment on a blocked account', () => {
  it('says at once that placing is blocked and why, with no form to fill', async () => {
    setupApi(userConfig(true, 'Unpaid deposit'));
    renderOrders('/single-shipment');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Placing orders is blocked on this account');
    expect(alert).toHaveTextContent('Reason given by Sameday: Unpaid deposit');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('shows the form when the account may place orders', async () => {
    setupApi(userConfig(false, null));
    renderOrders('/single-shipment');
    expect(await screen.findByRole('button', { name: 'Place order' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Placing orders is blocked on this account')).not.toBeInTheDocument();
  });
});
