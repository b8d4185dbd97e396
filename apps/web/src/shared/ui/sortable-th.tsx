import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

type Props<S extends string> = {
  label: string;
  sort: S;
  current: S;
  desc: boolean;
  onSort: (sort: S, desc: boolean) => void;
  numeric?: boolean;
};

/** A column header that sorts the list by it; a second press reverses the order. */
export function SortableTh<S extends string>({ label, sort, current, desc, onSort, numeric }: Props<S>) {
  const active = sort === current;
  const Icon = active ? (desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  return (
    <Table.Th ta={numeric ? 'end' : undefined} aria-sort={active ? (desc ? 'descending' : 'ascending') : undefined}>
      <UnstyledButton
        onClick={() => onSort(sort, active ? !desc : false)}
        fw={600}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
