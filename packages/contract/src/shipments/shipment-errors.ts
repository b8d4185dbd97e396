/**
 * The shipments API's refusals, in English as it answers them; the dashboard shows them in
 * Arabic (issue 21). A carrier's name and a country code are values; a carrier's own error
 * text and a merchant's booking rule message stay as written.
 */
export const SHIPMENT_MESSAGES = {
  notFound: 'Shipment not found',
  noSuchDocument: 'This shipment has no such document.',
  internationalOutsideUae: 'An international shipment goes outside the UAE.',
  chooseCountryOutsideUae: 'Choose a country outside the UAE',
  domesticInsideUae: 'A domestic shipment stays inside the UAE.',
  chooseUae: 'Choose the UAE',
  clientOrderIdTaken: 'A shipment with this client order id is already booked.',
  needsCustomsLines: 'This shipment needs customs lines for its documents.',
  correctionSameCountry: 'An address correction stays in the same country.',
  noAddressAsked: 'The carrier did not ask for a new address for this shipment.',
  /** Why a carrier has no rate (the rates answer's unavailable carriers). */
  notConnected: 'Not connected on this platform',
  noCashOnDelivery: 'Does not collect cash on delivery',
  noServiceThere: 'No service for this destination',
  /** The account's shipping settings. */
  flowSettingNotFound: 'Flow setting not found',
  flowKindFixed: 'The kind of a flow setting does not change: add one for the other kind.',
  ruleSetNotFound: 'Rule set not found',
  tooManyRules: 'A rule set has at most 100 rules.',
} as const;

/** The Sameday fleet's own refusals, as its carrier adapter answers a booking, a label, an address change or a cancel. */
export const SAMEDAY_FLEET_MESSAGES = {
  serviceNotCarried: 'The Sameday fleet does not carry this shipment with this service.',
  noSuchShipment: 'The Sameday fleet has no such shipment.',
  courierOnTheWay: 'The courier is already on the way: the address can no longer change.',
  cancelBeforePickup: 'Only a shipment not yet picked up can be cancelled.',
} as const;

/** A partner carrier that cannot be reached or refuses, as its adapter says it (see ../sentences.ts); its own error text stays as written. */
export const CARRIER_SENTENCES = {
  notConnected: '{carrier} is not connected on this platform.',
  noAnswer: '{carrier} did not answer. Try again in a moment.',
  couldNotAnswer: '{carrier} could not answer (status {status}).',
  unknownStatus: '{carrier} answered an unknown status.',
  noAddressChanges: '{carrier} no longer accepts address changes for this shipment.',
} as const;

export const SHIPMENT_SENTENCES = {
  noSuchService: '{carrier} has no such service.',
  chooseService: "Choose one of {carrier}'s services",
  notToCountry: 'Does not deliver to {country}',
  weightLimit: 'Takes parcels up to {kg} kg',
  /** The same refusals when a booking names the carrier. */
  carrierNotConnected: '{carrier}: Not connected on this platform.',
  carrierNotToCountry: '{carrier}: Does not deliver to {country}.',
  carrierNoCashOnDelivery: '{carrier}: Does not collect cash on delivery.',
  carrierWeightLimit: '{carrier}: Takes parcels up to {kg} kg.',
  labelFormats: '{carrier} prints {formats} labels.',
  keepCountry: 'Keep {country}',
  flowExists: 'This account already has {kind} flow settings: change them instead.',
} as const;
