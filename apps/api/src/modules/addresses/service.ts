import {
  ADDRESS_MESSAGES,
  AddressInputSchema,
  type AddressPatchSchema,
  type Location,
  PICKUP_ZONES,
  type PickupZone,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { randomId } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { announceDeleted, announcePickupSaved } from './events';
import * as q from './queries';

export function toLocation(row: q.AddressRow): Location {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind,
    locationName: row.locationName,
    contactName: row.contactName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    apartmentNumber: row.apartmentNumber,
    area: row.area,
    emirate: row.emirate,
    regionCode: row.regionCode,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', ADDRESS_MESSAGES.notFound);

/** One address of the account; another account's id is simply not found. */
export async function findLocation(db: DbOrTx, accountId: string, id: string): Promise<Location | undefined> {
  const row = await q.findAddress(db, accountId, id);
  return row ? toLocation(row) : undefined;
}

export async function getLocation(db: DbOrTx, accountId: string, id: string): Promise<Location> {
  const location = await findLocation(db, accountId, id);
  if (!location) throw notFound();
  return location;
}

export async function listLocations(db: DbOrTx, accountId: string): Promise<Location[]> {
  const rows = await q.findAddresses(db, accountId);
  return rows.map(toLocation);
}

export async function createLocation(
  db: Db,
  accountId: string,
  input: z.output<typeof AddressInputSchema>,
): Promise<Location> {
  const row = await db.transaction(async (tx) => {
    const inserted = await q.insertAddress(tx, {
      id: randomId('loc'),
      accountId,
      ...input,
      locationName: input.locationName || null,
    });
    if (!inserted) throw new Error('address not stored');
    // The first pickup address becomes the default one (the preferences hear of it): a new shipment starts from it.
    if (inserted.kind === 'pickup') await announcePickupSaved(db, tx, { accountId, addressId: inserted.id });
    return inserted;
  });
  return toLocation(row);
}

export async function updateLocation(
  db: DbOrTx,
  accountId: string,
  id: string,
  patch: z.output<typeof AddressPatchSchema>,
): Promise<Location> {
  const current = await getLocation(db, accountId, id);
  // The merged address must still be whole.
  const merged = AddressInputSchema.parse({ ...current, ...patch });
  const row = await q.updateAddress(db, accountId, id, { ...merged, locationName: merged.locationName || null });
  if (!row) throw notFound();
  return toLocation(row);
}

/**
 * Deletes an address. A default pickup or drop-off that pointed at it is cleared in the same
 * transaction (the preferences hear of the deletion): the account is left without a default
 * rather than with one that cannot be used.
 */
export async function deleteLocation(db: Db, accountId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await q.softDeleteAddress(tx, accountId, id))) throw notFound();
    await announceDeleted(db, tx, { accountId, addressId: id });
  });
}

/** The pickup zones, each with how many of the account's live pickup addresses lie in it. */
export async function listPickupZones(db: DbOrTx, accountId: string): Promise<PickupZone[]> {
  const counts = await q.countPickupAddressesByEmirate(db, accountId);
  const countOf = (emirate: string) => counts.find((row) => row.emirate === emirate)?.count ?? 0;
  return PICKUP_ZONES.map((zone) => ({
    id: zone.id,
    name: zone.name,
    regionCode: zone.regionCode,
    emirates: [...zone.emirates],
    pickupAddressCount: zone.emirates.reduce((sum, emirate) => sum + countOf(emirate), 0),
  }));
}
