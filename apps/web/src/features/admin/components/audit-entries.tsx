import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Code, Text } from '@mantine/core';
import type { AuditAction, AuditEntry } from '@sameday/contract';
import { formatDateTime } from '../../../shared/date-formats';
import { DataTable } from './data-table';

/** One label for each action the API records: a new action without one does not compile. */
const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'user.roles_changed': msg`Roles changed`,
  'employee.registered': msg`Employee invited`,
  'account.updated': msg`Account changed`,
  'account.block_state_changed': msg`Block state changed`,
  'invoice.marked_paid': msg`Invoice marked paid`,
  'ownership.created': msg`Ownership created`,
  'ownership.updated': msg`Ownership changed`,
  'ownership.deleted': msg`Ownership deleted`,
  'ownership.migrated': msg`Ownership migrated`,
  'flag.changed': msg`Flag changed`,
  'flag.override_changed': msg`Flag override changed`,
  'actor_token.issued': msg`Viewed as the merchant`,
  'fulfilment.capability_changed': msg`Fulfilment switched on or off`,
  'fulfilment.inbound_received': msg`Inbound shipment received`,
  'fulfilment.stock_adjusted': msg`Stock adjusted`,
  'fulfilment.order_moved': msg`Fulfilment order moved`,
  'order.hold_released': msg`Held order released`,
  'rule_set.created': msg`Operations rule set created`,
  'rule_set.updated': msg`Operations rule set changed`,
  'rule_set.deleted': msg`Operations rule set deleted`,
  'rule_set.rules_changed': msg`Operations rules changed`,
  'notification.published': msg`Notification published`,
};

export const actionLabel = (action: string) => {
  const label = (ACTION_LABELS as Record<string, MessageDescriptor | undefined>)[action];
  return label ? i18n._(label) : action;
};
/** The actions to filter by, in the reader's language (call while rendering). */
export const auditActionOptions = () =>
  Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }));

/** A before or after value in a line: the fields it names, or nothing. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, field]) =>
        `${key}: ${typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field)}`,
    )
    .join(', ');
}

/** Staff actions, newest first: when, who, what, on what, and the change. */
export function AuditEntries({ entries, label }: { entries: AuditEntry[]; label: string }) {
  const { t } = useLingui();
  return (
    <DataTable
      label={label}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={760}
      columns={[
        {
          label: t`When`,
          render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</span>,
        },
        {
          label: t`Who`,
          render: (entry) => <span style={{ overflowWrap: 'anywhere' }}>{entry.actorEmail ?? t`System`}</span>,
        },
        {
          label: t`What`,
          role: 'title',
          render: (entry) => (
            <Text size="sm" fw={600}>
              {actionLabel(entry.action)}
            </Text>
          ),
        },
        {
          label: t`Target`,
          render: (entry) => (
            <>
              <Text size="sm">{entry.targetType}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.targetId}
              </Text>
            </>
          ),
        },
        {
          label: t`Change`,
          isWide: true,
          render: (entry) => (
            <Text size="xs">
              <Code>{describe(entry.before)}</Code> → <Code>{describe(entry.after)}</Code>
            </Text>
          ),
        },
      ]}
    />
  );
}
