import { DEFAULT_PRICING_MODEL } from '@sameday/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStoredToken } from '../../shared/session';
import { accountFixture, locationFixture, preferencesFixture } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../../test/render-screen';
import BulkUploadPage from './bulk-upload-page';

const ACCOUNT_ID = 'acc_haddad';

function renderBlockedPage(reason: string) {
  mockApi({
    'GET /account': ok(accountFixture({ id: ACCOUNT_ID })),
    [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([locationFixture({ accountId: ACCOUNT_ID })]),
    'GET /partner/preferences': ok(preferencesFixture()),
    [`GET /accounts/${ACCOUNT_ID}/pricing-model`]: ok(DEFAULT_PRICING_MODEL),
    'POST /featureflags/decide': ok({ Enabled: false }),
    'GET /api/invoicer/user-config': ok({
      hasOverdueInvoices: false,
      isOrderSubmissionBlocked: true,
      orderSubmissionBlockedReason: reason,
      pricing: DEFAULT_PRICING_MODEL,
    }),
  });
  writeStoredToken('test-token');
  return renderScreen(
    [
      { path: '/bulk-orders', element: <BulkUploadPage /> },
      { path: '/', element: <Landed /> },
    ],
    '/bulk-orders',
    {
      session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }),
    },
  );
}

describe('bulk upload on a blocked account', () => {
  it('says at once that placing is blocked and why, and offers no file to upload', async () => {
    renderBlockedPage('Unpaid deposit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Placing orders is blocked on this account');
    expect(alert).toHaveTextContent('Reason given by Sameday: Unpaid deposit');
    expect(screen.queryByLabelText('Orders file (.csv or .xlsx)')).not.toBeInTheDocument();
  });
});
