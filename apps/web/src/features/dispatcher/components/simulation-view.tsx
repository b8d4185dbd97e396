import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, useDirection } from '@mantine/core';
import { formatAed, type SimulationAnswer, type SimulationBucket } from '@sameday/contract';
import { formatDate } from '../../../shared/date-formats';
import { carrierName } from '../lib/labels';
import { decisionHeadline } from './decision-view';

const bucketKey = (bucket: Pick<SimulationBucket, 'outcome' | 'carrier'>) =>
  `${bucket.outcome}:${bucket.carrier ?? ''}`;
const bucketLabel = (bucket: Pick<SimulationBucket, 'outcome' | 'carrier'>) => {
  if (bucket.outcome === 'carrier' && bucket.carrier) return carrierName(bucket.carrier);
  if (bucket.outcome === 'refuse' && bucket.carrier) {
    // Sent to a carrier not connected on this platform: refused, and the carrier said.
    const name = carrierName(bucket.carrier);
    return t`Refused: ${name} is not connected`;
  }
  return bucket.outcome === 'hold' ? t`Held for review` : t`Refused`;
};

/** "+AED 12.00 more" / "AED 8.50 less" / "no change". */
export function costDifference(fils: number): string {
  if (fils === 0) return t`No change in cost`;
  const amount = formatAed(Math.abs(fils));
  return fils > 0 ? t`${amount} more` : t`${amount} less`;
}

/** What the rule set would have changed over the last 30 days: orders per carrier before and after, and the cost. */
export function SimulationView({ result }: { result: SimulationAnswer }) {
  const { t } = useLingui();
  const rows = new Map<string, { label: string; before: number; after: number }>();
  for (const [side, buckets] of [
    ['before', result.before],
    ['after', result.after],
  ] as const) {
    for (const bucket of buckets) {
      const row = rows.get(bucketKey(bucket)) ?? { label: bucketLabel(bucket), before: 0, after: 0 };
      row[side] += bucket.orders;
      rows.set(bucketKey(bucket), row);
    }
  }
  const from = formatDate(result.from);
  const to = formatDate(result.to);
  const period = t`${from} to ${to}`;
  const { orderCount, changedCount } = result;
  if (result.orderCount === 0)
    return (
      <Alert color="gray" variant="light" title={t`No orders to simulate`}>
        <Trans>No orders were placed from {period}. The rules will apply to the next ones.</Trans>
      </Alert>
    );
  return (
    <Stack gap="sm" aria-label={t`Simulation result`} component="section">
      <Text size="sm">
        <Trans>
          Over the <b>{orderCount}</b> orders placed from {period}, <b>{changedCount}</b> would go another way with
          these rules.
        </Trans>
      </Text>
      <div style={{ overflowX: 'auto' }}>
        <Table withTableBorder verticalSpacing={6} fz="sm" miw={300} aria-label={t`Orders per carrier`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Carrier</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="end">
                <Trans>Now</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="end">
                <Trans>With these rules</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...rows.entries()].map(([key, row]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="end">{row.before}</Table.Td>
                <Table.Td ta="end">{row.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Cost label={t`Cost now`} value={formatAed(result.costBeforeFils)} />
        <Cost label={t`With these rules`} value={formatAed(result.costAfterFils)} />
        <Cost
          label={t`Difference`}
          value={costDifference(result.costDifferenceFils)}
          color={result.costDifferenceFils > 0 ? 'red.8' : result.costDifferenceFils < 0 ? 'green.8' : undefined}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>Costs are the carriers’ rate-card prices before VAT.</Trans>
      </Text>
      {result.changes.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <Trans>Orders that would change</Trans>
          </Text>
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
            {result.changes.slice(0, 10).map((change) => (
              <ChangeLine key={change.orderId} change={change} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** One side of a change: a refusal by a carrier not connected here names it, as its row in the table does. */
const sideHeadline = (side: SimulationAnswer['changes'][number]['before']) =>
  side.outcome === 'refuse' && side.carrier ? bucketLabel(side) : decisionHeadline({ ...side, reason: null });

function ChangeLine({ change }: { change: SimulationAnswer['changes'][number] }) {
  const { dir } = useDirection();
  const { orderId, reference } = change;
  const ruleName = change.after.ruleName;
  return (
    <Text component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Trans>
        Order <bdi>{orderId}</bdi>
      </Trans>
      {reference ? (
        <>
          {' '}
          (<bdi>{reference}</bdi>)
        </>
      ) : (
        ''
      )}
      : {sideHeadline(change.before)} {dir === 'rtl' ? '←' : '→'} {sideHeadline(change.after)}
      {ruleName ? (
        <Trans>
          , rule “<bdi>{ruleName}</bdi>”
        </Trans>
      ) : (
        ''
      )}
    </Text>
  );
}

function Cost({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group gap={4} justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text fw={700} c={color}>
          {value}
        </Text>
      </Group>
    </Paper>
  );
}
