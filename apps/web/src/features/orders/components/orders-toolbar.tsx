import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';

type Props = {
  search: string;
  onSearch: (value: string) => void;
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
  /** Customer returns only. */
  isReturns: boolean;
  onReturns: (isReturns: boolean) => void;
  /** Only the orders the merchant's own system has not yet recorded as exported. */
  isNotExported: boolean;
  onNotExported: (isNotExported: boolean) => void;
  /** A phone: the search alone in view, the dates and returns a tap away, so the first orders show at once. */
  isCompact?: boolean;
};

/** Search by order id, reference, recipient or phone, and the date range of the tabs and the list. */
export function OrdersToolbar(props: Props) {
  const { search, onSearch, from, to, isReturns, isNotExported, isCompact = false } = props;
  const { t } = useLingui();
  const narrowing = [from, to, isReturns, isNotExported].filter(Boolean).length;
  const [isOpen, setOpen] = useState(narrowing > 0);
  const panelId = useId();
  if (!isCompact) return <ToolbarFields {...props} />;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <SearchField search={search} onSearch={onSearch} minWidth={0} />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
          style={{ flex: 'none' }}
        >
          {narrowing > 0 ? t`Filters (${narrowing})` : t`Filters`}
        </Button>
      </Group>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && <ToolbarFields {...props} withoutSearch />}
      </div>
    </Stack>
  );
}

function SearchField({ search, onSearch, minWidth = 200 }: Pick<Props, 'search' | 'onSearch'> & { minWidth?: number }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Search orders`}
      placeholder={t`Order id, reference, recipient or phone`}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      style={{ flex: '1 1 260px', minWidth }}
    />
  );
}

function ToolbarFields({
  search,
  onSearch,
  from,
  to,
  onRange,
  isReturns,
  onReturns,
  isNotExported,
  onNotExported,
  withoutSearch = false,
}: Props & { withoutSearch?: boolean }) {
  const { t } = useLingui();
  const hasFilters = Boolean(search || from || to || isReturns || isNotExported);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {withoutSearch ? null : <SearchField search={search} onSearch={onSearch} />}
      <TextInput
        label={t`From`}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onRange({ from: event.currentTarget.value, to })}
        w={160}
      />
      <TextInput
        label={t`To`}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => onRange({ from, to: event.currentTarget.value })}
        w={160}
      />
      <Checkbox
        label={t`Returns only`}
        checked={isReturns}
        onChange={(event) => onReturns(event.currentTarget.checked)}
        mb={8}
      />
      <Checkbox
        label={t`Not yet exported`}
        checked={isNotExported}
        onChange={(event) => onNotExported(event.currentTarget.checked)}
        mb={8}
      />
      {hasFilters && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            onSearch('');
            onRange({ from: '', to: '' });
            onReturns(false);
            onNotExported(false);
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
