import { MESSAGES } from '@sameday/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferencesFixture } from '../../test/fixtures';
import { mockApi, ok, type Reply } from '../../test/mock-api';
import { queryWrapper } from '../../test/query-wrapper';
import { usePreferences } from '.';

const failure: Reply = { status: 500, body: { code: 'internal', message: 'boom', details: {} } };
const PREFERENCES = preferencesFixture();

describe('preferences', () => {
  it('fetches: started, then success', async () => {
    mockApi({ 'GET /partner/preferences': ok(PREFERENCES) });
    const { result } = renderHook(() => usePreferences(), { wrapper: queryWrapper() });
    expect(result.current.fetchPhase).toBe('started');
    await waitFor(() => expect(result.current.fetchPhase).toBe('success'));
    expect(result.current.preferences?.sameDayCutOffTime).toBe('13:00');
    expect(result.current.error).toBeUndefined();
  });

  it("a failed fetch is 'Problem with request'", async () => {
    mockApi({ 'GET /partner/preferences': failure });
    const { result } = renderHook(() => usePreferences(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.fetchPhase).toBe('failed'));
    expect(result.current.error).toBe(MESSAGES.preferenceFailed);
  });

  it.each([
    [
      'create',
      (p: ReturnType<typeof usePreferences>) => p.create('sameDayCutOffTime', '12:00'),
      'POST /partner/preferences',
    ],
    [
      'update',
      (p: ReturnType<typeof usePreferences>) => p.update('sameDayCutOffTime', '12:00'),
      'PUT /partner/preferences/sameDayCutOffTime',
    ],
    [
      'removeDefault',
      (p: ReturnType<typeof usePreferences>) => p.removeDefault('pickup'),
      'DELETE /partner/preferences/default/pickup',
    ],
    [
      'delete',
      (p: ReturnType<typeof usePreferences>) => p.remove('sameDayCutOffTime'),
      'DELETE /partner/preferences/sameDayCutOffTime',
    ],
  ] as const)("%s goes started, then failed with 'Problem with request'", async (operation, run, route) => {
    // The change is held until the test lets it answer: its 'started' phase can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({ 'GET /partner/preferences': ok(PREFERENCES), [route]: () => held.then(() => failure) });
    const { result } = renderHook(() => usePreferences(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.fetchPhase).toBe('success'));
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = run(result.current).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.changePhase).toBe('started'));
    release();
    await act(() => pending);
    await waitFor(() => expect(result.current.changePhase).toBe('failed'));
    expect(result.current.lastChange).toBe(operation);
    expect(result.current.error).toBe(MESSAGES.preferenceFailed);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(route);
  });

  it('a successful change goes success and replaces the cached preferences with the answer', async () => {
    const updated = preferencesFixture({ sameDayCutOffTime: '12:00', customised: ['sameDayCutOffTime'] });
    const api = mockApi({
      'GET /partner/preferences': ok(PREFERENCES),
      'PUT /partner/preferences/sameDayCutOffTime': ok(updated),
    });
    const { result } = renderHook(() => usePreferences(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.fetchPhase).toBe('success'));
    await act(() => result.current.update('sameDayCutOffTime', '12:00'));
    await waitFor(() => expect(result.current.changePhase).toBe('success'));
    expect(result.current.preferences?.sameDayCutOffTime).toBe('12:00');
    expect(result.current.error).toBeUndefined();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ value: '12:00' });
  });
});
