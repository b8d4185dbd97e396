/** The pickups' refusals (the spec's error shape: a code and one of these messages; Arabic in contract.po). */
export const PICKUP_MESSAGES = {
  unknownPickup: 'Choose one of your pickup addresses.',
  windowNotOffered: 'Choose one of the pickup windows offered: this one has passed or cannot be served.',
  alreadyRequested: 'A pickup is already requested at this address on this day. Cancel it to choose another window.',
  requestNotFound: 'Pickup request not found.',
  alreadyPlanned: 'The courier’s pickup is already planned: this request can no longer be cancelled.',
  manifestEmpty: 'This pickup address has no orders on that day.',
  alreadySigned: 'This pickup’s manifest is already signed off.',
  signerNeeded: 'Type the name of the person handing over the parcels.',
  signatureNeeded: 'The merchant’s signature is needed.',
  manifestDayInvalid: 'Give the day as a date (YYYY-MM-DD).',
  manifestDayAhead: 'Choose today or an earlier day: a later day has no manifest yet.',
  manifestDayTooOld: 'Choose a day within the last 90 days.',
} as const;
