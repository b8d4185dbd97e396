import { Paper, Table, type TableProps } from '@mantine/core';

/** A finance table in a bordered panel; below `minWidth` it scrolls sideways instead of squeezing its columns. */
export function TablePanel({ minWidth, children, ...table }: TableProps & { minWidth: number }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table {...table}>{children}</Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
