// Staff roles of the provider and which staff call each role may make. Zod-free, so the shell can
// gate the console's sidebar without loading the schemas.

import { textWriter } from '../sentences';

/** The provider's staff roles (user roles, not account roles). 'admin' keeps every power. */
export const STAFF_ROLES = ['operations', 'finance', 'support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The spec's beta roles: switches on a user, given and taken like staff roles. */
export const BETA_ROLES = ['bulk_beta', 'map_beta', 'pagination_beta', 'reports_beta'] as const;
export type BetaRole = (typeof BETA_ROLES)[number];

/**
 * The beta roles that change nothing yet (docs/decisions/068): the specs name them without a
 * product behind them, so none can be given. One held from before can still be taken back.
 * `reports_beta` works: the user lands on the reports after signing in.
 */
export const RESERVED_BETA_ROLES = ['bulk_beta', 'map_beta', 'pagination_beta'] as const satisfies readonly BetaRole[];
export const isReservedRole = (role: string): boolean => (RESERVED_BETA_ROLES as readonly string[]).includes(role);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  operations: 'Operations',
  finance: 'Finance',
  support: 'Support',
  admin: 'Admin',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  operations: 'Accounts, block state, account edits, ownerships.',
  finance: 'Accounts, block state, invoices marked paid, ownerships.',
  support: 'Accounts (read), and viewing an account as its merchant (read-only).',
  admin: 'Everything, including staff, roles, feature flags and the audit log.',
};

export const BETA_ROLE_LABELS: Record<BetaRole, string> = {
  bulk_beta: 'Bulk orders beta',
  map_beta: 'Map beta',
  pagination_beta: 'Pagination beta',
  reports_beta: 'Reports account',
};

/**
 * The staff roles each kind of staff call needs ('admin' always passes, so it is not listed).
 * The API guards with these lists (`authenticate(request, { staff: STAFF_ACCESS.x })`) and the
 * console hides what the caller's roles cannot do.
 */
export const STAFF_ACCESS = {
  /** Accounts search, one account, by email, capabilities, overview, invoices, ownerships (read). */
  readAccounts: ['operations', 'finance', 'support'],
  /** PUT /accounts (staff fields). */
  editAccounts: ['operations'],
  /** POST /accounts/{id}/set-block-state. */
  blockAccounts: ['operations', 'finance'],
  /** POST /invoices/{id}/mark-paid. */
  markInvoicesPaid: ['finance'],
  /** Ownerships: create, change, delete, migrate. */
  manageOwnerships: ['operations', 'finance'],
  /** GET /oauth/actor/token/{id}. */
  actAsAccount: ['support'],
  /** Orders held for review by the dispatcher's rules: list and release (decision 041). */
  reviewHolds: ['operations'],
  /** The dispatch board: couriers, shifts, waves, missions and the moves of orders (decision 056). */
  dispatch: ['operations'],
  /** Roles, employee register, staff list, audit log, feature flags. */
  admin: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof STAFF_ACCESS;

/** Whether a user's roles make them staff at all (any staff role). */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** Whether a user's roles allow a kind of staff call ('admin' allows every one). */
export function canStaff(roles: readonly string[], access: StaffAccess): boolean {
  if (roles.includes('admin')) return true;
  return (STAFF_ACCESS[access] as readonly string[]).some((role) => roles.includes(role));
}

/** Lifetime of a token acting as an account (GET /oauth/actor/token/{id}). */
export const ACTOR_TOKEN_TTL_SECONDS = 600;

/** The staff sentences with values (see ../sentences.ts): the staff roles named as the API names them. */
export const STAFF_SENTENCES = {
  roleNeeded: 'This needs one of the staff roles: {roles}.',
  reservedRole: 'The role {role} is reserved: it has no effect yet, so it cannot be given.',
} as const;

const staffText = textWriter('staff', STAFF_SENTENCES);
/** The staff refusals with values, by id beside their English. */
export const STAFF_TEXTS = {
  roleNeeded: (roles: readonly string[]) => staffText('roleNeeded', { roles: ['admin', ...roles].join(', ') }),
} as const;

export const STAFF_MESSAGES = {
  staffOnly: 'This is for Sameday operations staff only.',
  roleNeeded: (roles: readonly string[]) => STAFF_TEXTS.roleNeeded(roles).message,
  actorReadOnly: 'This is a read-only support view of the account: it cannot change anything.',
  reasonRequired: 'Give a reason',
  ownershipExists: 'This account already has an ownership',
  ownershipNotFound: 'Ownership not found',
  accountNotFound: 'Account not found',
  userNotFound: 'User not found',
  ownerNotStaff: 'The owner must be a staff user',
  emailTaken: 'A user with this email already exists',
  migrateSameTarget: 'Choose a different owner or billing identifier to move to',
  migrateNeedsSource: 'Name the owner or the billing identifier to move from',
  migrateNeedsTarget: 'Name the owner or the billing identifier to move to',
  ownAdminRole: 'You cannot remove your own admin role.',
  cursorNotFromList: 'The cursor is not one this list gave',
  /** Why an account cannot do something (the account's capabilities in the operations console). */
  orderSubmissionBlocked: 'Order submission is blocked',
  fourHourOff: 'The 4-hour service is not switched on for this account',
  notFulfilmentAccount: 'Not a fulfilment account',
  shopOrdersBlocked: 'Shop orders cannot be placed while blocked',
  /** The console's field checks (account edits, block state, ownerships, staff users). */
  staffRoleOneOf: `A staff role is one of: ${STAFF_ROLES.join(', ')}`,
  atLeastOneStaffRole: 'Choose at least one staff role',
  customerCodeTooLong: 'A customer code has at most 64 characters',
  customerCodeCharacters: 'A customer code uses letters, digits, dot, dash and underscore',
  externalIdTooLong: 'An external id has at most 64 characters',
  externalIdCharacters: 'An external id uses letters, digits, dot, dash and underscore',
  warehouseCodeTooLong: 'A warehouse code has at most 64 characters',
  warehouseCodeCharacters: 'A warehouse code uses letters, digits, dot, dash and underscore',
  reasonTooLong: 'A reason has at most 500 characters',
  enterBillingIdentifier: 'Enter a billing identifier',
  billingIdentifierTooLong: 'A billing identifier has at most 64 characters',
  billingIdentifierCharacters: 'A billing identifier uses letters, digits, dot, dash and underscore',
  chooseOwner: 'Choose the owner',
  chooseAccount: 'Choose the account',
  noteTooLong: 'A note has at most 500 characters',
} as const;
