/*
 * The account's preferences (GET {platform}/partner/preferences: cut-offs, default
 * pickup and drop-off), read by the shell, the order form, the pickup addresses
 * and the cut-off screen, and changed by the last two.
 */

export { getPreferences, preferencesKeys, preferencesQueryOptions, usePreferencesQuery } from './api/preferences-query';
export type { DefaultKind } from './api/remove-default-preference';
export { type PreferenceChange, type RequestPhase, usePreferences } from './api/use-preferences';
