import { Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { type CreditNote, formatAed, periodLabel } from '@sameday/contract';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { CardList } from './card-list';
import { ReceiptState, StatementActions } from './cod-statement-parts';
import { TablePanel } from './table-panel';

type Props = { notes: readonly CreditNote[]; onConfirm: (note: CreditNote) => void };

/** The weekly COD statements: a table, or one card a statement on phones. */
export function CodStatements({ notes, onConfirm }: Props) {
  const isPhone = useIsPhone();
  if (isPhone) return <StatementCards notes={notes} onConfirm={onConfirm} />;
  return (
    <TablePanel minWidth={720} verticalSpacing="sm" horizontalSpacing="md" striped aria-label="COD statements">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Period and statement</Table.Th>
          <Table.Th scope="col" ta="right">
            Orders
          </Table.Th>
          <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
            Cash collected
          </Table.Th>
          <Table.Th scope="col">Receipt</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notes.map((note) => (
          <Table.Tr key={note.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" fw={600}>
                {periodLabel(note.periodStart, note.periodEnd)}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {note.number}
              </Text>
            </Table.Td>
            <Table.Td fz="sm" ta="right">
              {note.orderCount}
            </Table.Td>
            <Table.Td fz="sm" ta="right" fw={600}>
              {formatAed(note.codTotalFils)}
            </Table.Td>
            <Table.Td>
              <ReceiptState confirmedAt={note.confirmedAt} />
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

function StatementCards({ notes, onConfirm }: Props) {
  return (
    <CardList aria-label="COD statements">
      {notes.map((note) => (
        <Paper key={note.id} withBorder radius="md" p="md" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{periodLabel(note.periodStart, note.periodEnd)}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {note.number}
              </Text>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatAed(note.codTotalFils)}
              </Text>
              <Text size="xs" c="dimmed">
                {note.orderCount} {note.orderCount === 1 ? 'order' : 'orders'}
              </Text>
            </div>
          </Group>
          <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
            <ReceiptState confirmedAt={note.confirmedAt} />
            <StatementActions note={note} onConfirm={onConfirm} />
          </Group>
        </Paper>
      ))}
    </CardList>
  );
}
