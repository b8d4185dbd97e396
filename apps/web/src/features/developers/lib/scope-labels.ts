import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OAuthScope } from '@sameday/contract';

/** What each scope lets a client do, in the page's language (the scope names themselves stay as the API spells them). */
export const SCOPE_TEXT: Record<OAuthScope, MessageDescriptor> = {
  'orders:read': msg`Read orders, their history and labels`,
  'orders:write': msg`Create, change and cancel orders; print labels`,
  'inventory:read': msg`Read products and stock`,
  'inventory:write': msg`Change products and stock`,
  'analytics:read': msg`Read reports and analytics`,
  'finance:read': msg`Read invoices and cash on delivery`,
  'finance:write': msg`Pay invoices and change payment details`,
  'settings:read': msg`Read account settings`,
  'settings:write': msg`Change account settings`,
  'integrations:manage': msg`Manage shop integrations`,
  'helpdesk:read': msg`Read support tickets`,
};
