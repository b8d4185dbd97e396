import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { DayNumbers } from '@sameday/contract';
import { useState } from 'react';
import { EmptyPanel, LoadFailed, LoadingRows, useDocumentTitle } from '../../shared/ui/page';
import { useDayNumbers } from './api/numbers-api';
import { NumbersFiguresGrid, NumbersZoneTable } from './components/day-numbers';
import { dubaiToday } from './lib/board';

/**
 * /admin/reports: the day's numbers over a range of Dubai days (today at first): on time against
 * the promise, orders per courier-hour, km per order and failed attempts, for the whole range, per
 * zone and per day. Operations staff and admins.
 */
export default function DayNumbersReportPage() {
  const { t } = useLingui();
  useDocumentTitle(`${t`Reports`} · Operations`);
  const [from, setFrom] = useState(dubaiToday);
  const [to, setTo] = useState(dubaiToday);
  const backwards = from > to;
  const numbers = useDayNumbers(from, to, !backwards);
  return (
    <Box maw={1200}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t`Reports`}
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              The day’s numbers of the provider’s own couriers: deliveries on time against the promise, orders per
              courier-hour, km per order and failed attempts, by day and by zone.
            </Trans>
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t`From`}
            value={from}
            onChange={(event) => event.currentTarget.value && setFrom(event.currentTarget.value)}
            w={170}
          />
          <TextInput
            type="date"
            label={t`To`}
            value={to}
            onChange={(event) => event.currentTarget.value && setTo(event.currentTarget.value)}
            w={170}
            error={backwards ? t`The last day is before the first.` : undefined}
          />
        </Group>
        {backwards ? null : numbers.isPending ? (
          <LoadingRows label={t`Loading the numbers`} rows={4} />
        ) : numbers.isError ? (
          <LoadFailed what={t`the numbers`} error={numbers.error} onRetry={() => void numbers.refetch()} />
        ) : (
          <Report numbers={numbers.data} />
        )}
      </Stack>
    </Box>
  );
}

function Report({ numbers }: { numbers: DayNumbers }) {
  const { t } = useLingui();
  const { total } = numbers;
  if (total.delivered + total.failedAttempts === 0 && total.courierHours === 0)
    return (
      <EmptyPanel title={t`No numbers for these days`}>
        <Trans>No courier worked a shift and no drop-off was delivered or attempted.</Trans>
      </EmptyPanel>
    );
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={t`All the days chosen`}>
        <Stack gap="sm">
          <Title order={2} fz="h4">{t`All the days chosen`}</Title>
          <NumbersFiguresGrid figures={total} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t`By zone`}>
        <Stack gap="sm">
          <Title order={2} fz="h4">{t`By zone`}</Title>
          <NumbersZoneTable zones={numbers.zones} caption={t`By zone (emirate of the drop-off)`} />
        </Stack>
      </Paper>
      {numbers.days.length > 1 && <DaysTable numbers={numbers} />}
    </Stack>
  );
}

function DaysTable({ numbers }: { numbers: DayNumbers }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const show = (value: number | null, isPercent: boolean) =>
    value === null ? t`No data` : isPercent ? percent.format(value) : decimal.format(value);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`By day`}>
      <Stack gap="sm">
        <Title order={2} fz="h4">{t`By day`}</Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Day`}</Table.Th>
                <Table.Th scope="col">{t`On time`}</Table.Th>
                <Table.Th scope="col">{t`Orders per courier-hour`}</Table.Th>
                <Table.Th scope="col">{t`Km per order`}</Table.Th>
                <Table.Th scope="col">{t`Failed attempts`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {numbers.days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    {day.date}
                  </Table.Th>
                  <Table.Td>{show(day.total.onTimeRate, true)}</Table.Td>
                  <Table.Td>{show(day.total.ordersPerCourierHour, false)}</Table.Td>
                  <Table.Td>{show(day.total.kmPerOrder, false)}</Table.Td>
                  <Table.Td>{show(day.total.failedAttemptRate, true)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
