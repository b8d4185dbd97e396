import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer, Stack, Table, Text, useDirection } from '@mantine/core';
import { FULFILMENT_LOCATION_LABELS } from '../../../entities/fulfilment-order';
import { formatDateTime } from '../../../shared/date-formats';
import { formatCount, translateContractText } from '../../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useMovements } from '../api/fulfilment-api';
import { MOVEMENT_LABELS } from '../lib/labels';

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value));

/** A product's movement history: every change of its stock, newest first, with who and when. */
export function MovementsDrawer({
  sku,
  name,
  onClose,
}: {
  sku: string | undefined;
  name: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const movements = useMovements(sku);
  const { dir } = useDirection();
  const skuText = sku ?? '';
  return (
    <Drawer
      opened={Boolean(sku)}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      title={
        <Trans>
          Movement history · <bdi>{skuText}</bdi>
        </Trans>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" dir="auto">
          {name}
        </Text>
        {movements.isPending ? (
          <LoadingRows label={t`Loading the movement history`} />
        ) : movements.isError ? (
          <LoadFailed what={t`the movement history`} error={movements.error} onRetry={() => void movements.refetch()} />
        ) : movements.data.movements.length === 0 ? (
          <EmptyPanel title={t`No movements yet`}>
            <Trans>Stock moves when an inbound shipment is received.</Trans>
          </EmptyPanel>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} fz="sm" aria-label={t`Movements`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>When</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Movement</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Warehouse</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>On hand</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Reserved</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>By</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {movements.data.movements.map((movement) => (
                  <Table.Tr key={movement.id}>
                    <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
                    <Table.Td>
                      {t(MOVEMENT_LABELS[movement.kind])}
                      {movement.reason && (
                        <Text size="xs" c="dimmed" dir="auto">
                          {translateContractText(movement.reason)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(FULFILMENT_LOCATION_LABELS[movement.location])}</Table.Td>
                    <Table.Td ta="end">
                      <bdi>{signed(movement.onHandDelta)}</bdi>
                    </Table.Td>
                    <Table.Td ta="end">
                      <bdi>{signed(movement.reservedDelta)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{translateContractText(movement.actor.name)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Drawer>
  );
}
