import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { answerDrift } from '../../test/answer-schemas';
import { FeatureFlagsProvider, useFeatureFlag } from '.';

function mockDecide(reply: { status: number; body: unknown }) {
  // The mocked answer is the contract's: a drifting mock fails here, not in production.
  const drift = answerDrift('POST', '/featureflags/decide', reply.status, reply.body);
  if (drift) throw new Error(drift);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status }));
  globalThis.fetch = fetchMock as Mock as typeof fetch;
  return fetchMock;
}

function wrapper(identifier?: string) {
  setRuntimeConfig({ platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {identifier ? <FeatureFlagsProvider identifier={identifier}>{children}</FeatureFlagsProvider> : children}
    </QueryClientProvider>
  );
}

describe('useFeatureFlag', () => {
  it("asks POST /featureflags/decide with {Feature, Identifier: the user's salesforceId} and reads Enabled", async () => {
    const fetchMock = mockDecide({ status: 200, body: { Enabled: true } });
    const { result } = renderHook(() => useFeatureFlag('bridge-quiqdash'), { wrapper: wrapper('SF-42') });
    await waitFor(() => expect(result.current.isEnabled).toBe(true));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/platform/featureflags/decide');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ Feature: 'bridge-quiqdash', Identifier: 'SF-42' });
  });

  it('keeps an error in its state, and the flag reads off', async () => {
    mockDecide({ status: 500, body: { code: 'internal', message: 'boom', details: {} } });
    const { result } = renderHook(() => useFeatureFlag('ff-metrics'), { wrapper: wrapper('SF-42') });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.isEnabled).toBe(false);
    expect(result.current.error?.message).toBe('boom');
  });

  it('asks nothing without a user to decide for', async () => {
    const fetchMock = mockDecide({ status: 200, body: { Enabled: true } });
    const { result } = renderHook(() => useFeatureFlag('ff-metrics'), { wrapper: wrapper() });
    expect(result.current.isEnabled).toBe(false);
    expect(result.current.isPending).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
