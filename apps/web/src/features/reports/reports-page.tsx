import '@mantine/charts/styles.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import {
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  type DeliveryReport,
  deliveryRateOf,
  dubaiClock,
  REPORT_PERIODS,
  type ReportBreakdownRow,
  type ReportPeriod,
  reportRange,
  WEB_ROUTES,
} from '@sameday/contract';
import { IconPackage } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCompactDate } from '../../shared/date-formats';
import { currentLocale, formatCount, formatMoney, intlLocale } from '../../shared/i18n';
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { useDeliveryReport } from './api/get-delivery-report';
import { ROW_LABELS } from './lib/labels';

const DEFAULT_PERIOD: ReportPeriod = 30;
/**
 * Every rate of the page is rounded one way, to one decimal that is always shown: 88.98 % reads
 * 89.0 % beside 87.5 %, never 89 %, so the same rate never shows with two precisions.
 */
// "89.0%" in both languages: Arabic's own percent pattern would put the sign first in some browsers.
const rate = (value: number | null) =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
/** "3 Nov" for 2026-11-03, in the page's language. */
const dayMonth = (date: string) =>
  utcDay(date).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayYear = (date: string) =>
  utcDay(date).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "3 – 9 Nov 2026" (or across months "27 Oct – 2 Nov 2026"), as the contract's periodLabel, in the page's language. */
