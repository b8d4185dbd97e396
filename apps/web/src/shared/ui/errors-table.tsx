import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { BulkInvalidRow, BulkRowError } from '@sameday/contract';
import { intlLocale, translateServerText } from '../i18n/i18n';

/** Reasons shown on screen; the download has them all. */
export const ERRORS_SHOWN = 200;

/** The rows of a file that cannot be taken (bulk upload, products import): row number, column and reason in plain words, one reason per line. */
export function ErrorsTable({
  invalid,
  errors,
}: {
  invalid?: readonly BulkInvalidRow[];
  errors?: readonly BulkRowError[];
}) {
  const reasons = [
    ...(invalid ?? []).flatMap((entry) =>
      entry.errors.map((error, index) => ({ key: `${entry.row}-${index}`, row: entry.row, ...error })),
    ),
    ...(errors ?? []).map((error, index) => ({ key: `server-${index}`, ...error })),
  ];
  const { t } = useLingui();
  const shown = reasons.slice(0, ERRORS_SHOWN);
  const number = new Intl.NumberFormat(intlLocale());
  return (
    <>
      {/* The reasons scroll on their own: their viewport takes the keyboard's focus so arrows scroll it too. */}
      <Table.ScrollContainer
        minWidth={300}
        maxHeight={420}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t`Rows with errors` } }}
      >
        <Table striped stickyHeader verticalSpacing={6} fz="sm" aria-label={t`Rows with errors`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>
                <Trans>Row</Trans>
              </Table.Th>
              <Table.Th w={{ base: 110, sm: 180 }}>
                <Trans>Column</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Reason</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((reason) => (
              <Table.Tr key={reason.key}>
                <Table.Td>{reason.row}</Table.Td>
                <Table.Td>{reason.column || '—'}</Table.Td>
                <Table.Td>{translateServerText(reason.text, reason.message)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {reasons.length > shown.length && (
        <Text size="sm" c="dimmed">
          <Trans>
            Showing the first {number.format(ERRORS_SHOWN)} of {number.format(reasons.length)} reasons. Download the
            rows with errors to see them all.
          </Trans>
        </Text>
      )}
    </>
  );
}
