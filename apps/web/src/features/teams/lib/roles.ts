import { ACCOUNT_ROLE_DESCRIPTIONS, ACCOUNT_ROLE_LABELS, type AccountRole, ASSIGNABLE_ROLES } from '@sameday/contract';

const isAccountRole = (role: string): role is AccountRole => role in ACCOUNT_ROLE_LABELS;

/** 'operations' → 'Operations'; a role this build does not know is shown as the server spells it. */
export const roleLabel = (role: string): string => (isAccountRole(role) ? ACCOUNT_ROLE_LABELS[role] : role);

export const roleDescription = (role: string): string | undefined =>
  isAccountRole(role) ? ACCOUNT_ROLE_DESCRIPTIONS[role] : undefined;

/** The roles an owner or admin can give, with what each may do. */
export const ASSIGNABLE_ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({
  value: role,
  label: ACCOUNT_ROLE_LABELS[role],
  description: ACCOUNT_ROLE_DESCRIPTIONS[role],
}));
