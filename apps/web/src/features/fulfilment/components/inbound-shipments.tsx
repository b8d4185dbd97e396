import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { FULFILMENT_LOCATION_LABELS, type InboundShipment } from '@sameday/contract';
import { formatDate } from '../../../shared/date-formats';
import { LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useInboundShipments } from '../api/fulfilment-api';

const units = (shipment: InboundShipment) =>
  shipment.lines.reduce((sum, line) => sum + (line.receivedQuantity ?? line.expectedQuantity), 0);

/** The latest inbound shipments: announced ones on their way, received ones with any difference. */
export function InboundShipments() {
  const shipments = useInboundShipments();
  if (shipments.isPending) return <LoadingRows label="Loading inbound shipments" rows={2} />;
  if (shipments.isError)
    return (
      <LoadFailed what="your inbound shipments" error={shipments.error} onRetry={() => void shipments.refetch()} />
    );
  if (shipments.data.shipments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="inbound-shipments">
      <Title order={2} fz="h4" id="inbound-shipments">
        Inbound shipments
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} fz="sm" aria-label="Inbound shipments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Expected</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Warehouse</Table.Th>
              <Table.Th>SKUs</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipments.data.shipments.map((shipment) => (
              <Table.Tr key={shipment.id}>
                <Table.Td>{formatDate(`${shipment.expectedDate}T12:00:00+04:00`)}</Table.Td>
                <Table.Td>{shipment.reference ?? '—'}</Table.Td>
                <Table.Td>{FULFILMENT_LOCATION_LABELS[shipment.location]}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {shipment.lines.map((line) => line.sku).join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{units(shipment).toLocaleString('en')}</Table.Td>
                <Table.Td>
                  {shipment.state === 'received' ? (
                    <Badge color={shipment.hasDifferences ? 'orange' : 'teal'} variant="light">
                      {shipment.hasDifferences ? 'Received with differences' : 'Received'}
                    </Badge>
                  ) : (
                    <Badge variant="light">Announced</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
