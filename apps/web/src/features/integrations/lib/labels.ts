import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConnectionStatus, ImportFilter, PaymentRule, SyncOutcome } from '@sameday/contract';

/** The integrations screens' words for the contract's states and choices, in the page's language. */
export const CONNECTION_STATUS_TEXT: Record<ConnectionStatus, MessageDescriptor> = {
  connected: msg`Connected`,
  needs_reconnecting: msg`Needs reconnecting`,
  disconnected: msg`Disconnected`,
};

export const IMPORT_FILTER_TEXT: Record<ImportFilter, MessageDescriptor> = {
  all: msg`All orders`,
  shipping_method: msg`Orders whose shipping method name contains`,
  tag: msg`Orders tagged`,
};

export const PAYMENT_RULE_TEXT: Record<PaymentRule, MessageDescriptor> = {
  cod_when_unpaid: msg`Cash on delivery when the shop order is unpaid with a cash-on-delivery payment, otherwise prepaid`,
  always_prepaid: msg`Always prepaid`,
};

export const SYNC_OUTCOME_TEXT: Record<SyncOutcome, MessageDescriptor> = {
  imported: msg`Imported`,
  updated: msg({ message: 'Updated', context: 'sync outcome' }),
  cancelled: msg`Cancelled`,
  skipped: msg`Skipped`,
  failed: msg`Failed`,
  not_applied: msg`Not applied`,
  tracking_sent: msg`Tracking sent`,
  tracking_failed: msg`Tracking failed`,
};
