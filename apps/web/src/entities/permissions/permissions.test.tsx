import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { usePermissions } from '.';

function render(reply: { status: number; body: unknown }) {
  globalThis.fetch = vi.fn(
    async () => new Response(JSON.stringify(reply.body), { status: reply.status }),
  ) as Mock as typeof fetch;
  setRuntimeConfig({ platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(() => usePermissions(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
}

describe('usePermissions', () => {
  it('reads the list of GET /permissions', async () => {
    const { result } = render({
      status: 200,
      body: { version: 20261122, accountId: 'acc_1', role: 'viewer', permissions: ['orders:read'] },
    });
    await waitFor(() => expect(result.current.permissions).toEqual(['orders:read']));
    expect(result.current.can('orders:read')).toBe(true);
    expect(result.current.can('finance:read')).toBe(false);
    expect(result.current.role).toBe('viewer');
  });

  it('keeps an error in its state and allows nothing', async () => {
    const { result } = render({ status: 500, body: { code: 'internal', message: 'boom', details: {} } });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.can('orders:read')).toBe(false);
  });
});
