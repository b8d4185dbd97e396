import { z } from 'zod';

export { areasOf, UAE_AREAS } from './areas';

/**
 * Address search without any outside service (docs/decisions/022): the UAE's areas and
 * landmarks, and the addresses the account has used (saved addresses, past recipients).
 * Relative to the platform base.
 */
export const PLACE_PATHS = {
  /** GET ?q: places whose name or address holds the words typed, the account's own first. */
  search: '/places/search',
  /** GET: one place's details (displayName, formattedAddress), as the maps service's place details. */
  place: (placeId: string) => `/places/${placeId}`,
} as const;

/** The places API's refusals, in English as it answers them; the dashboard shows them in Arabic. */
export const PLACE_MESSAGES = {
  notFound: 'Place not found',
  /** The places search's field check. */
  typeTwoCharacters: 'Type at least 2 characters',
} as const;

export const PLACE_KINDS = ['history', 'landmark', 'area'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place id: `<kind>:<key>` for ours; a maps provider's ids never contain a colon. */
export const PlaceIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9:_-]+$/, 'A place id is letters, digits, :, - and _');

export const PlaceParamsSchema = z.object({ placeId: PlaceIdSchema });

export const PLACE_SEARCH_MAX_RESULTS = 8;
export const PlaceSearchQuerySchema = z.object({
  q: z.string().trim().min(2, PLACE_MESSAGES.typeTwoCharacters).max(100, 'Must be at most 100 characters.'),
});
export type PlaceSearchQuery = z.input<typeof PlaceSearchQuerySchema>;

/** The maps service's place details (spec §7): the two fields the dashboard asks for, and where it lies. */
export const PlaceSchema = z.object({
  placeId: z.string(),
  kind: z.enum(PLACE_KINDS),
  displayName: z.string(),
  formattedAddress: z.string(),
  /** The area to put in the address form's area field ('' when a provider does not say). */
  area: z.string(),
  emirate: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceSearchResponseSchema = z.object({ places: z.array(PlaceSchema) });
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponseSchema>;

/** Spec §7: a non-ok answer of the maps service's place details raises this. */
export const mapsApiError = (status: number) => `API Error: ${status}`;
