import { Group, Pagination, Text } from '@mantine/core';

/** Which rows of the list are shown, and the pages. */
export function Pager({
  page,
  limit,
  total,
  capped = false,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  /** More rows than `total` match (a count stopped at its cap): shown as "1,000+". */
  capped?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {first.toLocaleString('en')}–{Math.min(total, page * limit).toLocaleString('en')} of{' '}
        {total.toLocaleString('en')}
        {capped ? '+' : ''}
      </Text>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
