import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CreditNote } from '@sameday/contract';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { formatMoney } from '../../../shared/i18n';
import { periodText } from '../lib/labels';
import { CardList } from './card-list';
import { CashDifference, PayoutState, StatementActions } from './cod-statement-parts';
import { TablePanel } from './table-panel';

type Props = { notes: readonly CreditNote[]; bankDetailsOnFile: boolean; onConfirm: (note: CreditNote) => void };

/** The weekly COD statements: a table, or one card a statement on phones. */
export function CodStatements({ notes, bankDetailsOnFile, onConfirm }: Props) {
  const { t } = useLingui();
  const isPhone = useIsPhone();
  if (isPhone) return <StatementCards notes={notes} bankDetailsOnFile={bankDetailsOnFile} onConfirm={onConfirm} />;
  return (
    <TablePanel minWidth={720} verticalSpacing="sm" horizontalSpacing="md" striped aria-label={t`COD statements`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Period and statement</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="end">
            <Trans>Orders</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="end" style={{ whiteSpace: 'nowrap' }}>
            <Trans>Cash collected</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Payout</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>
              <Trans>Actions</Trans>
            </VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notes.map((note) => (
          <Table.Tr key={note.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" fw={600}>
                {periodText(note.periodStart, note.periodEnd)}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                <bdi>{note.number}</bdi>
              </Text>
            </Table.Td>
            <Table.Td fz="sm" ta="end">
              {note.orderCount}
            </Table.Td>
            <Table.Td fz="sm" ta="end" fw={600} style={{ whiteSpace: 'nowrap' }}>
              <bdi>{formatMoney(note.codTotalFils)}</bdi>
              <CashDifference note={note} />
            </Table.Td>
            <Table.Td>
              <PayoutState note={note} bankDetailsOnFile={bankDetailsOnFile} />
            </Table.Td>
            <Table.Td>
              <StatementActions note={note} onConfirm={onConfirm} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TablePanel>
  );
}

function StatementCards({ notes, bankDetailsOnFile, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <CardList aria-label={t`COD statements`}>
      {notes.map((note) => (
        <Paper key={note.id} withBorder radius="md" p="md" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{periodText(note.periodStart, note.periodEnd)}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                <bdi>{note.number}</bdi>
              </Text>
            </div>
            <div style={{ textAlign: 'end' }}>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatMoney(note.codTotalFils)}</bdi>
              </Text>
              <CashDifference note={note} />
              <Text size="xs" c="dimmed">
                {plural(note.orderCount, { one: '# order', other: '# orders' })}
              </Text>
            </div>
          </Group>
          <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
            <PayoutState note={note} bankDetailsOnFile={bankDetailsOnFile} />
            <StatementActions note={note} onConfirm={onConfirm} />
          </Group>
        </Paper>
      ))}
    </CardList>
  );
}
