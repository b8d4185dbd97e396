import { MESSAGES } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFixture, userFixture } from '../../test/fixtures';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import { PASSWORD_CHANGED } from './change-password-form';
import { ProfileSection } from './profile-section';

const NEW_PASSWORD = 'Palm-Souk-9931!';

function render(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /account': ok(accountFixture()), ...routes });
  return { api, ...renderScreen([{ path: '/account', element: <ProfileSection /> }], '/account') };
}

describe('the profile section of /account', () => {
  it('changes the name and phone, sent as the API takes them', async () => {
    const view = render({
      'PATCH /partner/user': ok({ email: 'demo@sameday.ae', fullname: 'Mariam Al Falasi', mobile: '+971551234567' }),
    });
    const form = await screen.findByRole('form', { name: 'Profile' });
    const name = within(form).getByLabelText(/Full name/);
    const phone = within(form).getByLabelText(/Phone/);
    expect(name).toHaveValue('Demo Merchant');
    expect(phone).toHaveValue('501234567');
    await view.user.clear(name);
    await view.user.type(name, 'Mariam Al Falasi');
    await view.user.clear(phone);
    await view.user.type(phone, '55 123 4567');
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(view.api.callsTo('PATCH', '/partner/user')).toHaveLength(1));
    expect(view.api.callsTo('PATCH', '/partner/user')[0]?.body).toEqual({
      full_name: 'Mariam Al Falasi',
      phone: '+971551234567',
    });
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
  });

  it('refuses a short phone before sending anything', async () => {
    const view = render();
    const form = await screen.findByRole('form', { name: 'Profile' });
    const phone = within(form).getByLabelText(/Phone/);
    await view.user.clear(phone);
    await view.user.type(phone, '5012');
    await view.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(MESSAGES.phoneTooShort)).toBeInTheDocument();
    expect(view.api.callsTo('PATCH', '/partner/user')).toHaveLength(0);
  });
});

describe('Change password', () => {
  const passwordForm = () => screen.findByRole('form', { name: 'Change password' });

  it('sends the current password and the new one twice, and says the other sessions are signed out', async () => {
    const view = render({ 'PUT /partner/user': ok(userFixture()) });
    const form = await passwordForm();
    await view.user.type(within(form).getByLabelText(/Current password/), 'Old-Passw0rd!');
    await view.user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await view.user.type(within(form).getByLabelText(/Confirm new password/), NEW_PASSWORD);
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(view.api.callsTo('PUT', '/partner/user')).toHaveLength(1));
    expect(view.api.callsTo('PUT', '/partner/user')[0]?.body).toEqual({
      current_password: 'Old-Passw0rd!',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  });

  it('keeps the strength rules and the match, before sending', async () => {
    const view = render();
    const form = await passwordForm();
    await view.user.type(within(form).getByLabelText(/Current password/), 'Old-Passw0rd!');
    await view.user.type(within(form).getByLabelText(/^New password/), 'weakpass');
    expect(within(form).getByRole('list', { name: 'Password rules' })).toHaveTextContent(
      `${MESSAGES.passwordRules.length} (done)`,
    );
    await view.user.type(within(form).getByLabelText(/Confirm new password/), 'different');
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.callsTo('PUT', '/partner/user')).toHaveLength(0);
  });

  it("puts the server's refusal of the current password on its field", async () => {
    const message = 'Your current password is not correct.';
    const view = render({
      'PUT /partner/user': apiError(400, 'invalid_argument', message, {
        fields: [{ field: 'current_password', message }],
        errorDetail: message,
      }),
    });
    const form = await passwordForm();
    await view.user.type(within(form).getByLabelText(/Current password/), 'Wrong-Passw0rd!');
    await view.user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await view.user.type(within(form).getByLabelText(/Confirm new password/), NEW_PASSWORD);
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });
});
