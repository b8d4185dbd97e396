import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type AccountMember,
  type AccountOverview,
  CAPABILITY_LABELS,
  CAPABILITY_NAMES,
  formatAed,
  INVOICE_STATUS_LABELS,
  type Invoice,
  ORDER_STATUS_LABELS,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@sameday/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/date-formats';
import { showToast } from '../../../shared/ui/toast';
import { useMarkInvoicePaid } from '../api/accounts-api';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { ToneBadge } from './tone-badge';

/** A titled card of the account page. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value ?? '–'}
      </Text>
    </div>
  );
}

export function ProfileSection({ overview, actions }: { overview: AccountOverview; actions?: ReactNode }) {
  const { account, ownership } = overview;
  return (
    <Section title="Profile" actions={actions}>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        <Field label="Owner" value={account.ownerEmail} />
        <Field label="Phone" value={account.phone || null} />
        <Field label="Kind" value={`${account.kind} · ${account.clientType}`} />
        <Field label="Region" value={account.regionCode === 'uae.abu_dhabi' ? 'Abu Dhabi' : 'Dubai'} />
        <Field label="Customer code" value={account.customerCode} />
        <Field label="External id" value={account.externalId} />
        <Field label="Warehouse code" value={account.warehouseCode} />
        <Field
          label="Account manager"
          value={ownership ? `${ownership.ownerName} (${ownership.billingIdentifier})` : 'No ownership'}
        />
        <Field label="Created" value={formatDateTime(account.createdAt)} />
      </SimpleGrid>
    </Section>
  );
}

export function CapabilitiesSection({ overview }: { overview: AccountOverview }) {
  return (
    <Section title="Capabilities">
      <List spacing={6} listStyleType="none" aria-label="What the account may do now">
        {CAPABILITY_NAMES.map((name) => {
          const capability = overview.capabilities[name];
          return (
            <List.Item
              key={name}
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" color={capability.isAllowed ? 'green' : 'red'}>
                  {capability.isAllowed ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
                </ThemeIcon>
              }
            >
              <Text size="sm" span fw={600}>
                {CAPABILITY_LABELS[name]}: {capability.isAllowed ? 'allowed' : 'not allowed'}
              </Text>
              {capability.reason && (
                <Text size="xs" c="dimmed">
                  {capability.reason}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Section>
  );
}

const roleName = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

export function MembersSection({
  overview,
  onEditRoles,
}: {
  overview: AccountOverview;
  onEditRoles?: (member: AccountMember) => void;
}) {
  return (
    <Section title={`Members (${overview.members.length})`}>
      {overview.members.length === 0 ? (
        <Text size="sm" c="dimmed">
          No members.
        </Text>
      ) : (
        <DataTable
          label="Members"
          rows={overview.members}
          rowKey={(member) => String(member.userId)}
          minWidth={480}
          columns={[
            {
              label: 'Name',
              role: 'title',
              render: (member) => (
                <Text size="sm" fw={600} dir="auto">
                  {member.fullName}
                </Text>
              ),
            },
            {
              label: 'Email',
              isWide: true,
              render: (member) => (
                <>
                  <span style={{ overflowWrap: 'anywhere' }}>{member.email}</span>
                  <Text size="xs" c="dimmed">
                    user id {member.userId}
                  </Text>
                </>
              ),
            },
            { label: 'Role here', render: (member) => member.role },
            {
              label: 'User roles',
              render: (member) => (member.userRoles.length ? member.userRoles.map(roleName).join(', ') : '–'),
            },
            ...(onEditRoles
              ? [
                  {
                    label: 'Change',
                    role: 'actions' as const,
                    render: (member: AccountMember) => (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onEditRoles(member)}
                        aria-label={`Roles of ${member.fullName}`}
                      >
                        Roles
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Section>
  );
}

/** The state as the merchant's screens name it ("Delivered"), or its key in words when unknown. */
const stateLabel = (state: string) =>
  (ORDER_STATUS_LABELS as Record<string, string>)[state] ?? state.replaceAll('_', ' ');

export function OrdersSection({ overview }: { overview: AccountOverview }) {
  const total = overview.ordersByState.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Section title={`Orders (${total.toLocaleString('en')})`}>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No orders yet.
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-label="Orders by state">
          {overview.ordersByState.map((entry) => (
            <ToneBadge key={entry.state} role="listitem" color="gray" size="lg">
              {stateLabel(entry.state)}: {entry.count.toLocaleString('en')}
            </ToneBadge>
          ))}
        </Group>
      )}
      <Text size="sm">
        Shop integrations connected: <b>{overview.integrationsCount}</b>
      </Text>
    </Section>
  );
}

const STATUS_COLORS = { paid: 'green', unpaid: 'yellow', overdue: 'red' } as const;

export function InvoicesSection({ overview, canMarkPaid }: { overview: AccountOverview; canMarkPaid: boolean }) {
  const { invoices } = overview;
  const [paying, setPaying] = useState<Invoice | null>(null);
  const markPaid = useMarkInvoicePaid();
  return (
    <Section title="Invoices">
      <Text size="sm">
        {invoices.unpaidCount} unpaid ({invoices.overdueCount} overdue), {formatAed(invoices.unpaidTotalFils)} due
      </Text>
      {invoices.recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invoices yet.
        </Text>
      ) : (
        <DataTable
          label="Invoices"
          rows={invoices.recent}
          rowKey={(invoice) => invoice.id}
          minWidth={560}
          columns={[
            {
              label: 'Invoice',
              role: 'title',
              render: (invoice) => (
                <Text size="sm" fw={600}>
                  {invoice.number}
                </Text>
              ),
            },
            { label: 'Due', render: (invoice) => formatDate(invoice.dueDate) },
            { label: 'Total', align: 'right', render: (invoice) => formatAed(invoice.totalFils) },
            {
              label: 'Status',
              render: (invoice) => (
                <ToneBadge color={STATUS_COLORS[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</ToneBadge>
              ),
            },
            {
              label: 'Payment',
              role: 'actions',
              render: (invoice) =>
                invoice.paidAt ? (
                  <Text size="xs">Paid {formatDate(invoice.paidAt)}</Text>
                ) : canMarkPaid ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setPaying(invoice)}
                    aria-label={`Mark ${invoice.number} paid`}
                  >
                    Mark paid
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    Unpaid
                  </Text>
                ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        opened={paying !== null}
        title={`Mark ${paying?.number ?? ''} paid?`}
        confirmLabel="Mark paid"
        isPending={markPaid.isPending}
        error={markPaid.error}
        onConfirm={() =>
          paying &&
          markPaid.mutate(paying.id, {
            onSuccess: () => {
              showToast({ message: `${paying.number} marked paid`, tone: 'success' });
              setPaying(null);
            },
          })
        }
        onClose={() => {
          markPaid.reset();
          setPaying(null);
        }}
      >
        <Text size="sm">
          Record the payment of {paying ? formatAed(paying.totalFils) : ''} received outside the dashboard (a bank
          transfer, a cheque).
        </Text>
      </ConfirmDialog>
    </Section>
  );
}
