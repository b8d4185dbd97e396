/*
 * Places (address search): the platform's own search of the UAE's areas and landmarks and
 * the account's own addresses, with a maps provider besides when /env.json has a key.
 */
export { providerPlaceDetails } from './api/maps-provider';
export { getPlaceDetails, placeKeys, placeSearchQueryOptions, searchPlaces } from './api/places-query';
export { PlaceAutocomplete, type PlaceAutocompleteProps } from './place-autocomplete';
export { ADDRESS_FIELD_NAMES, EMIRATE_LABELS, SERVICE_KIND_LABELS } from './place-labels';
export { isEmirate, useEmirateName } from './use-emirate-name';
