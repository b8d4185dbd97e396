import { useLingui } from '@lingui/react/macro';
import { Chip, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FULFILMENT_ORDER_STATES, type FulfilmentOrderState } from '@sameday/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../shared/i18n';
import { FULFILMENT_ORDER_STATE_LABELS } from './order-states';

export type FulfilmentOrderStateFilter = FulfilmentOrderState | 'all';

/**
 * What a list of fulfilment orders is filtered by: a state (or all), words to search for
 * (sent once typing pauses) and the page, which goes back to the first on any change.
 */
export function useFulfilmentOrderFilters(initialState: FulfilmentOrderStateFilter) {
  const [state, setState] = useState(initialState);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  return {
    state,
    search,
    q,
    page,
    setPage,
    chooseState: (next: FulfilmentOrderStateFilter) => {
      setState(next);
      setPage(1);
    },
    changeSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
    /** The list's query: a state and words only when chosen. */
    query: { state: state === 'all' ? undefined : state, q: q || undefined, page },
  };
}

export type FulfilmentOrderFiltersState = ReturnType<typeof useFulfilmentOrderFilters>;

/** The state chips, with each state's count once the list has answered, and the search field. */
export function FulfilmentOrderFilters({
  filters,
  counts,
  countsAll = false,
}: {
  filters: FulfilmentOrderFiltersState;
  counts: Record<FulfilmentOrderState, number> | undefined;
  /** Whether All shows the sum of the counts too. */
  countsAll?: boolean;
}) {
  const { t } = useLingui();
  const total = counts && countsAll ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : `${text} (${formatCount(count)})`;
  return (
    <>
      <Chip.Group value={filters.state} onChange={(value) => filters.chooseState(value as FulfilmentOrderStateFilter)}>
        <Group gap={6} role="group" aria-label={t`State`}>
          <Chip value="all" size="sm">
            {label(t`All`, total)}
          </Chip>
          {FULFILMENT_ORDER_STATES.map((entry) => (
            <Chip key={entry} value={entry} size="sm">
              {label(t(FULFILMENT_ORDER_STATE_LABELS[entry]), counts?.[entry])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        label={t`Search orders`}
        placeholder={t`Reference, recipient or order id`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => filters.changeSearch(event.currentTarget.value)}
        maw={420}
      />
    </>
  );
}
