import { PLACE_MESSAGES, PLACE_SEARCH_MAX_RESULTS, type Place, type PlaceKind, UAE_AREAS } from '@sameday/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { findLocation, listLocations } from '../addresses';
import { getOrder, listOrders } from '../orders';
import { UAE_LANDMARKS } from './uae-places';

/** How many of the account's latest orders lend their recipients' addresses to the search. */
const RECENT_ORDERS = 200;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const joinAddress = (...parts: string[]) => parts.filter(Boolean).join(', ');

function areaPlace(area: string, emirate: string): Place {
  return {
    placeId: `area:${slug(emirate)}:${slug(area)}`,
    kind: 'area',
    displayName: area,
    formattedAddress: joinAddress(area, emirate, 'United Arab Emirates'),
    area,
    emirate,
  };
}

function landmarkPlace(landmark: (typeof UAE_LANDMARKS)[number]): Place {
  return {
    placeId: `landmark:${slug(landmark.name)}`,
    kind: 'landmark',
    displayName: landmark.name,
    formattedAddress: joinAddress(landmark.name, landmark.area, landmark.emirate, 'United Arab Emirates'),
    area: landmark.area,
    emirate: landmark.emirate,
  };
}

type AddressLike = { addressLine1: string; area: string; emirate: string };

function historyPlace(placeId: string, displayName: string, address: AddressLike): Place {
  return {
    placeId,
    kind: 'history',
    displayName,
    formattedAddress: joinAddress(address.addressLine1, address.area, address.emirate),
    area: address.area,
    emirate: address.emirate,
  };
}

/** The places anyone may find: every area of the areas file, and the landmarks. */
const PUBLIC_PLACES: readonly Place[] = [
  ...UAE_LANDMARKS.map(landmarkPlace),
  ...Object.entries(UAE_AREAS).flatMap(([emirate, areas]) => areas.map((area) => areaPlace(area, emirate))),
];

/** The addresses this account has used: its saved addresses, then its latest orders' recipients. */
async function historyOf(db: Db, accountId: string): Promise<Place[]> {
  const [locations, recent] = await Promise.all([
    listLocations(db, accountId),
    listOrders(db, accountId, { limit: RECENT_ORDERS }),
  ]);
  return [
    ...locations.map((location) =>
      historyPlace(`history:location:${location.id}`, location.locationName || location.addressLine1, location),
    ),
    ...recent.orders.map((order) =>
      historyPlace(`history:order:${order.id}`, order.dropoff.addressLine1, order.dropoff),
    ),
  ];
}

const RANK: Record<PlaceKind, number> = { history: 0, landmark: 1, area: 2 };

/**
 * Places whose name and address hold every word typed (any case), the account's own
 * addresses first, then landmarks, then areas; a name starting with the words comes
 * first within each. One answer per address.
 */
export async function searchPlaces(db: Db, who: Actor, query: string): Promise<Place[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (place: Place) => {
    const text = `${place.displayName} ${place.formattedAddress}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const startsWith = (place: Place) => (place.displayName.toLowerCase().startsWith(words[0] ?? '') ? 0 : 1);
  const found = [...(await historyOf(db, who.accountId)), ...PUBLIC_PLACES].filter(matches);
  found.sort((a, b) => RANK[a.kind] - RANK[b.kind] || startsWith(a) - startsWith(b));
  const seen = new Set<string>();
  return found
    .filter((place) => {
      const key = place.formattedAddress.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, PLACE_SEARCH_MAX_RESULTS);
}

const placeNotFound = () => new AppError('not_found', PLACE_MESSAGES.notFound);

/** One place's details by its id; the account's own addresses only for that account. */
export async function getPlace(db: Db, who: Actor, placeId: string): Promise<Place> {
  const [kind, source, id] = placeId.split(':');
  if (kind === 'history' && id) {
    if (source === 'location') {
      const location = await findLocation(db, who.accountId, id);
      if (!location) throw placeNotFound();
      return historyPlace(placeId, location.locationName || location.addressLine1, location);
    }
    if (source === 'order') {
      const order = await getOrder(db, who.accountId, id).catch(() => undefined);
      if (!order) throw placeNotFound();
      return historyPlace(placeId, order.dropoff.addressLine1, order.dropoff);
    }
  }
  const place = PUBLIC_PLACES.find((candidate) => candidate.placeId === placeId);
  if (!place) throw placeNotFound();
  return place;
}
