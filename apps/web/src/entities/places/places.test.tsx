import { mapsApiError, type Place } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { mockApi, ok, TEST_CONFIG } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import { getPlaceDetails, PlaceAutocomplete, searchPlaces } from '.';

const MARINA: Place = {
  placeId: 'history:order:ord_1',
  kind: 'history',
  displayName: 'Marina Heights Tower',
  formattedAddress: 'Marina Heights Tower, Dubai Marina, Dubai',
  area: 'Dubai Marina',
  emirate: 'Dubai',
};
const AREA: Place = {
  placeId: 'area:dubai:dubai-marina',
  kind: 'area',
  displayName: 'Dubai Marina',
  formattedAddress: 'Dubai Marina, Dubai, United Arab Emirates',
  area: 'Dubai Marina',
  emirate: 'Dubai',
};

beforeEach(() => setRuntimeConfig(TEST_CONFIG));
afterEach(() => vi.restoreAllMocks());

describe('the places adapter', () => {
  it('searches the platform only, with no maps key', async () => {
    const api = mockApi({ 'GET /places/search': ok({ places: [MARINA, AREA] }) });
    expect(await searchPlaces('marina')).toEqual([MARINA, AREA]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.search.get('q')).toBe('marina');
  });

  it("asks the maps provider's place details with the key, for displayName and formattedAddress", async () => {
    setRuntimeConfig({ ...TEST_CONFIG, mapsApiKey: 'maps-key' });
    const fetchMock = vi.fn(async () =>
      Response.json({
        displayName: { text: 'Burj Khalifa' },
        formattedAddress: '1 Sheikh Mohammed bin Rashid Blvd, Dubai',
      }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const place = await getPlaceDetails('ChIJ123');
    expect(place).toMatchObject({ displayName: 'Burj Khalifa', emirate: 'Dubai' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://places.googleapis.com/v1/places/ChIJ123');
    expect(init.headers).toMatchObject({
      'X-Goog-Api-Key': 'maps-key',
      'X-Goog-FieldMask': 'displayName,formattedAddress',
    });
  });

  it("raises 'API Error: {status}' when the maps provider answers not ok", async () => {
    setRuntimeConfig({ ...TEST_CONFIG, mapsApiKey: 'maps-key' });
    globalThis.fetch = vi.fn(async () => new Response('denied', { status: 403 })) as unknown as typeof fetch;
    await expect(getPlaceDetails('ChIJ123')).rejects.toThrow(mapsApiError(403));
    expect(mapsApiError(403)).toBe('API Error: 403');
  });

  it("answers the platform's own place ids from the platform, even with a key", async () => {
    setRuntimeConfig({ ...TEST_CONFIG, mapsApiKey: 'maps-key' });
    const api = mockApi({ 'GET /places/area:dubai:dubai-marina': ok(AREA) });
    expect(await getPlaceDetails(AREA.placeId)).toEqual(AREA);
    expect(api.calls[0]?.path).toBe('/places/area:dubai:dubai-marina');
  });
});

function Field({ onPlace }: { onPlace: (place: Place) => void }) {
  const [value, setValue] = useState('');
  return <PlaceAutocomplete label="Area" value={value} onChange={setValue} onPlace={onPlace} />;
}

describe('PlaceAutocomplete', () => {
  it("offers the account's own addresses and the UAE's places as the user types; choosing one fills the area", async () => {
    mockApi({ 'GET /places/search': ok({ places: [MARINA, AREA] }) });
    const onPlace = vi.fn();
    const view = renderScreen([{ path: '/', element: <Field onPlace={onPlace} /> }], '/');
    const field = await screen.findByLabelText('Area', { selector: 'input' });
    await view.user.type(field, 'marina');
    const option = await screen.findByRole('option', { name: /Marina Heights Tower.*Used before/ });
    await view.user.click(option);
    await waitFor(() => expect(field).toHaveValue('Dubai Marina'));
    expect(onPlace).toHaveBeenCalledWith(MARINA);
  });
});
