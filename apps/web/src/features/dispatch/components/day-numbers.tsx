import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DayNumbers, NumbersFigures, NumbersZone } from '@sameday/contract';
import { useId, useState } from 'react';
import { LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useDayNumbers } from '../api/numbers-api';

/** The zones' names: the emirate of the drop-off. */
export const ZONE_LABELS: Record<NumbersZone, MessageDescriptor> = {
  dubai: msg`Dubai`,
  'abu-dhabi': msg`Abu Dhabi`,
  sharjah: msg`Sharjah`,
  other: msg`Other emirates`,
};

type FigureKey = 'onTimeRate' | 'ordersPerCourierHour' | 'kmPerOrder' | 'failedAttemptRate';
const FIGURES: { key: FigureKey; label: MessageDescriptor; percent: boolean }[] = [
  { key: 'onTimeRate', label: msg`On time`, percent: true },
  { key: 'ordersPerCourierHour', label: msg`Orders per courier-hour`, percent: false },
  { key: 'kmPerOrder', label: msg`Km per order`, percent: false },
  { key: 'failedAttemptRate', label: msg`Failed attempts`, percent: true },
];

/** A figure as read: a percentage or a number with one decimal, "No data" when there is none. */
function useFigureText() {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (value: number | null, isPercent: boolean) =>
    value === null ? t`No data` : isPercent ? percent.format(value) : decimal.format(value);
}

/** What a figure is made of, under it. */
function useFigureBasis() {
  const { t, i18n } = useLingui();
  const decimal = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  return (key: FigureKey, f: NumbersFigures) => {
    const delivered = f.delivered;
    const hours = decimal.format(f.courierHours);
    const km = decimal.format(f.km);
    const attempts = f.delivered + f.failedAttempts;
    switch (key) {
      case 'onTimeRate':
        return t`${f.deliveredOnTime} of ${delivered} delivered within the promised window`;
      case 'ordersPerCourierHour':
        return t`${delivered} delivered in ${hours} courier-hours`;
      case 'kmPerOrder':
        return t`${km} km planned for ${delivered} delivered`;
      default:
        return t`${f.failedAttempts} of ${attempts} attempts failed`;
    }
  };
}

/** The four figures side by side (two by two on a phone), each with what it is made of. */
export function NumbersFiguresGrid({ figures }: { figures: NumbersFigures }) {
  const { t } = useLingui();
  const text = useFigureText();
  const basis = useFigureBasis();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {FIGURES.map(({ key, label, percent }) => (
        <Stack key={key} gap={2}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {t(label)}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} c={figures[key] === null ? 'dimmed' : undefined}>
            {text(figures[key], percent)}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {basis(key, figures)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The figures per zone as a table, one row a zone. */
export function NumbersZoneTable({ zones, caption }: { zones: DayNumbers['zones']; caption: string }) {
  const { t } = useLingui();
  const text = useFigureText();
  if (zones.length === 0) return <Text size="sm" c="dimmed">{t`No drop-off was delivered or attempted.`}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Zone`}</Table.Th>
            {FIGURES.map(({ key, label }) => (
              <Table.Th key={key} scope="col">
                {t(label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {zones.map((zone) => (
            <Table.Tr key={zone.zone}>
              <Table.Th scope="row">{t(ZONE_LABELS[zone.zone])}</Table.Th>
              {FIGURES.map(({ key, percent }) => (
                <Table.Td key={key}>{text(zone[key], percent)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "Today's numbers" on the dispatch board: the day's four figures, per zone on demand. */
export function DayNumbersStrip({ date, today }: { date: string; today: string }) {
  const { t } = useLingui();
  const [byZone, setByZone] = useState(false);
  const numbers = useDayNumbers(date, date);
  const zonesId = useId();
  const title = date === today ? t`Today’s numbers` : t`Numbers of ${date}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={byZone}
            aria-controls={zonesId}
            onClick={() => setByZone((open) => !open)}
            disabled={!numbers.data}
          >
            {byZone ? t`Hide zones` : t`By zone`}
          </Button>
        </Group>
        {numbers.isPending ? (
          <LoadingRows label={t`Loading the day’s numbers`} rows={1} />
        ) : numbers.isError ? (
          <LoadFailed what={t`the day’s numbers`} error={numbers.error} onRetry={() => void numbers.refetch()} />
        ) : (
          <>
            {numbers.data.total.delivered + numbers.data.total.failedAttempts === 0 && (
              <Text size="sm" c="dimmed">
                <Trans>
                  Nothing delivered or attempted yet on this day: the figures fill in as moves are recorded.
                </Trans>
              </Text>
            )}
            <NumbersFiguresGrid figures={numbers.data.total} />
            <div id={zonesId}>
              {byZone && <NumbersZoneTable zones={numbers.data.zones} caption={t`By zone (emirate of the drop-off)`} />}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
