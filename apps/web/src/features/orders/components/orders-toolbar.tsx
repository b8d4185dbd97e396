import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';

type Props = {
  search: string;
  onSearch: (value: string) => void;
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
  /** Customer returns only. */
  isReturns: boolean;
  onReturns: (isReturns: boolean) => void;
};

/** Search by order id, reference, recipient or phone, and the date range of the tabs and the list. */
export function OrdersToolbar({ search, onSearch, from, to, onRange, isReturns, onReturns }: Props) {
  const { t } = useLingui();
  const hasFilters = Boolean(search || from || to || isReturns);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t`Search orders`}
        placeholder={t`Order id, reference, recipient or phone`}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 260px', minWidth: 200 }}
      />
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
      {hasFilters && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            onSearch('');
            onRange({ from: '', to: '' });
            onReturns(false);
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
