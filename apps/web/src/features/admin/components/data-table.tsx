import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';

export type Column<Row> = {
  /** The header, and on a phone the label before the value. */
  label: string;
  render: (row: Row) => ReactNode;
  /** The header cell itself (a sortable header), when not plain text. */
  header?: ReactNode;
  align?: 'end';
  /** On a phone: the card's title (first) or its buttons (last). */
  role?: 'title' | 'actions';
  /** On a phone: the value takes the card's whole width (long text). */
  isWide?: boolean;
};

type Props<Row> = {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  minWidth?: number;
  isBusy?: boolean;
};

/**
 * A list of records: a table on a wide screen, a card per record on a phone, so the
 * buttons of a row never sit beyond the screen's edge.
 */
export function DataTable<Row>({ label, rows, rowKey, columns, minWidth = 640, isBusy }: Props<Row>) {
  const isPhone = useIsPhone();
  if (isPhone) return <DataCards label={label} rows={rows} rowKey={rowKey} columns={columns} />;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={isBusy} bg="white">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.header ? (
                <Fragment key={column.label}>{column.header}</Fragment>
              ) : (
                <Table.Th key={column.label} ta={column.align}>
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label} ta={column.align}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DataCards<Row>({ label, rows, rowKey, columns }: Omit<Props<Row>, 'minWidth' | 'isBusy'>) {
  const title = columns.find((column) => column.role === 'title');
  const actions = columns.find((column) => column.role === 'actions');
  const fields = columns.filter((column) => !column.role);
  return (
    <Stack gap="xs" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            {title && <div>{title.render(row)}</div>}
            <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
              {fields.map((column) => (
                <div key={column.label} style={{ minWidth: 0, gridColumn: column.isWide ? '1 / -1' : undefined }}>
                  <Text size="xs" c="dimmed">
                    {column.label}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            {actions && <Group gap="xs">{actions.render(row)}</Group>}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
