import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pagination, Text } from '@mantine/core';
import { intlLocale } from '../i18n/i18n';

const CONTROL_LABELS: Record<'first' | 'previous' | 'next' | 'last', MessageDescriptor> = {
  first: msg`first page`,
  previous: msg`previous page`,
  next: msg`next page`,
  last: msg`last page`,
};

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
  const { t } = useLingui();
  const number = new Intl.NumberFormat(intlLocale());
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          {number.format(first)}–{number.format(Math.min(total, page * limit))} of {number.format(total)}
        </Trans>
        {capped ? '+' : ''}
      </Text>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        />
      )}
    </Group>
  );
}
