import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { answerDrift } from '../../test/answer-schemas';
import { notificationFixture } from '../../test/fixtures';
import { noteDrift } from '../../test/mock-api';
import { useNotifications } from './hooks/use-notifications';

const NOTICE = notificationFixture();

/** Each call to the notifications answers the next reply of the list (the last one repeats). */
function mockNotifications(replies: ({ status: number; body: unknown } | 'network-error')[]) {
  let index = 0;
  const fetchMock = vi.fn(async () => {
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
    noteDrift(answerDrift('GET', '/quiqdash/notifications', reply.status, reply.body));
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  globalThis.fetch = fetchMock as Mock as typeof fetch;
  return fetchMock;
}

function wrapper() {
  setRuntimeConfig({ platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const serverError = { status: 500, body: { code: 'internal', message: 'boom', details: {} } };

afterEach(() => {
  window.dataLayer = [];
});

describe('notifications', () => {
  it('fetches GET /quiqdash/notifications once', async () => {
    const fetchMock = mockNotifications([{ status: 200, body: [NOTICE] }]);
    const { result } = renderHook(() => useNotifications({ isPollingEnabled: false, onFetchFailed: vi.fn() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.notifications).toEqual([NOTICE]));
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      '/api/platform/quiqdash/notifications',
    );
  });

  it('calls onFetchFailed when the fetch fails (the app signs the user out)', async () => {
    mockNotifications([serverError]);
    const onFetchFailed = vi.fn();
    renderHook(() => useNotifications({ isPollingEnabled: false, onFetchFailed }), { wrapper: wrapper() });
    await waitFor(() => expect(onFetchFailed).toHaveBeenCalledTimes(1));
  });

  it('polls only while polling is enabled', async () => {
    const fetchMock = mockNotifications([{ status: 200, body: [] }]);
    const { rerender } = renderHook(
      ({ isPollingEnabled }) => useNotifications({ isPollingEnabled, onFetchFailed: vi.fn(), pollIntervalMs: 40 }),
      { wrapper: wrapper(), initialProps: { isPollingEnabled: false } },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    rerender({ isPollingEnabled: true });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3));
    rerender({ isPollingEnabled: false });
    const count = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fetchMock.mock.calls.length).toBe(count);
  });

  it('a failed timed poll yields an empty list and does not sign out', async () => {
    mockNotifications([{ status: 200, body: [NOTICE] }, serverError]);
    const onFetchFailed = vi.fn();
    const { result } = renderHook(
      () => useNotifications({ isPollingEnabled: true, onFetchFailed, pollIntervalMs: 300 }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.notifications).toEqual([NOTICE]));
    await waitFor(() => expect(result.current.notifications).toEqual([]));
    expect(onFetchFailed).not.toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'error', area: 'notifications poll' }));
  });
});
