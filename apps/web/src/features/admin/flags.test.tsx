import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { flagFixture, renderAdmin, staffAccount } from './test/admin-test-kit';

const account = { 'GET /account': staffAccount() };

describe('feature flags', () => {
  it('lists the flags with their switch, rollout and overrides', async () => {
    mockApi({
      ...account,
      'GET /admin/featureflags': ok([flagFixture(), flagFixture({ name: 'ff-metrics', enabled: true, overrides: [] })]),
    });
    renderAdmin('/admin/feature-flags');
    const table = await screen.findByRole('table', { name: 'Feature flags' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('bridge-quiqdash');
    expect(rows[1]).toHaveTextContent('Off');
    expect(rows[1]).toHaveTextContent('10%');
    expect(rows[2]).toHaveTextContent('On');
  });

  it('shows a reserved flag as reserved — no effect, with nothing to switch', async () => {
    mockApi({
      ...account,
      'GET /admin/featureflags': ok([
        flagFixture({ name: 'advance-shipment', isReserved: true, rolloutPercentage: 0, overrides: [] }),
        flagFixture(),
      ]),
    });
    renderAdmin('/admin/feature-flags');
    const table = await screen.findByRole('table', { name: 'Feature flags' });
    const [, reserved, open] = within(table).getAllByRole('row');
    expect(reserved).toHaveTextContent('advance-shipment');
    expect(within(reserved as HTMLElement).getByText('Reserved')).toBeInTheDocument();
    expect(within(reserved as HTMLElement).queryByText('Off')).toBeNull();
    expect(within(table).getByRole('button', { name: 'advance-shipment: reserved — no effect' })).toBeDisabled();
    expect(within(table).queryByRole('button', { name: 'Edit advance-shipment' })).toBeNull();
    expect(within(open as HTMLElement).getByRole('button', { name: 'Edit bridge-quiqdash' })).toBeEnabled();
  });

  it('shows the server’s refusal when a new flag takes a reserved name', async () => {
    const message = 'The flag advance-shipment is reserved: it has no effect yet, so it cannot be switched.';
    mockApi({
      ...account,
      'GET /admin/featureflags': ok([]),
      'PUT /admin/featureflags/advance-shipment': apiError(412, 'failed_precondition', message),
    });
    const { user } = renderAdmin('/admin/feature-flags');
    await user.click(await screen.findByRole('button', { name: 'New flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feature flag' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'advance-shipment');
    await user.click(within(dialog).getByRole('button', { name: 'Create flag' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says when there is no flag, and when the flags cannot be read', async () => {
    const api = mockApi({ ...account, 'GET /admin/featureflags': ok([]) });
    const { unmount } = renderAdmin('/admin/feature-flags');
    expect(await screen.findByText('No feature flags yet')).toBeInTheDocument();
    unmount();
    api.set({ 'GET /admin/featureflags': apiError(403, 'permission_denied', 'Operations staff only.') });
    renderAdmin('/admin/feature-flags');
    expect(await screen.findByText('Operations staff only.')).toBeInTheDocument();
  });

  it('creates a flag, refusing a name the server would not take', async () => {
    const api = mockApi({
      ...account,
      'GET /admin/featureflags': ok([]),
      'PUT /admin/featureflags/map-v2': ok(flagFixture({ name: 'map-v2', overrides: [] })),
    });
    const { user } = renderAdmin('/admin/feature-flags');
    await user.click(await screen.findByRole('button', { name: 'New flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feature flag' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Map V2');
    await user.click(within(dialog).getByRole('button', { name: 'Create flag' }));
    expect(await within(dialog).findByText('A flag name is lowercase letters, digits, - and _')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'map-v2');
    await user.click(within(dialog).getByRole('switch', { name: /On for everyone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create flag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/admin/featureflags/map-v2')[0]?.body).toEqual({
      description: '',
      enabled: true,
      rolloutPercentage: 0,
    });
  });

  it('forces a flag on for an account and removes an override', async () => {
    const flag = flagFixture();
    const api = mockApi({
      ...account,
      'GET /admin/featureflags': ok([flag]),
      'PUT /admin/featureflags/bridge-quiqdash/overrides': ok(flag),
      'DELETE /admin/featureflags/bridge-quiqdash/overrides/account/acc_souk': ok({ ...flag, overrides: [] }),
    });
    const { user } = renderAdmin('/admin/feature-flags');
    await user.click(await screen.findByRole('button', { name: 'Edit bridge-quiqdash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag bridge-quiqdash' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account id' }), 'acc_palm');
    await user.click(within(dialog).getByRole('button', { name: 'Add override' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/admin/featureflags/bridge-quiqdash/overrides')[0]?.body).toEqual({
        subjectType: 'account',
        subjectId: 'acc_palm',
        enabled: true,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove the override of acc_souk' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/admin/featureflags/bridge-quiqdash/overrides/account/acc_souk')).toHaveLength(1),
    );
  });
});
