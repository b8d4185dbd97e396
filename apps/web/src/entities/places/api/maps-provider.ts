import { mapsApiError, type Place } from '@sameday/contract';
import { runtimeConfig } from '../../../shared/runtime-config';

/**
 * The maps service (platform spec §7 "maps service place-details GET by placeId requesting
 * displayName and formattedAddress"), used only when /env.json has a maps key. It speaks the
 * Places API's documented protocol: the key and the field mask travel as headers. The server names
 * where the provider answers (/env.json `mapsApiUrl`, the origin its Content-Security-Policy allows).
 */
const placesApi = () => `${runtimeConfig().mapsApiUrl || 'https://places.googleapis.com'}/v1`;

type ProviderPlace = { id?: string; displayName?: { text?: string }; formattedAddress?: string };
type ProviderSuggestions = {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
      text?: { text?: string };
    };
  }[];
};

async function call<T>(url: string, key: string, init: { method?: string; body?: unknown; fieldMask: string }) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      'X-Goog-Api-Key': key,
      'X-Goog-FieldMask': init.fieldMask,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // Spec §7: a non-ok status raises 'API Error: {status}'.
  if (!response.ok) throw new Error(mapsApiError(response.status));
  return (await response.json()) as T;
}

/** The emirate named in a provider's address, when it names one of ours. */
function emirateOf(address: string): string {
  const names = ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'];
  return names.find((name) => address.includes(name)) ?? '';
}

/** Place details: displayName and formattedAddress of one place id. */
export async function providerPlaceDetails(key: string, placeId: string): Promise<Place> {
  const place = await call<ProviderPlace>(`${placesApi()}/places/${encodeURIComponent(placeId)}`, key, {
    fieldMask: 'displayName,formattedAddress',
  });
  const formattedAddress = place.formattedAddress ?? '';
  return {
    placeId,
    kind: 'landmark',
    displayName: place.displayName?.text ?? formattedAddress,
    formattedAddress,
    area: '',
    emirate: emirateOf(formattedAddress),
  };
}

/** The provider's suggestions for the words typed, in the UAE only. */
export async function providerSuggestions(key: string, input: string): Promise<Place[]> {
  const answer = await call<ProviderSuggestions>(`${placesApi()}/places:autocomplete`, key, {
    method: 'POST',
    body: { input, includedRegionCodes: ['ae'] },
    fieldMask:
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat',
  });
  return (answer.suggestions ?? []).flatMap(({ placePrediction: prediction }) => {
    if (!prediction?.placeId) return [];
    const formattedAddress = prediction.text?.text ?? '';
    return [
      {
        placeId: prediction.placeId,
        kind: 'landmark' as const,
        displayName: prediction.structuredFormat?.mainText?.text ?? formattedAddress,
        formattedAddress,
        area: '',
        emirate: emirateOf(formattedAddress),
      },
    ];
  });
}
