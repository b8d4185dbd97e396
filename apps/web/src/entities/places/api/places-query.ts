import { PLACE_PATHS, PLACE_SEARCH_MAX_RESULTS, type Place, type PlaceSearchResponse } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { runtimeConfig } from '../../../shared/runtime-config';
import { providerPlaceDetails, providerSuggestions } from './maps-provider';

/**
 * One adapter, two sources (docs/decisions/022): the platform's own search (the UAE's areas
 * and landmarks, the account's own addresses) always; the maps provider besides, only when
 * /env.json has a maps key. Our place ids hold a colon, a provider's never do.
 */
const isOurs = (placeId: string) => placeId.includes(':');
const mapsKey = () => runtimeConfig().mapsApiKey || undefined;

export const placeKeys = {
  all: ['places'] as const,
  search: (query: string) => [...placeKeys.all, 'search', query] as const,
  details: (placeId: string) => [...placeKeys.all, 'details', placeId] as const,
};

/** Places for the words typed: ours first; the provider's after them, when a key is set and it answers. */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const { places } = await apiRequest<PlaceSearchResponse>('platform', PLACE_PATHS.search, {
    query: { q: query },
    signal,
  });
  const key = mapsKey();
  if (!key || places.length >= PLACE_SEARCH_MAX_RESULTS) return places;
  try {
    const more = await providerSuggestions(key, query);
    const seen = new Set(places.map((place) => place.formattedAddress.toLowerCase()));
    return [...places, ...more.filter((place) => !seen.has(place.formattedAddress.toLowerCase()))].slice(
      0,
      PLACE_SEARCH_MAX_RESULTS,
    );
  } catch (error) {
    // The provider is a bonus: our own places still answer.
    console.warn('maps suggestions failed', error);
    return places;
  }
}

/** One place's details (displayName, formattedAddress): ours from the platform, a provider's from the provider. */
export function getPlaceDetails(placeId: string, signal?: AbortSignal): Promise<Place> {
  const key = mapsKey();
  if (isOurs(placeId) || !key)
    return apiRequest<Place>('platform', PLACE_PATHS.place(encodeURIComponent(placeId)), { signal });
  return providerPlaceDetails(key, placeId);
}

export function placeSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: placeKeys.search(query),
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
  });
}

/** The places matching what was typed (nothing before two letters). */
export const usePlaceSearch = (query: string) => useQuery(placeSearchQueryOptions(query));
