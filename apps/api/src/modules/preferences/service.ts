import {
  DEFAULT_CUT_OFFS,
  DEFAULT_DELIVERY_OPTION,
  PREFERENCE_MESSAGES,
  PREFERENCE_VALUE_SCHEMAS,
  type PreferenceKey,
  type Preferences,
} from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, parseInput } from '../../platform/errors';
import { findLocation } from '../addresses';
import * as q from './queries';

async function readAll(db: Db, accountId: string): Promise<Map<string, unknown>> {
  const rows = await q.findPreferences(db, accountId);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The account's preferences with the spec's defaults; default locations resolved to full locations. */
export async function getPreferences(db: Db, accountId: string): Promise<Preferences> {
  const stored = await readAll(db, accountId);
  const text = (key: PreferenceKey, fallback: string) => (stored.get(key) as string | undefined) ?? fallback;
  const details = async (key: 'defaultPickupDetails' | 'defaultDropoffDetails') => {
    const value = stored.get(key) as { locationId: string } | undefined;
    if (!value) return null;
    return { locationId: value.locationId, location: (await findLocation(db, accountId, value.locationId)) ?? null };
  };
  return {
    ecommerceDeliveryOptions: text('ecommerceDeliveryOptions', DEFAULT_DELIVERY_OPTION),
    partner4hrCutOffTime: text('partner4hrCutOffTime', DEFAULT_CUT_OFFS.partner4hrCutOffTime),
    sameDayCutOffTime: text('sameDayCutOffTime', DEFAULT_CUT_OFFS.sameDayCutOffTime),
    nextDayCutOffTime: text('nextDayCutOffTime', DEFAULT_CUT_OFFS.nextDayCutOffTime),
    sameDayOtherEmiratesCutOffTime: text(
      'sameDayOtherEmiratesCutOffTime',
      DEFAULT_CUT_OFFS.sameDayOtherEmiratesCutOffTime,
    ),
    nextDayOtherEmiratesCutOffTime: text(
      'nextDayOtherEmiratesCutOffTime',
      DEFAULT_CUT_OFFS.nextDayOtherEmiratesCutOffTime,
    ),
    defaultPickupDetails: await details('defaultPickupDetails'),
    defaultDropoffDetails: await details('defaultDropoffDetails'),
    customised: [...stored.keys()].sort(),
  };
}

async function validValue(db: Db, accountId: string, key: PreferenceKey, raw: unknown) {
  // Wrapped so that field errors name the body's field (value, value.locationId), as the unknown location does.
  const { value } = parseInput(z.object({ value: PREFERENCE_VALUE_SCHEMAS[key] }), { value: raw });
  if (typeof value === 'object' && value && 'locationId' in value) {
    if (!(await findLocation(db, accountId, value.locationId))) {
      throw new AppError('invalid_argument', PREFERENCE_MESSAGES.unknownLocation, {
        details: { fields: [{ field: 'value.locationId', message: PREFERENCE_MESSAGES.unknownLocation }] },
      });
    }
  }
  return value;
}

export async function createPreference(db: Db, accountId: string, key: PreferenceKey, raw: unknown) {
  const value = await validValue(db, accountId, key, raw);
  const isStored = await q.insertPreference(db, accountId, key, value);
  if (!isStored) throw new AppError('already_exists', PREFERENCE_MESSAGES.alreadySet);
  return getPreferences(db, accountId);
}

export async function updatePreference(db: Db, accountId: string, key: PreferenceKey, raw: unknown) {
  const value = await validValue(db, accountId, key, raw);
  await q.upsertPreference(db, accountId, key, value);
  return getPreferences(db, accountId);
}

export async function deletePreference(db: Db, accountId: string, key: PreferenceKey) {
  const isDeleted = await q.deletePreference(db, accountId, key);
  if (!isDeleted) throw new AppError('not_found', PREFERENCE_MESSAGES.notSet);
  return getPreferences(db, accountId);
}
