import { describe, expect, it } from 'vitest';
import { answerSchemaOf } from './answer-schemas';
import { accountFixture, locationFixture } from './fixtures';
import { apiError, mockApi, ok, takeMockDrifts } from './mock-api';

describe('the mocked answers', () => {
  it("refuses a fixed answer that does not match the contract's answer schema, naming the route and the fields", () => {
    expect(() => mockApi({ 'GET /account': ok({ id: 'acc_1', name: 'Demo Store LLC' }) })).toThrow(
      /The mocked answer of GET \/account does not match the contract's schema of GET \/account:\n {2}clientType:/,
    );
    const api = mockApi({});
    expect(() => api.set({ 'GET /partner/accounts/acc_1/addresses': ok([{ id: 'loc_1' }]) })).toThrow(
      /GET \/partner\/accounts\/acc_1\/addresses does not match .* GET \/partner\/accounts\/:id\/addresses:\n {2}0\.accountId:/,
    );
  });

  it('keeps an answer made from the call that drifts, for the test to fail with', async () => {
    mockApi({ 'POST /partner/addresses': () => ok({ id: 'loc_new' }) });
    await fetch('/api/platform/partner/addresses', { method: 'POST', body: '{}' });
    const drifts = takeMockDrifts();
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toMatch(/^The mocked answer of POST \/partner\/addresses does not match/);
  });

  it('accepts answers that match, refusals, and routes the contract has no answer schema for yet', async () => {
    mockApi({
      'GET /account': ok(accountFixture()),
      'GET /partner/accounts/acc_1/addresses': () => ok([locationFixture()]),
      'GET /accounts/acc_1': apiError(403, 'permission_denied', 'Your role does not allow this (settings:read).'),
      'GET /integrations/shopify/settings': ok({ shop: 'falcon-perfumes.myshopify.com' }),
    });
    await fetch('/api/platform/partner/accounts/acc_1/addresses');
    expect(takeMockDrifts()).toEqual([]);
  });

  it('finds the schema of a path by its exact route first, then by a pattern', () => {
    expect(answerSchemaOf('DELETE', '/partner/preferences/default/pickup')?.route).toBe(
      'DELETE /partner/preferences/default/:kind',
    );
    expect(answerSchemaOf('DELETE', '/partner/preferences/sameDayCutOffTime')?.route).toBe(
      'DELETE /partner/preferences/:key',
    );
    expect(answerSchemaOf('GET', '/account/team')?.route).toBe('GET /account/team');
    expect(answerSchemaOf('GET', '/permissions')?.route).toBe('GET /permissions');
    expect(answerSchemaOf('GET', '/integrations/shopify/settings')).toBeUndefined();
  });
});
