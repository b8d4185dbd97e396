import { PERMISSIONS_VERSION } from '@sameday/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { queryWrapper } from '../../test/query-wrapper';
import { usePermissions } from '.';

const render = () => renderHook(() => usePermissions(), { wrapper: queryWrapper() });

describe('usePermissions', () => {
  it('reads the list of GET /permissions', async () => {
    mockApi({
      'GET /permissions': ok({ version: 20261122, accountId: 'acc_1', role: 'viewer', permissions: ['orders:read'] }),
    });
    const { result } = render();
    await waitFor(() => expect(result.current.permissions).toEqual(['orders:read']));
    expect(result.current.can('orders:read')).toBe(true);
    expect(result.current.can('finance:read')).toBe(false);
    expect(result.current.role).toBe('viewer');
  });

  it("sends GetPermissions' date-based version", async () => {
    const api = mockApi({
      'GET /permissions': ok({ version: PERMISSIONS_VERSION, accountId: 'acc_1', role: 'viewer', permissions: [] }),
    });
    const { result } = render();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(api.callsTo('GET', '/permissions')[0]?.search.get('version')).toBe(String(PERMISSIONS_VERSION));
  });

  it('keeps an error in its state and allows nothing', async () => {
    mockApi({ 'GET /permissions': apiError(500, 'internal', 'boom') });
    const { result } = render();
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.can('orders:read')).toBe(false);
  });
});
