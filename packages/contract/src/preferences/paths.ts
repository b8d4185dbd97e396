/** Preference calls, relative to the platform base. */
export const PREFERENCE_PATHS = {
  /** GET every preference (defaults filled in); POST { key, value } sets one not yet set. */
  preferences: '/partner/preferences',
  /** PUT { value } sets the key; DELETE sends it back to its default. */
  preference: (key: string) => `/partner/preferences/${key}`,
  /** DELETE: forgets the default pickup or drop-off location. */
  removeDefault: (kind: string) => `/partner/preferences/default/${kind}`,
} as const;
