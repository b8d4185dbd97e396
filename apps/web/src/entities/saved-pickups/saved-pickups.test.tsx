import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountFixture, locationFixture, preferencesFixture } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { queryWrapper } from '../../test/query-wrapper';
import { useSavedPickups } from '.';

afterEach(() => {
  window.dataLayer = [];
});

describe('saved pickups', () => {
  const location = (id: string, locationName: string | null) =>
    locationFixture({
      id,
      accountId: 'acc_1',
      locationName,
      addressLine1: 'Warehouse 4',
      createdAt: '',
      updatedAt: '',
    });

  it('offers only addresses with a location name, as {label, value, contactName, phone, region}, and the default', async () => {
    mockApi({
      'GET /account': ok(accountFixture()),
      'GET /partner/preferences': ok(
        preferencesFixture({ defaultPickupDetails: { locationId: 'loc_2', location: null } }),
      ),
      'GET /partner/accounts/acc_1/addresses': ok([location('loc_1', null), location('loc_2', 'Main warehouse')]),
    });
    const { result } = renderHook(() => useSavedPickups(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.savedPickups).toHaveLength(1));
    const pickup = {
      label: 'Main warehouse',
      value: 'loc_2',
      contactName: 'Omar Haddad',
      phone: '+971501112233',
      region: 'Al Quoz',
    };
    expect(result.current.savedPickups).toEqual([pickup]);
    await waitFor(() => expect(result.current.defaultSavedPickup).toEqual(pickup));
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'saved addresses', outcome: 'success' });
  });
});
