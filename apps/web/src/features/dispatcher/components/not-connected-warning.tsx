import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { CarrierWarning } from '@sameday/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { carrierName } from '../lib/labels';

/** The server's warning for a rule (by its id) or the default (null); undefined when there is none. */
export const warningOf = (warnings: readonly CarrierWarning[] | undefined, ruleId: string | null) =>
  warnings?.find((warning) => warning.ruleId === ruleId);

/**
 * Shown on a rule (or the default) that sends orders to a carrier not connected here. The
 * dispatcher still picks that carrier for the orders it matches (their decision names it), but no
 * booking can be made with it; the simulation counts those orders as refused.
 */
export function NotConnectedWarning({ warning, ruleName }: { warning: CarrierWarning; ruleName?: string }) {
  const { t } = useLingui();
  const name = carrierName(warning.carrier);
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t`${name} is not connected`}
      // Dark words on the light orange: orange text on white is too faint to read.
      styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}
    >
      {ruleName === undefined ? (
        <Trans>
          The default still picks {name} for the orders no rule matches, but no {name} shipment can be booked for them.
          Choose another carrier, or ask Sameday to connect {name}.
        </Trans>
      ) : (
        <Trans>
          Rule “{ruleName}” still picks {name} for its orders, but no {name} shipment can be booked for them. Choose
          another carrier, or ask Sameday to connect {name}.
        </Trans>
      )}
    </Alert>
  );
}
