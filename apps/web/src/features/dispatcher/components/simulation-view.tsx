import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DISPATCH_CARRIER_LABELS, formatAed, type SimulationAnswer, type SimulationBucket } from '@sameday/contract';
import { formatDate } from '../../../shared/date-formats';
import { decisionHeadline } from './decision-view';

const bucketKey = (bucket: Pick<SimulationBucket, 'outcome' | 'carrier'>) =>
  `${bucket.outcome}:${bucket.carrier ?? ''}`;
const bucketLabel = (bucket: Pick<SimulationBucket, 'outcome' | 'carrier'>) => {
  if (bucket.outcome === 'carrier' && bucket.carrier) return DISPATCH_CARRIER_LABELS[bucket.carrier];
  return bucket.outcome === 'hold' ? 'Held for review' : 'Refused';
};

/** "+AED 12.00 more" / "AED 8.50 less" / "no change". */
export function costDifference(fils: number): string {
  if (fils === 0) return 'No change in cost';
  return fils > 0 ? `${formatAed(fils)} more` : `${formatAed(-fils)} less`;
}

/** What the rule set would have changed over the last 30 days: orders per carrier before and after, and the cost. */
export function SimulationView({ result }: { result: SimulationAnswer }) {
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
  const period = `${formatDate(result.from)} to ${formatDate(result.to)}`;
  if (result.orderCount === 0)
    return (
      <Alert color="gray" variant="light" title="No orders to simulate">
        No orders were placed from {period}. The rules will apply to the next ones.
      </Alert>
    );
  return (
    <Stack gap="sm" aria-label="Simulation result" component="section">
      <Text size="sm">
        Over the <b>{result.orderCount}</b> orders placed from {period}, <b>{result.changedCount}</b> would go another
        way with these rules.
      </Text>
      <div style={{ overflowX: 'auto' }}>
        <Table withTableBorder verticalSpacing={6} fz="sm" miw={300} aria-label="Orders per carrier">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Carrier</Table.Th>
              <Table.Th scope="col" ta="right">
                Now
              </Table.Th>
              <Table.Th scope="col" ta="right">
                With these rules
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...rows.entries()].map(([key, row]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{row.before}</Table.Td>
                <Table.Td ta="right">{row.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Cost label="Cost now" value={formatAed(result.costBeforeFils)} />
        <Cost label="With these rules" value={formatAed(result.costAfterFils)} />
        <Cost
          label="Difference"
          value={costDifference(result.costDifferenceFils)}
          color={result.costDifferenceFils > 0 ? 'red.8' : result.costDifferenceFils < 0 ? 'green.8' : undefined}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Costs are the carriers’ rate-card prices before VAT.
      </Text>
      {result.changes.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Orders that would change
          </Text>
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
            {result.changes.slice(0, 10).map((change) => (
              <Text component="li" size="sm" key={change.orderId} style={{ overflowWrap: 'anywhere' }}>
                Order {change.orderId}
                {change.reference ? ` (${change.reference})` : ''}:{' '}
                {decisionHeadline({ ...change.before, reason: null })} →{' '}
                {decisionHeadline({ ...change.after, reason: null })}
                {change.after.ruleName ? `, rule “${change.after.ruleName}”` : ''}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
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