function periodText(start: string, end: string): string {
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))} – ${dayYear(end)}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayMonth(start)} – ${dayYear(end)}`;
  return `${dayYear(start)} – ${dayYear(end)}`;
}

function periodOf(value: string | null): ReportPeriod {
  return REPORT_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

/** /reports: how the shipments placed in the last 7, 30 or 90 days went, Dubai time. */
export default function ReportsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search.get('days'));
  const range = reportRange(dubaiClock(new Date()).date, period);
  const report = useDeliveryReport(range);
  const periodLabelId = useId();

  const choosePeriod = (value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('days', value);
        return next;
      },
      { replace: true },
    );

  let body: React.ReactNode;
  if (report.isPending) body = <LoadingBlock label={t`Loading the report`} />;
  else if (report.isError)
    body = <LoadFailed what={t`the report`} error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data.totals.orders === 0) body = <NoOrders period={period} onLonger={choosePeriod} />;
  else body = <ReportBody report={report.data} />;

  return (
    <AccountPage
      // The sidebar's word for this page (spec §2: Analytics); the phone menu's Reports opens it too.
      title={t`Analytics`}
      backTo={null}
      description={t`Orders placed ${periodText(range.from, range.to)} (Dubai time) and how their delivery went.`}
      actions={
        <Stack gap={4}>
          <Text id={periodLabelId} size="sm" fw={500}>
            <Trans>Period</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabelId}
            value={String(period)}
            onChange={choosePeriod}
            data={REPORT_PERIODS.map((days) => ({ value: String(days), label: t`Last ${days} days` }))}
          />
        </Stack>
      }
    >
      <Box
        aria-busy={report.isFetching}
        style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {body}
      </Box>
    </AccountPage>
  );
}

function NoOrders({ period, onLonger }: { period: ReportPeriod; onLonger: (value: string) => void }) {
  const { t } = useLingui();
  const longer = REPORT_PERIODS.find((days) => days > period);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <IconPackage size={32} aria-hidden />
        <Title order={2} fz="h4">
          <Trans>No orders in this period</Trans>
        </Title>
        <Text size="sm" c="dimmed" maw={460}>
          <Trans>
            The report adds up the orders placed in the period: how many were delivered, returned or cancelled, the cash
            collected and what they cost.
          </Trans>
        </Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to={WEB_ROUTES.singleShipment}>
            <Trans>New Shipment</Trans>
          </Button>
          {longer && (
            <Button variant="default" onClick={() => onLonger(String(longer))}>
              {t`Show the last ${longer} days`}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ReportBody({ report }: { report: DeliveryReport }) {
  const { t } = useLingui();
  const isRtl = currentLocale() === 'ar';
  const { totals } = report;
  // The orders page filters on the same creation days, so each figure opens its own orders.
  const ordersOf = (tab: string) =>
    `${WEB_ROUTES.orders}?${new URLSearchParams({ tab, from: report.from, to: report.to })}`;
  // The chart draws its labels in SVG: a right-to-left mark keeps "25 نوفمبر" in Arabic order there.
  const days = report.days.map((day) => ({ ...day, label: `${isRtl ? '\u200F' : ''}${dayMonth(day.date)}` }));
  const inProgress = formatCount(totals.inProgress);
  const needsAttention = formatCount(totals.needsAttention);
  const cancelled = formatCount(totals.cancelled);
  const deliveryRate = rate(report.deliveryRate);
  const firstTime = formatCount(totals.deliveredFirstAttempt);
  const delivered = formatCount(totals.delivered);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
        <Figure
          label={t`Orders placed`}
          value={formatCount(totals.orders)}
          note={t`${inProgress} in progress · ${needsAttention} need attention · ${cancelled} cancelled`}
          link={{ to: ordersOf('all'), label: t`See these orders` }}
        />
        <Figure
          label={t`Delivered`}
          value={formatCount(totals.delivered)}
          note={t`${deliveryRate} of finished orders`}
          link={{ to: ordersOf('delivered'), label: t`See the delivered orders` }}
        />
        <Figure
          label={t`Delivered first time`}
          value={rate(report.firstAttemptRate)}
          note={t`${firstTime} of ${delivered} delivered`}
        />
        <Figure
          label={t`Returned`}
          value={formatCount(totals.returned)}
          note={t`Sent back to your pickup address`}
          link={{ to: ordersOf('returns'), label: t`See the returns` }}
        />
        <Figure
          label={t`COD collected`}
          value={formatMoney(totals.codCollectedFils)}
          note={t`On the delivered orders`}
        />
        <Figure
          label={t`Shipping spend`}
          value={formatMoney(totals.spendFils)}
          note={t`Orders not cancelled, as quoted`}
        />
        {report.ratings && (
          <Figure
            label={t`Recipient rating`}
            value={report.ratings.average === null ? '–' : `${report.ratings.average.toFixed(1)} / 5`}
            note={plural(report.ratings.count, {
              one: '# rating on the tracking page',
              other: '# ratings on the tracking page',
            })}
          />
        )}
        {report.returns && <CustomerReturns returns={report.returns} from={report.from} to={report.to} />}
      </SimpleGrid>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="by-day-title">
        <Title id="by-day-title" order={2} fz="h4" mb="sm">
          <Trans>Orders by day</Trans>
        </Title>
        <Box aria-hidden>
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'orders', label: t`Placed`, color: 'indigo.6' },
              { name: 'delivered', label: t`Delivered`, color: 'teal.7' },
            ]}
            // Right to left, the days run from the right and the counts stand on the right.
            xAxisProps={{ reversed: isRtl }}
            yAxisProps={{ orientation: isRtl ? 'right' : 'left' }}
            valueFormatter={formatCount}
            tickLine="y"
            gridAxis="x"
            barProps={{ radius: 2 }}
            // The figures are in the table below for screen readers; the drawing takes no focus.
            barChartProps={{ accessibilityLayer: false }}
          />
        </Box>
        <VisuallyHidden>
          <Table>
            <caption>
              <Trans>Orders placed and delivered by day</Trans>
            </caption>
            <thead>
              <tr>
                <th>
                  <Trans>Day</Trans>
                </th>
                <th>
                  <Trans>Placed</Trans>
                </th>
                <th>
                  <Trans>Delivered</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.date}>
                  <td>{formatCompactDate(day.date)}</td>
                  <td>{day.orders}</td>
                  <td>{day.delivered}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Breakdown title={t`By service`} what={t`Service`} rows={report.services} />
        <Breakdown title={t`By emirate`} what={t`Emirate`} rows={report.emirates} />
      </SimpleGrid>
    </Stack>
  );
}

type FigureProps = { label: string; value: string; note: string; link?: { to: string; label: string } };

function Figure({ label, value, note, link }: FigureProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz={{ base: 'md', xs: 'lg', sm: 'xl' }} style={{ whiteSpace: 'nowrap' }}>
        <bdi dir="ltr">{value}</bdi>
      </Text>
      <Text component="dd" m={0} size="xs" c="dimmed">
        {note}
      </Text>
      {link && (
        <Text component="dd" m={0} mt={4} size="xs">
          <Anchor component={Link} to={link.to} underline="always">
            {link.label}
          </Anchor>
        </Text>
      )}
    </Paper>
  );
}

/** Customer returns placed in the period (docs/decisions/040), and a link to them in the orders list. */
function CustomerReturns({
  returns,
  from,
  to,
}: {
  returns: NonNullable<DeliveryReport['returns']>;
  from: string;
  to: string;
}) {
  const { t } = useLingui();
  const total = formatCount(returns.count);
  const byRecipient = formatCount(returns.byRecipient);
  const completed = formatCount(returns.completed);
  return (
    <Figure
      label={t`Customer returns`}
      value={total}
      note={t`${byRecipient} asked for by recipients · ${completed} back with you`}
      link={{
        to: `${WEB_ROUTES.orders}?${new URLSearchParams({ tab: 'all', kind: 'return', from, to })}`,
        label: t`See the customer returns`,
      }}
    />
  );
}

function Breakdown({ title, what, rows }: { title: string; what: string; rows: ReportBreakdownRow[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const rowLabel = (row: ReportBreakdownRow) => {
    const label = ROW_LABELS[row.key];
    return label ? i18n._(label) : row.label;
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {/* Phones leave out the Returned column (the figure above has it), so the table fits. */}
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" horizontalSpacing={8} fz="sm" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{what}</Table.Th>
              <Table.Th ta="end">{t`Orders`}</Table.Th>
              <Table.Th ta="end">{t`Delivered`}</Table.Th>
              <Table.Th ta="end" visibleFrom="xs">
                {t`Returned`}
              </Table.Th>
              <Table.Th ta="end">{t`Success`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{rowLabel(row)}</Table.Td>
                <Table.Td ta="end">{formatCount(row.orders)}</Table.Td>
                <Table.Td ta="end">{formatCount(row.delivered)}</Table.Td>
                <Table.Td ta="end" visibleFrom="xs">
                  {formatCount(row.returned)}
                </Table.Td>
                <Table.Td ta="end">
                  <bdi dir="ltr">{rate(deliveryRateOf(row))}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
