import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
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
  dayMonthLabel,
  deliveryRateOf,
  dubaiClock,
  formatAed,
  periodLabel,
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
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { useDeliveryReport } from './api/get-delivery-report';

const DEFAULT_PERIOD: ReportPeriod = 30;
/**
 * Every rate of the page is rounded one way, to one decimal that is always shown: 88.98 % reads
 * 89.0 % beside 87.5 %, never 89 %, so the same rate never shows with two precisions.
 */
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('en-US');
const rate = (value: number | null) => (value === null ? '–' : percent.format(value));

function periodOf(value: string | null): ReportPeriod {
  return REPORT_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

/** /reports: how the shipments placed in the last 7, 30 or 90 days went, Dubai time. */
export default function ReportsPage() {
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
  if (report.isPending) body = <LoadingBlock label="Loading the report" />;
  else if (report.isError)
    body = <LoadFailed what="the report" error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data.totals.orders === 0) body = <NoOrders period={period} onLonger={choosePeriod} />;
  else body = <ReportBody report={report.data} />;

  return (
    <AccountPage
      // The sidebar's word for this page (spec §2: Analytics); the phone menu's Reports opens it too.
      title="Analytics"
      backTo={null}
      description={`Orders placed ${periodLabel(range.from, range.to)} (Dubai time) and how their delivery went.`}
      actions={
        <Stack gap={4}>
          <Text id={periodLabelId} size="sm" fw={500}>
            Period
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabelId}
            value={String(period)}
            onChange={choosePeriod}
            data={REPORT_PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` }))}
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
  const longer = REPORT_PERIODS.find((days) => days > period);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <IconPackage size={32} aria-hidden />
        <Title order={2} fz="h4">
          No orders in this period
        </Title>
        <Text size="sm" c="dimmed" maw={460}>
          The report adds up the orders placed in the period: how many were delivered, returned or cancelled, the cash
          collected and what they cost.
        </Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to={WEB_ROUTES.singleShipment}>
            New Shipment
          </Button>
          {longer && (
            <Button variant="default" onClick={() => onLonger(String(longer))}>
              Show the last {longer} days
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ReportBody({ report }: { report: DeliveryReport }) {
  const { totals } = report;
  // The orders page filters on the same creation days, so each figure opens its own orders.
  const ordersOf = (tab: string) =>
    `${WEB_ROUTES.orders}?${new URLSearchParams({ tab, from: report.from, to: report.to })}`;
  const days = report.days.map((day) => ({ ...day, label: dayMonthLabel(day.date) }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
        <Figure
          label="Orders placed"
          value={count.format(totals.orders)}
          note={`${count.format(totals.inProgress)} in progress · ${count.format(totals.needsAttention)} need attention · ${count.format(totals.cancelled)} cancelled`}
          link={{ to: ordersOf('all'), label: 'See these orders' }}
        />
        <Figure
          label="Delivered"
          value={count.format(totals.delivered)}
          note={`${rate(report.deliveryRate)} of finished orders`}
          link={{ to: ordersOf('delivered'), label: 'See the delivered orders' }}
        />
        <Figure
          label="Delivered first time"
          value={rate(report.firstAttemptRate)}
          note={`${count.format(totals.deliveredFirstAttempt)} of ${count.format(totals.delivered)} delivered`}
        />
        <Figure
          label="Returned"
          value={count.format(totals.returned)}
          note="Sent back to your pickup address"
          link={{ to: ordersOf('returns'), label: 'See the returns' }}
        />
        <Figure label="COD collected" value={formatAed(totals.codCollectedFils)} note="On the delivered orders" />
        <Figure label="Shipping spend" value={formatAed(totals.spendFils)} note="Orders not cancelled, as quoted" />
        {report.ratings && (
          <Figure
            label="Recipient rating"
            value={report.ratings.average === null ? '–' : `${report.ratings.average.toFixed(1)} / 5`}
            note={`${count.format(report.ratings.count)} rating${report.ratings.count === 1 ? '' : 's'} on the tracking page`}
          />
        )}
        {report.returns && <CustomerReturns returns={report.returns} from={report.from} to={report.to} />}
      </SimpleGrid>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="by-day-title">
        <Title id="by-day-title" order={2} fz="h4" mb="sm">
          Orders by day
        </Title>
        <Box aria-hidden>
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'orders', label: 'Placed', color: 'indigo.6' },
              { name: 'delivered', label: 'Delivered', color: 'teal.7' },
            ]}
            tickLine="y"
            gridAxis="x"
            barProps={{ radius: 2 }}
            // The figures are in the table below for screen readers; the drawing takes no focus.
            barChartProps={{ accessibilityLayer: false }}
          />
        </Box>
        <VisuallyHidden>
          <Table>
            <caption>Orders placed and delivered by day</caption>
            <thead>
              <tr>
                <th>Day</th>
                <th>Placed</th>
                <th>Delivered</th>
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
        <Breakdown title="By service" what="Service" rows={report.services} />
        <Breakdown title="By emirate" what="Emirate" rows={report.emirates} />
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
        {value}
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
  const total = count.format(returns.count);
  const byRecipient = count.format(returns.byRecipient);
  const completed = count.format(returns.completed);
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
  const headingId = useId();
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
              <Table.Th ta="right">Orders</Table.Th>
              <Table.Th ta="right">Delivered</Table.Th>
              <Table.Th ta="right" visibleFrom="xs">
                Returned
              </Table.Th>
              <Table.Th ta="right">Success</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{count.format(row.orders)}</Table.Td>
                <Table.Td ta="right">{count.format(row.delivered)}</Table.Td>
                <Table.Td ta="right" visibleFrom="xs">
                  {count.format(row.returned)}
                </Table.Td>
                <Table.Td ta="right">{rate(deliveryRateOf(row))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
