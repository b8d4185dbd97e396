import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type AccountMember, type AccountOverview, CAPABILITY_NAMES, formatAed, type Invoice } from '@sameday/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/date-formats';
import { formatCount, translateContractText } from '../../../shared/i18n';
import { showToast } from '../../../shared/ui/toast';
import { useMarkInvoicePaid } from '../api/accounts-api';
import { capabilityName, invoiceStatusName, orderStatusName, staffRoleName } from '../lib/labels';
import { CONSOLE_PATHS } from '../paths';
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
  const { t } = useLingui();
  const { account, ownership } = overview;
  return (
    <Section title={t({ message: 'Profile', context: 'account' })} actions={actions}>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        <Field label={t`Owner`} value={account.ownerEmail} />
        <Field label={t`Phone`} value={account.phone || null} />
        <Field label={t`Kind`} value={`${account.kind} · ${account.clientType}`} />
        <Field label={t`Region`} value={account.regionCode === 'uae.abu_dhabi' ? t`Abu Dhabi` : t`Dubai`} />
        <Field label={t`Customer code`} value={account.customerCode} />
        <Field label={t`External id`} value={account.externalId} />
        <Field label={t`Warehouse code`} value={account.warehouseCode} />
        <Field
          label={t`Account manager`}
          value={ownership ? `${ownership.ownerName} (${ownership.billingIdentifier})` : t`No ownership`}
        />
        <Field label={t`Created`} value={formatDateTime(account.createdAt)} />
      </SimpleGrid>
    </Section>
  );
}

export function CapabilitiesSection({ overview, children }: { overview: AccountOverview; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Section title={t`Capabilities`}>
      <List spacing={6} listStyleType="none" aria-label={t`What the account may do now`}>
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
                {capabilityName(name)}: {capability.isAllowed ? t`allowed` : t`not allowed`}
              </Text>
              {capability.reason && (
                <Text size="xs" c="dimmed">
                  {translateContractText(capability.reason)}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
      {children}
    </Section>
  );
}

const roleName = (role: string) => staffRoleName(role);

export function MembersSection({
  overview,
  onEditRoles,
}: {
  overview: AccountOverview;
  onEditRoles?: (member: AccountMember) => void;
}) {
  const { t } = useLingui();
  return (
    <Section title={t`Members (${overview.members.length})`}>
      {overview.members.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No members.</Trans>
        </Text>
      ) : (
        <DataTable
          label={t`Members`}
          rows={overview.members}
          rowKey={(member) => String(member.userId)}
          minWidth={480}
          columns={[
            {
              label: t`Name`,
              role: 'title',
              render: (member) => (
                <Text size="sm" fw={600} dir="auto">
                  {member.fullName}
                </Text>
              ),
            },
            {
              label: t`Email`,
              isWide: true,
              render: (member) => (
                <>
                  <span style={{ overflowWrap: 'anywhere' }}>{member.email}</span>
                  <Text size="xs" c="dimmed">
                    <Trans>user id {member.userId}</Trans>
                  </Text>
                </>
              ),
            },
            { label: t`Role here`, render: (member) => member.role },
            {
              label: t`User roles`,
              render: (member) => (member.userRoles.length ? member.userRoles.map(roleName).join(', ') : '–'),
            },
            ...(onEditRoles
              ? [
                  {
                    label: t`Change`,
                    role: 'actions' as const,
                    render: (member: AccountMember) => (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onEditRoles(member)}
                        aria-label={t`Roles of ${member.fullName}`}
                      >
                        <Trans>Roles</Trans>
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
const stateLabel = (state: string) => orderStatusName(state);

export function OrdersSection({ overview }: { overview: AccountOverview }) {
  const { t } = useLingui();
  const total = overview.ordersByState.reduce((sum, entry) => sum + entry.count, 0);
  const integrationsCount = formatCount(overview.integrationsCount);
  return (
    <Section title={t`Orders (${formatCount(total)})`}>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No orders yet.</Trans>
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-label={t`Orders by state`}>
          {overview.ordersByState.map((entry) => (
            <ToneBadge key={entry.state} role="listitem" color="gray" size="lg" style={{ textTransform: 'none' }}>
              <Anchor
                component={Link}
                to={CONSOLE_PATHS.accountOrders(overview.account.id, entry.state)}
                size="sm"
                inherit
              >
                {stateLabel(entry.state)}: {formatCount(entry.count)}
              </Anchor>
            </ToneBadge>
          ))}
        </Group>
      )}
      <Text size="sm">
        <Trans>
          Shop integrations connected: <b>{integrationsCount}</b>
        </Trans>
      </Text>
    </Section>
  );
}

const STATUS_COLORS = { paid: 'green', unpaid: 'yellow', overdue: 'red' } as const;

export function InvoicesSection({ overview, canMarkPaid }: { overview: AccountOverview; canMarkPaid: boolean }) {
  const { t } = useLingui();
  const { invoices } = overview;
  const [paying, setPaying] = useState<Invoice | null>(null);
  const markPaid = useMarkInvoicePaid();
  const unpaid = formatCount(invoices.unpaidCount);
  const overdue = formatCount(invoices.overdueCount);
  const due = formatAed(invoices.unpaidTotalFils);
  const amount = paying ? formatAed(paying.totalFils) : '';
  return (
    <Section title={t`Invoices`}>
      <Text size="sm">
        <Trans>
          {unpaid} unpaid ({overdue} overdue), {due} due
        </Trans>
      </Text>
      {invoices.recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No invoices yet.</Trans>
        </Text>
      ) : (
        <DataTable
          label={t`Invoices`}
          rows={invoices.recent}
          rowKey={(invoice) => invoice.id}
          minWidth={560}
          columns={[
            {
              label: t`Invoice`,
              role: 'title',
              render: (invoice) => (
                <Text size="sm" fw={600}>
                  {invoice.number}
                </Text>
              ),
            },
            { label: t`Due`, render: (invoice) => formatDate(invoice.dueDate) },
            { label: t`Total`, align: 'end', render: (invoice) => formatAed(invoice.totalFils) },
            {
              label: t`Status`,
              render: (invoice) => (
                <ToneBadge color={STATUS_COLORS[invoice.status]}>{invoiceStatusName(invoice.status)}</ToneBadge>
              ),
            },
            {
              label: t`Payment`,
              role: 'actions',
              render: (invoice) =>
                invoice.paidAt ? (
                  <Text size="xs">
                    <Trans>Paid on {formatDate(invoice.paidAt)}</Trans>
                  </Text>
                ) : canMarkPaid ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setPaying(invoice)}
                    aria-label={t`Mark paid: ${invoice.number}`}
                  >
                    <Trans>Mark paid</Trans>
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    <Trans>Unpaid</Trans>
                  </Text>
                ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        opened={paying !== null}
        title={t`Mark ${paying?.number ?? ''} paid?`}
        confirmLabel={t`Mark paid`}
        isPending={markPaid.isPending}
        error={markPaid.error}
        onConfirm={() =>
          paying &&
          markPaid.mutate(paying.id, {
            onSuccess: () => {
              showToast({ message: t`${paying.number} marked paid`, tone: 'success' });
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
          <Trans>Record the payment of {amount} received outside the dashboard (a bank transfer, a cheque).</Trans>
        </Text>
      </ConfirmDialog>
    </Section>
  );
}
