// The server's refusals a courier may meet, in the app's language. The server answers the
// contract's English (COURIER_APP_MESSAGES); a text the app does not know is shown as answered.

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFUSALS } from './contract-plain';

const KNOWN: Record<string, MessageDescriptor> = {
  [REFUSALS.noShiftToday]: msg`You have no shift today.`,
  [REFUSALS.shiftNotStarted]: msg`Start your shift first.`,
  [REFUSALS.shiftAlreadyStarted]: msg`Your shift has already started.`,
  [REFUSALS.shiftEnded]: msg`Your shift has ended.`,
  [REFUSALS.alreadyOnBreak]: msg`You are already on a break.`,
  [REFUSALS.notOnBreak]: msg`You are not on a break.`,
  [REFUSALS.endBreakFirst]: msg`End your break first.`,
  [REFUSALS.stopNotYours]: msg`This stop is not on one of your missions.`,
  [REFUSALS.notAPickup]: msg`Parcels are collected at a pickup stop.`,
  [REFUSALS.notAHandIn]: msg`Parcels are handed in at a depot stop.`,
  [REFUSALS.notALoad]: msg`Parcels are loaded at a load-at-depot stop.`,
  [REFUSALS.nothingScanned]: msg`Scan or type at least one parcel.`,
  [REFUSALS.noMatchingParcel]: msg`None of the scanned parcels belongs to this stop.`,
  [REFUSALS.wrongDeliveryCode]: msg`The delivery code is not right. Ask the recipient for the code in their message.`,
  [REFUSALS.deliveryCodeNeeded]: msg`This order needs the recipient’s delivery code.`,
  [REFUSALS.deliveryCodeLocked]: msg`Too many wrong delivery codes for this order. Call operations.`,
  [REFUSALS.cashNeeded]: msg`Confirm the cash collected for this cash-on-delivery order.`,
  [REFUSALS.proofTooLarge]: msg`A proof image is at most 5 MB.`,
  [REFUSALS.proofNotImage]: msg`A proof is a JPEG, PNG or WebP image.`,
  [REFUSALS.notOnShift]: msg`You are not on shift now.`,
  [REFUSALS.notYourOrder]: msg`This order is not on one of your missions.`,
  [REFUSALS.proofNeeded]: msg`A delivery needs a proof: a photo or signature reference, or the recipient’s name.`,
};

export function refusalText(message: string): string {
  const known = KNOWN[message];
  return known ? i18n._(known) : message;
}
