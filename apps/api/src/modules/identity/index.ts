export { identityModule } from './module';
/** What other modules read of accounts and users (they never query identity's tables), and the account's rename. */
export {
  accountExists,
  accountNames,
  findAccountById,
  isOrderSubmissionBlocked,
  orderSubmissionBlock,
  renameAccount,
  userDisplayName,
  userFullName,
} from './queries';
/** The provider's couriers are invited users of their own account (the fleet module). */
export { findPeople, insertInvitedUser } from './queries/invited-users';
/** Staff invitations (admin) open with a reset link, written as a forgotten password's is. */
export { insertResetLink } from './queries/reset';
/** Support's read-only view of an account (admin) is a session of the staff member in it. */
export { insertActorSession } from './queries/sessions';
export { registerIdentityRoutes } from './routes';
/**
 * `register` for the demo's seed (the demo merchant signs up as any merchant does); the signed-in
 * user and account for the dashboard's start-up call (quiqdash init); `checkSignIn`, the one
 * sign-in check and lockout, for every other page where a password is typed (the OAuth sign-in page).
 */
export { checkSignIn, getAccount, getUser, type IdentityDeps, mintAccess, register, type SignInCheck } from './service';
/** A team's members are identity's memberships: the teams module changes them, and the session's account, through these. */
export { addMember, endMembership, openAccountInSession, setMemberRole } from './service/memberships';
/** The account's fields the operations console edits (admin), inside its transaction. */
export { type StaffAccountFields, updateStaffAccountFields } from './service/staff-account-fields';
