/**
 * The provider's staff calls, relative to the platform base (spec §7 "Accounts" and "Auth",
 * spelt as the spec writes them, plus the console's overview, audit log, staff list and the
 * merchant's own support-access list). A path with a parameter is a function: the web calls it
 * with the value (encoded), the API registers it with `':id'` or `':email'`.
 */
export const ADMIN_PATHS = {
  /** GET (staff): accounts search, a page at a time (spec query). PUT (staff): edits an account's staff fields. */
  accounts: '/accounts',
  /** GET: one account (staff: any; a merchant: their own, with company details). */
  account: (id: string) => `/accounts/${id}`,
  /** GET (staff): the account a user's email belongs to (the user's primary account). */
  accountByEmail: (email: string) => `/account_by_email/${email}`,
  /** GET (staff, and the account's own members): what the account may do now. */
  capabilities: (id: string) => `/accounts/${id}/capabilities`,
  /** POST (operations, finance): blocks or unblocks order submission, with a reason. */
  setBlockState: (id: string) => `/accounts/${id}/set-block-state`,
  /** GET (staff): the console's account page in one answer. */
  accountOverview: (id: string) => `/admin/accounts/${id}/overview`,
  /** GET (staff): the account's orders, newest first, of one state with `?state=` (the account page's counts open it). */
  accountOrders: (id: string) => `/admin/accounts/${id}/orders`,
  /** GET (staff): the account's invoices; finance marks one paid with FINANCE_PATHS.markInvoicePaid (`/admin/invoices/{id}/mark-paid`). */
  accountInvoices: (id: string) => `/admin/accounts/${id}/invoices`,
  /** POST (operations, finance): creates an ownership. GET (staff): lists them (spec query). */
  ownerships: '/admin/accounts/account-ownerships',
  /** GET (staff), PUT, DELETE (operations, finance): one ownership. */
  ownership: (id: string) => `/admin/accounts/account-ownerships/${id}`,
  /** POST (operations, finance): moves accounts from one owner or billing identifier to another; dry run first. */
  migrateOwnerships: '/admin/accounts/account-ownerships/migrate',
  /** POST (admin): creates a staff user with roles and mails the invitation. */
  employeeRegister: '/employee/register',
  /** GET (admin): the staff users with their roles. */
  staff: '/admin/staff',
  /** GET (admin): the audit log of staff actions, newest first, filterable; nothing edits it. */
  auditLog: '/admin/audit-log',
  /** GET (support, admin): a short-lived, read-only token acting as the account. */
  actorToken: (id: string) => `/oauth/actor/token/${id}`,
  /** GET (the account's members): when the provider's support viewed the account. */
  supportAccess: '/account/support-access',
  /** GET (operations): orders of every account (or of one) held for review by the dispatcher's rules as they were placed. */
  heldOrders: '/admin/orders/held',
  /** POST (operations): releases an order held for review (on hold → pending); recorded in the history and the audit log. */
  releaseHeldOrder: (id: string) => `/admin/orders/${id}/release`,
} as const;
