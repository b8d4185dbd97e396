// Plain messages, no schema library: the web's session code imports them on every page.

/**
 * The account a call acts on is the one its access token names; the server checks on every
 * call that the user still belongs to it. When they no longer do, the call is refused with
 * this reason and message, and the session's next token opens the user's own account.
 */
export const ACCOUNT_ACCESS_ENDED = {
  reason: 'account_access_ended',
  message: 'You are no longer a member of this account. Your own account is open again.',
} as const;

/** A switch to an account the user is not a member of (or that does not exist). */
export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this account.';

/** The team API's refusals, in English as it answers them; the dashboard shows them in Arabic. */
export const TEAM_MESSAGES = {
  alreadyHasTeam: 'This account already has a team.',
  createTeamFirst: 'Create a team first, then invite its members.',
  alreadyMember: 'This person is already a member of the team.',
  invitationNotFound: 'Invitation not found',
  invitationInvalid: 'This invitation is invalid, expired or already used. Ask for a new one.',
  ownMembership: 'You cannot change your own membership here.',
  memberNotFound: 'Member not found',
  ownerRoleFixed: "The owner's role cannot be changed.",
} as const;

/** The same, with values (see ../sentences.ts): the invited address, the roles a user may be given (as written). */
export const TEAM_SENTENCES = {
  invitationForOther: 'This invitation is for {email}. Sign in with that email to join.',
  userRoleOneOf: 'A role is one of: {roles}',
  /** An account's invitations of the last 24 hours reached the most allowed; `hours` until the next may go. */
  tooManyInvitations:
    'This account has sent {max} invitations in the last 24 hours, the most allowed. Try again in {hours} h.',
} as const;
