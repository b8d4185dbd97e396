/**
 * Team calls, relative to the platform base. A path with a parameter is a function: the
 * web calls it with the value, the API registers it with `':id'` (`':token'`, `':userId'`).
 */
export const TEAM_PATHS = {
  /** GET: the active account's team; POST: the active account becomes a team. */
  team: '/account/team',
  /** GET: every account the user belongs to, the active one marked. */
  organisations: '/account/organisations',
  /** POST: the session moves to another of the user's organisations. */
  activeOrganisation: '/account/organisations/active',
  /** POST: mails a single-use invitation link. */
  invitations: '/account/team/invitations',
  /** DELETE: the mailed link stops working. */
  invitation: (id: string) => `/account/team/invitations/${id}`,
  /** GET, without signing in: who invites whom to which team. */
  invitationPreview: (token: string) => `/account/team/invitations/preview/${token}`,
  /** POST: the signed-in invitee joins. */
  acceptInvitation: '/account/team/invitations/accept',
  /** PUT: changes a member's role; DELETE: removes the member. */
  member: (userId: string) => `/account/team/members/${userId}`,
} as const;
