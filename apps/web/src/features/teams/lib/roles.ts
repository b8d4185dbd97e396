import { ACCOUNT_ROLE_DESCRIPTIONS, ACCOUNT_ROLE_LABELS, type AccountRole, ASSIGNABLE_ROLES } from '@sameday/contract';
import { translateContractText } from '../../../shared/i18n/i18n';

const isAccountRole = (role: string): role is AccountRole => role in ACCOUNT_ROLE_LABELS;

/** 'operations' → 'Operations'; a role this build does not know is shown as the server spells it. */
export const roleLabel = (role: string): string =>
  isAccountRole(role) ? translateContractText(ACCOUNT_ROLE_LABELS[role]) : role;

export const roleDescription = (role: string): string | undefined =>
  isAccountRole(role) ? translateContractText(ACCOUNT_ROLE_DESCRIPTIONS[role]) : undefined;

/** The roles an owner or admin can give, with what each may do, in the page's language (call it while rendering). */
export const assignableRoleOptions = () =>
  ASSIGNABLE_ROLES.map((role) => ({
    value: role,
    label: translateContractText(ACCOUNT_ROLE_LABELS[role]),
    description: translateContractText(ACCOUNT_ROLE_DESCRIPTIONS[role]),
  }));
