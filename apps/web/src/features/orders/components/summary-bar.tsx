import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { Quote } from '@sameday/contract';
import { formatCharge } from '../lib/format';

type Props = { quote: Quote | null | undefined; submitLabel: string; isSubmitting: boolean };

/**
 * A phone's long form keeps its price and its submit button in reach: a bar stuck to the
 * bottom of the screen while the form scrolls under it.
 */
export function SummaryBar({ quote, submitLabel, isSubmitting }: Props) {
  const { t } = useLingui();
  return (
    <Paper
      component="section"
      aria-label={t`Price and submit`}
      data-testid="summary-bar"
      shadow="md"
      p="sm"
      radius={0}
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        marginInline: 'calc(var(--mantine-spacing-md) * -1)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            <Trans>Total</Trans>
          </Text>
          <Text fw={700} size="sm" aria-live="polite">
            {quote ? <bdi>{formatCharge(quote.totalFils)}</bdi> : <Trans>Choose a service to see the price</Trans>}
          </Text>
        </div>
        <Button type="submit" loading={isSubmitting} style={{ flex: 'none' }}>
          {submitLabel}
        </Button>
      </Group>
    </Paper>
  );
}
