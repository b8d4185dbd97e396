import { Code, Text } from '@mantine/core';
import type { AuditEntry } from '@sameday/contract';
import { formatDateTime } from '../../../shared/date-formats';
import { DataTable } from './data-table';

const ACTION_LABELS: Record<string, string> = {
  'user.roles_changed': 'Roles changed',
  'employee.registered': 'Employee invited',
  'account.updated': 'Account changed',
  'account.block_state_changed': 'Block state changed',
  'invoice.marked_paid': 'Invoice marked paid',
  'ownership.created': 'Ownership created',
  'ownership.updated': 'Ownership changed',
  'ownership.deleted': 'Ownership deleted',
  'ownership.migrated': 'Ownership migrated',
  'flag.changed': 'Flag changed',
  'flag.override_changed': 'Flag override changed',
  'actor_token.issued': 'Viewed as the merchant',
  'fulfilment.capability_changed': 'Fulfilment switched on or off',
  'fulfilment.inbound_received': 'Inbound shipment received',
  'fulfilment.stock_adjusted': 'Stock adjusted',
  'fulfilment.order_moved': 'Fulfilment order moved',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const AUDIT_ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

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
  return (
    <DataTable
      label={label}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={760}
      columns={[
        {
          label: 'When',
          render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</span>,
        },
        {
          label: 'Who',
          render: (entry) => <span style={{ overflowWrap: 'anywhere' }}>{entry.actorEmail ?? 'System'}</span>,
        },
        {
          label: 'What',
          role: 'title',
          render: (entry) => (
            <Text size="sm" fw={600}>
              {actionLabel(entry.action)}
            </Text>
          ),
        },
        {
          label: 'Target',
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
          label: 'Change',
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
