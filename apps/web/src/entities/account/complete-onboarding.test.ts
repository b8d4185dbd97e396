import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { userFixture } from '../../test/fixtures';
import { apiError, mockApi, ok, TEST_CONFIG } from '../../test/mock-api';
import { completeOnboarding } from '.';

beforeEach(() => setRuntimeConfig(TEST_CONFIG));

describe('completeOnboarding', () => {
  it('tells the server the tour ended: the user it answers is no longer new', async () => {
    const api = mockApi({ 'POST /partner/user/onboarding/complete': ok(userFixture({ isNewUser: false })) });
    expect((await completeOnboarding())?.isNewUser).toBe(false);
    expect(api.callsTo('POST', '/partner/user/onboarding/complete')).toHaveLength(1);
  });

  it('only logs a failure: the tour is over either way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /partner/user/onboarding/complete': apiError(500, 'internal', 'boom') });
    expect(await completeOnboarding()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
