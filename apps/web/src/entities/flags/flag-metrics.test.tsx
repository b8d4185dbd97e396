import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { mockApi, ok, TEST_CONFIG } from '../../test/mock-api';
import { FeatureFlagsProvider, useFeatureFlag } from '.';

function wrapper(identifier: string) {
  setRuntimeConfig(TEST_CONFIG);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <FeatureFlagsProvider identifier={identifier}>{children}</FeatureFlagsProvider>
    </QueryClientProvider>
  );
}

function decide(flags: Record<string, boolean>) {
  return mockApi({
    'POST /featureflags/decide': (call) => ok({ Enabled: flags[(call.body as { Feature: string }).Feature] === true }),
  });
}

const flagEvents = () =>
  (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'featureFlag');

afterEach(() => {
  window.dataLayer = [];
});

describe('ff-metrics', () => {
  it('pushes each flag decision once to the data layer when it is on', async () => {
    decide({ 'ff-metrics': true, 'bridge-quiqdash': true });
    const { result } = renderHook(() => [useFeatureFlag('bridge-quiqdash'), useFeatureFlag('bridge-quiqdash')], {
      wrapper: wrapper('SF-metrics-on'),
    });
    await waitFor(() => expect(result.current[0]?.isEnabled).toBe(true));
    await waitFor(() =>
      expect(flagEvents()).toEqual([{ event: 'featureFlag', feature: 'bridge-quiqdash', isEnabled: true }]),
    );
  });

  it('pushes nothing when it is off', async () => {
    const api = decide({ 'bridge-quiqdash': true });
    const { result } = renderHook(() => useFeatureFlag('bridge-quiqdash'), { wrapper: wrapper('SF-metrics-off') });
    await waitFor(() => expect(result.current.isEnabled).toBe(true));
    await waitFor(() => expect(api.callsTo('POST', '/featureflags/decide')).toHaveLength(2));
    expect(flagEvents()).toEqual([]);
  });
});
