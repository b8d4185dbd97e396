import {
  latestScheduleDate,
  ORDER_ERROR_MESSAGES,
  ORDER_ERROR_SENTENCES,
  type OrderInputSchema,
  quoteOrder,
  scheduleProblemText,
  serverText,
  serviceWindow,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { fieldError, invalidArgument } from '../../../platform/errors';
import { findLocation } from '../../addresses';
import { isFlagEnabled } from '../../flags';
import { getPreferences } from '../../preferences';
import { getPricingModel } from '../../pricing';

export type OrderInput = z.output<typeof OrderInputSchema>;
export type Pickup = NonNullable<Awaited<ReturnType<typeof findLocation>>>;
export type PlanningContext = {
  now: Date;
  preferences: Awaited<ReturnType<typeof getPreferences>>;
  model: Awaited<ReturnType<typeof getPricingModel>>;
  isFourHourEnabled: boolean;
};
export type PlannedOrder = ReturnType<typeof planOrder>;

/**
 * What pricing and scheduling read once per request: the domain's clock, the cut-offs, the rate
 * card and the 4-hour flag.
 */
export async function loadPlanningContext(db: Db, who: Actor): Promise<PlanningContext> {
  const [preferences, model, isFourHourEnabled] = await Promise.all([
    getPreferences(db, who.accountId),
    getPricingModel(db, who.accountId),
    isFlagEnabled(db, who, 'shipments_partner_4hr'),
  ]);
  return { now: db.hub.clock(), preferences, model, isFourHourEnabled };
}

/** Resolves the pickup, the service day and the price of an order input, or says which field is wrong. */
export async function priceAndSchedule(db: Db, who: Actor, input: OrderInput) {
  const pickup = await findLocation(db, who.accountId, input.pickupLocationId);
  if (!pickup) throw invalidArgument([{ field: 'pickupLocationId', message: ORDER_ERROR_MESSAGES.unknownPickup }]);
  return planOrder(input, pickup, await loadPlanningContext(db, who));
}

/** The service day and the price of an order from a known pickup, without reading the database. */
export function planOrder(
  input: OrderInput,
  pickup: Pickup,
  { now, preferences, model, isFourHourEnabled }: PlanningContext,
) {
  const window = serviceWindow({
    now,
    kind: input.serviceKind,
    destinationEmirate: input.recipient.emirate,
    pickupEmirate: pickup.emirate,
    cutOffs: preferences,
    isFourHourEnabled,
  });
  if (!window.isOffered)
    throw invalidArgument([
      { field: 'serviceKind', message: window.reason ?? ORDER_ERROR_MESSAGES.serviceNotAvailable },
    ]);
  let serviceDate = window.serviceDate;
  if (input.scheduledDate) {
    const problem = scheduleProblemText(input.scheduledDate, {
      earliest: window.serviceDate,
      latest: latestScheduleDate(now),
    });
    if (problem) throw invalidArgument([{ field: 'scheduledDate', ...problem }]);
    serviceDate = input.scheduledDate;
  }
  const quote = quoteOrder(model, {
    serviceKind: input.serviceKind,
    destinationEmirate: input.recipient.emirate,
    items: input.items,
    isCashOnDelivery: input.payment.mode === 'cod',
  });
  if (!quote) {
    throw invalidArgument([
      fieldError(
        'serviceKind',
        serverText(ORDER_ERROR_SENTENCES.noPriceForService, { emirate: input.recipient.emirate }),
      ),
    ]);
  }
  return {
    serviceDate,
    priceFils: quote.totalFils,
    pickup: pickupSnapshot(pickup),
  };
}

/**
 * What an order keeps of its saved pickup address: a copy, so that a later edit of the
 * address leaves the orders already placed from it as they were.
 */
export function pickupSnapshot(
  location: { id: string } & Pick<
    Pickup,
    'contactName' | 'phone' | 'addressLine1' | 'addressLine2' | 'apartmentNumber' | 'area' | 'emirate'
  > & { locationName: string | null },
) {
  return {
    kind: 'pickup' as const,
    locationId: location.id,
    locationName: location.locationName,
    contactName: location.contactName,
    phone: location.phone,
    addressLine1: location.addressLine1,
    addressLine2: location.addressLine2,
    apartmentNumber: location.apartmentNumber,
    area: location.area,
    emirate: location.emirate,
  };
}

function dropoffOf(input: OrderInput) {
  return {
    kind: 'dropoff' as const,
    ...input.recipient,
    latitude: input.recipient.latitude ?? null,
    longitude: input.recipient.longitude ?? null,
  };
}

/** The columns an order input decides, on creation and on edit alike. */
export function orderColumns(input: OrderInput, planned: PlannedOrder) {
  return {
    serviceKind: input.serviceKind,
    serviceDate: planned.serviceDate,
    scheduledDate: input.scheduledDate ?? null,
    partnerOrderId: input.partnerOrderId || null,
    pickupLocationId: planned.pickup.locationId,
    pickup: planned.pickup,
    recipientName: input.recipient.name,
    recipientPhone: input.recipient.phone,
    dropoff: dropoffOf(input),
    tags: input.tags ?? [],
    longestSideCm: input.longestSideCm ?? null,
    paymentMode: input.payment.mode,
    codAmountFils: input.payment.codAmountFils,
    priceFils: planned.priceFils,
  };
}

export const referenceTaken = () =>
  invalidArgument(
    [{ field: 'partnerOrderId', message: ORDER_ERROR_MESSAGES.referenceTaken }],
    ORDER_ERROR_MESSAGES.referenceTaken,
  );

/**
 * A unique violation of the named index. Drizzle wraps the driver's error (whose
 * message is the failed query) and keeps the driver's code and constraint in its cause.
 */
export function violates(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}
