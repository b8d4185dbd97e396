import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List, Text, VisuallyHidden } from '@mantine/core';
import type { AuditAction, AuditEntry } from '@sameday/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/date-formats';
import { FLIP_IN_RTL } from '../../../shared/i18n/rtl';
import { betaRoleName, staffRoleName } from '../lib/labels';
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

/** The fields staff actions change, as a reader calls them; another field is named from its key. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  isBlocked: msg`Orders blocked`,
  isOrderSubmissionBlocked: msg`Orders blocked`,
  reason: msg`Reason`,
  enabled: msg`Switched on`,
  note: msg`Note`,
  roles: msg`Roles`,
  name: msg`Name`,
  phone: msg`Phone`,
  customerCode: msg`Customer code`,
  externalId: msg`External id`,
  warehouseCode: msg`Warehouse code`,
  ownerName: msg`Owner`,
  billingIdentifier: msg`Billing identifier`,
  paidAt: msg`Paid on`,
  status: msg`State`,
  quantity: msg`Quantity`,
  percentage: msg`Ownership share`,
};

/** What a 'user', 'account' or other target is, in words. */
const TARGET_LABELS: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  user: msg`User`,
  ownership: msg`Ownership`,
  invoice: msg`Invoice`,
  order: msg`Order`,
  flag: msg`Feature flag`,
  notification: msg`Notification`,
  product: msg`Product`,
  fulfilment_order: msg`Fulfilment order`,
  inbound_shipment: msg`Inbound shipment`,
  rule_set: msg`Operations rule set`,
};

/** "customerCode" or "billing_identifier" as words, when no label names the field. */
const wordsOf = (key: string) => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldLabel = (key: string) => {
  const label = FIELD_LABELS[key];
  return label ? i18n._(label) : wordsOf(key);
};

export const targetLabel = (type: string) => {
  const label = TARGET_LABELS[type];
  return label ? i18n._(label) : wordsOf(type);
};

/** An instant as the API writes it (ISO 8601, UTC): shown as the console shows its other times. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value in words: yes or no, a list, a dash for nothing, a time in the console's format. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A staff or beta role by its name; a role of neither kind keeps its key. */
const roleName = (role: string) => {
  const staff = staffRoleName(role);
  return staff === role ? betaRoleName(role) : staff;
};

export type FieldChange = { key: string; label: string; before: string; after: string };

/** The fields an entry changed, each as its label and its old and new value in words; unchanged ones left out. */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const old = fieldsOf(before);
  const next = fieldsOf(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return (
    keys
      .map((key) => {
        const words = (value: unknown) =>
          key === 'roles' && Array.isArray(value)
            ? valueText(value.map((role) => roleName(String(role))))
            : valueText(value);
        return { key, label: fieldLabel(key), before: words(old[key]), after: words(next[key]) };
      })
      // Nothing changed in words (a note left empty, the same before as after): not a change to read.
      .filter((change) => change.before !== change.after)
  );
}

/** The change as a list of "field: old → new" lines. */
function ChangeList({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <Text size="xs">–</Text>;
  return (
    <List size="xs" spacing={2} listStyleType="none">
      {changes.map((change) => (
        <List.Item key={change.key}>
          <Text span size="xs" fw={600}>
            {change.label}:
          </Text>{' '}
          <bdi>{change.before}</bdi>{' '}
          <IconArrowRight size={12} aria-hidden className={FLIP_IN_RTL} style={{ verticalAlign: 'middle' }} />
          <VisuallyHidden>{i18n._(msg`changed to`)}</VisuallyHidden> <bdi>{change.after}</bdi>
        </List.Item>
      ))}
    </List>
  );
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
          render: (entry) => (
            <>
              <Text size="sm">{entry.actorName || entry.actorEmail || t`System`}</Text>
              {entry.actorName && entry.actorEmail && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="ltr" ta="start">
                  {entry.actorEmail}
                </Text>
              )}
            </>
          ),
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
              <Text size="sm">
                {targetLabel(entry.targetType)}
                {entry.targetName ? `: ${entry.targetName}` : ''}
              </Text>
              {entry.targetName ? (
                entry.accountName &&
                entry.accountName !== entry.targetName && (
                  <Text size="xs" c="dimmed">
                    {entry.accountName}
                  </Text>
                )
              ) : (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {entry.accountName ? `${entry.targetId} · ${entry.accountName}` : entry.targetId}
                </Text>
              )}
            </>
          ),
        },
        {
          label: t`Change`,
          isWide: true,
          render: (entry) => <ChangeList entry={entry} />,
        },
      ]}
    />
  );
}
