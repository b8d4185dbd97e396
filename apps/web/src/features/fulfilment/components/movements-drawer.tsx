import { Drawer, Stack, Table, Text } from '@mantine/core';
import { FULFILMENT_LOCATION_LABELS, MOVEMENT_KIND_LABELS } from '@sameday/contract';
import { formatDateTime } from '../../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useMovements } from '../api/fulfilment-api';

const signed = (value: number) => (value > 0 ? `+${value.toLocaleString('en')}` : value.toLocaleString('en'));

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
  const movements = useMovements(sku);
  return (
    <Drawer
      opened={Boolean(sku)}
      onClose={onClose}
      position="right"
      size="lg"
      title={`Movement history · ${sku ?? ''}`}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" dir="auto">
          {name}
        </Text>
        {movements.isPending ? (
          <LoadingRows label="Loading the movement history" />
        ) : movements.isError ? (
          <LoadFailed what="the movement history" error={movements.error} onRetry={() => void movements.refetch()} />
        ) : movements.data.movements.length === 0 ? (
          <EmptyPanel title="No movements yet">Stock moves when an inbound shipment is received.</EmptyPanel>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} fz="sm" aria-label="Movements">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Movement</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th ta="right">On hand</Table.Th>
                  <Table.Th ta="right">Reserved</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {movements.data.movements.map((movement) => (
                  <Table.Tr key={movement.id}>
                    <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
                    <Table.Td>
                      {MOVEMENT_KIND_LABELS[movement.kind]}
                      {movement.reason && (
                        <Text size="xs" c="dimmed">
                          {movement.reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{FULFILMENT_LOCATION_LABELS[movement.location]}</Table.Td>
                    <Table.Td ta="right">{signed(movement.onHandDelta)}</Table.Td>
                    <Table.Td ta="right">{signed(movement.reservedDelta)}</Table.Td>
                    <Table.Td>{movement.actor.name}</Table.Td>
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
