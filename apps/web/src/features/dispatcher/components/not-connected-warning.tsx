import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { DispatchCarrierCode } from '@sameday/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { carrierName } from '../lib/labels';

/** The carrier an action sends orders to, when it is not connected on this platform; null otherwise. */
export function unconnectedCarrierOf(
  action: { type: string; carrier?: string | null } | null | undefined,
  notConnected: readonly string[] | undefined,
): DispatchCarrierCode | null {
  if (action?.type !== 'carrier' || !action.carrier) return null;
  return notConnected?.includes(action.carrier) ? (action.carrier as DispatchCarrierCode) : null;
}

/**
 * Said next to a rule (or the default) that sends orders to a carrier not connected here: no
 * booking can be made with it, so those orders are refused (the simulation counts them so).
 */
export function NotConnectedWarning({ carrier }: { carrier: DispatchCarrierCode }) {
  const name = carrierName(carrier);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertTriangle
        size={16}
        color="var(--mantine-color-orange-8)"
        aria-hidden
        style={{ flex: 'none', marginTop: 2 }}
      />
      {/* Dark words beside the orange sign: orange text on white is too faint to read. */}
      <Text size="sm" fw={500}>
        <Trans>
          {name} is not connected on this platform: orders this sends there are refused. Choose another carrier, or ask
          Sameday to connect it.
        </Trans>
      </Text>
    </Group>
  );
}
