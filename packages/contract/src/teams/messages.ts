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
