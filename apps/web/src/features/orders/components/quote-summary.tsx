import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Quote } from '@sameday/contract';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EMIRATE_LABELS } from '../../../entities/places';
import { formatMoney } from '../../../shared/i18n';
import { formatCharge, vatNote } from '../lib/format';
import type { ServiceOption } from '../lib/service-options';

function Line({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}

type Props = {
  option: ServiceOption | undefined;
  quote: Quote | null | undefined;
  destination: string;
  submitLabel: string;
  isSubmitting: boolean;
  alert?: ReactNode;
  /** False on a phone, whose summary bar has the submit button. */
  withSubmit?: boolean;
};

/** The price before submit, the live cut-off of the chosen service, and the submit button. */
export function QuoteSummary({
  option,
  quote,
  destination,
  submitLabel,
  isSubmitting,
  alert,
  withSubmit = true,
}: Props) {
  const { t } = useLingui();
  const label = (EMIRATE_LABELS as Record<string, MessageDescriptor | undefined>)[destination];
  const destinationName = label ? t(label) : destination;
  return (
    <Paper withBorder radius="lg" p="lg" component="aside" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-summary-title">
          <Trans>Summary</Trans>
        </Title>
        {option?.isAvailable ? (
          <>
            <Text size="sm">
              <Trans>
                <Text span fw={600}>
                  {option.label}
                </Text>{' '}
                to {destinationName}
              </Trans>
            </Text>
            <Group gap={6} wrap="nowrap" align="flex-start" aria-live="polite" data-testid="cut-off-message">
              <IconClockHour4 size={16} aria-hidden style={{ marginTop: 2, flex: 'none' }} />
              <Text size="sm">{option.message}</Text>
            </Group>
            <Divider />
            {quote ? (
              <>
                <Line label={t`Delivery`} value={formatMoney(quote.baseFils)} />
                {quote.weightFils > 0 && (
                  <Line
                    label={t`Extra weight (${quote.chargeableWeightKg} kg in total)`}
                    value={formatMoney(quote.weightFils)}
                  />
                )}
                {quote.codFeeFils > 0 && <Line label={t`Cash on delivery fee`} value={formatMoney(quote.codFeeFils)} />}
                <Divider />
                <Line label={t`Total`} value={formatCharge(quote.totalFils)} strong />
                <Text size="xs" c="dimmed">
                  <Trans>From your account's rate card, charged on your monthly invoice.</Trans> {vatNote()}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Enter each item's quantity and weight to see the price.</Trans>
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Choose the recipient's emirate, the items and a delivery service to see the price.</Trans>
          </Text>
        )}
        {alert}
        {withSubmit && (
          <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
            {submitLabel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
