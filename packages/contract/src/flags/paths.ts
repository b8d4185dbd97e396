/**
 * Feature-flag calls, relative to the platform base. A path with a parameter is a
 * function: the web calls it with the value, the API registers it with `':name'`.
 */
export const FLAG_PATHS = {
  /** POST: the caller's own decision of one flag (the spec's Feature, Identifier, Enabled). */
  decide: '/featureflags/decide',
  /** GET (operations staff): every flag with its overrides. */
  list: '/admin/featureflags',
  /** PUT (operations staff): creates or changes a flag. */
  flag: (name: string) => `/admin/featureflags/${name}`,
  /** PUT (operations staff): forces the flag on or off for one user or account. */
  overrides: (name: string) => `/admin/featureflags/${name}/overrides`,
  /** DELETE (operations staff): removes one override. */
  override: (name: string, subjectType: string, subjectId: string) =>
    `/admin/featureflags/${name}/overrides/${subjectType}/${subjectId}`,
} as const;
