import { notifications } from '@mantine/notifications';
import { type OAuthClient, PERMISSIONS, ROLE_PERMISSIONS } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessToken } from '../../test/fixtures';
import { apiError, mockApi, ok, type Route } from '../../test/mock-api';
import { describedErrorOf } from '../../test/queries';
import { renderWithSession } from '../../test/render-screen';
import DevelopersPage from './developers-page';

afterEach(() => notifications.clean());

const permissionsOf = (role: string, permissions: readonly string[]) =>
  ok({ version: 20261122, accountId: 'acc_mansoori', role, permissions: [...permissions] });

function clientFixture(overrides: Partial<OAuthClient> = {}): OAuthClient {
  return {
    id: 'sdc_erp',
    name: 'Warehouse system',
    accountId: 'acc_mansoori',
    scopes: ['orders:read', 'orders:write'],
    redirectUris: [],
    grantTypes: ['client_credentials'],
    secretHint: 'x9Qz',
    createdBy: { id: 1, name: 'Nadia Mansoori' },
    createdAt: '2026-03-01T08:00:00.000Z',
    secretRotatedAt: null,
    lastUsedAt: null,
    ...overrides,
  };
}

const list = (clients: OAuthClient[]) => ok({ clients, total: clients.length, limit: 100, offset: 0 });

function renderPage(routes: Record<string, Route> = {}) {
  const api = mockApi({
    'POST /identity/token': ok(accessToken('session-token')),
    'GET /permissions': permissionsOf('owner', PERMISSIONS),
    'GET /oauth/clients': list([clientFixture()]),
    ...routes,
  });
  return {
    api,
    ...renderWithSession([{ path: '/settings/developers', element: <DevelopersPage /> }], '/settings/developers'),
  };
}

describe('/settings/developers', () => {
  it('lists the API clients with their scopes, and shows a loading state first', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading the API clients')).toHaveAttribute('aria-busy', 'true');
    const clients = await screen.findByRole('list', { name: 'API clients' });
    const row = within(clients).getByRole('listitem');
    expect(row).toHaveTextContent('Warehouse system');
    expect(row).toHaveTextContent('sdc_erp');
    expect(row).toHaveTextContent('secret ending in x9Qz');
    expect(row).toHaveTextContent('orders:write');
    expect(row).toHaveTextContent('Never used');
  });

  it('says when there are none yet', async () => {
    renderPage({ 'GET /oauth/clients': list([]) });
    expect(await screen.findByText('No API clients yet')).toBeInTheDocument();
  });

  it('says the list could not load, and tries again', async () => {
    let calls = 0;
    renderPage({
      'GET /oauth/clients': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'internal', 'Something broke.') : list([clientFixture()]);
      },
    });
    expect(await screen.findByText('Could not load the API clients')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('list', { name: 'API clients' })).toBeInTheDocument();
  });

  it('creates a client and shows its secret once, with copy buttons', async () => {
    const view = renderPage({
      'GET /oauth/clients': list([]),
      'POST /oauth/clients': (call) => {
        expect(call.body).toEqual({
          name: 'ERP',
          scopes: ['orders:read', 'finance:read'],
          redirectUris: ['https://erp.example.com/callback'],
        });
        return ok({ ...clientFixture({ name: 'ERP', id: 'sdc_new' }), clientSecret: 'sds_the-secret' });
      },
    });
    const form = within(await screen.findByRole('region', { name: 'New API client' }));
    await view.user.type(form.getByLabelText('Name'), 'ERP');
    await view.user.click(form.getByRole('checkbox', { name: 'Read invoices and cash on delivery' }));
    await view.user.type(form.getByLabelText('Redirect URIs (optional)'), 'https://erp.example.com/callback');
    await view.user.click(form.getByRole('button', { name: 'Create API client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy the client secret now' }));
    expect(dialog.getByText('sds_the-secret')).toBeInTheDocument();
    expect(dialog.getByText('sdc_new')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Copy client secret' })).toBeVisible();
    await view.user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('sds_the-secret')).not.toBeInTheDocument());
  });

  it('checks the form: a name, at least one scope, https redirect URIs', async () => {
    const view = renderPage();
    const form = within(await screen.findByRole('region', { name: 'New API client' }));
    await view.user.click(form.getByRole('checkbox', { name: 'Read orders, their history and labels' }));
    await view.user.type(form.getByLabelText('Redirect URIs (optional)'), 'http://erp.example.com/cb');
    await view.user.click(form.getByRole('button', { name: 'Create API client' }));
    await waitFor(() => expect(describedErrorOf(form.getByLabelText('Name'))).toBe('This field is required'));
    expect(form.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(describedErrorOf(form.getByLabelText('Redirect URIs (optional)'))).toContain('https://');
  });

  it('rotates a secret after confirming, and shows the new one once', async () => {
    const view = renderPage({
      'POST /oauth/clients/sdc_erp/secret': ok({
        ...clientFixture({ secretHint: 'newS' }),
        clientSecret: 'sds_rotated',
      }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Rotate secret of Warehouse system' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Rotate the secret of Warehouse system?' }));
    expect(confirm.getByText(/ending in x9Qz/)).toBeInTheDocument();
    await view.user.click(confirm.getByRole('button', { name: 'Rotate secret' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy the client secret now' }));
    expect(dialog.getByText('sds_rotated')).toBeInTheDocument();
  });

  it('revokes a client after confirming', async () => {
    let revoked = false;
    const view = renderPage({
      'GET /oauth/clients': () => list(revoked ? [] : [clientFixture()]),
      'DELETE /oauth/clients/sdc_erp': () => {
        revoked = true;
        return ok({ id: 'sdc_erp', revokedAt: '2026-03-02T08:00:00.000Z' });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Revoke Warehouse system' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke Warehouse system?' }));
    await view.user.click(confirm.getByRole('button', { name: 'Revoke client' }));
    expect(await screen.findByText('Warehouse system was revoked.')).toBeInTheDocument();
    expect(await screen.findByText('No API clients yet')).toBeInTheDocument();
  });

  it('tells a role without integrations:manage to ask an owner, with no form', async () => {
    renderPage({
      'GET /permissions': permissionsOf('viewer', ROLE_PERMISSIONS.viewer),
      'GET /oauth/clients': apiError(403, 'permission_denied', 'Your role does not allow this (integrations:manage).'),
    });
    expect(await screen.findByText('Cannot show the API clients')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New API client' })).not.toBeInTheDocument();
  });
});
