import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { InboundShipment } from '@sameday/contract';
import { FULFILMENT_LOCATION_LABELS } from '../../../entities/fulfilment-order';
import { formatDate } from '../../../shared/date-formats';
import { formatCount } from '../../../shared/i18n';
import { LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useInboundShipments } from '../api/fulfilment-api';

const units = (shipment: InboundShipment) =>
  shipment.lines.reduce((sum, line) => sum + (line.receivedQuantity ?? line.expectedQuantity), 0);

/** The latest inbound shipments: announced ones on their way, received ones with any difference. */
export function InboundShipments() {
  const { t } = useLingui();
  const shipments = useInboundShipments();
  if (shipments.isPending) return <LoadingRows label={t`Loading inbound shipments`} rows={2} />;
  if (shipments.isError)
    return (
      <LoadFailed what={t`your inbound shipments`} error={shipments.error} onRetry={() => void shipments.refetch()} />
    );
  if (shipments.data.shipments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="inbound-shipments">
      <Title order={2} fz="h4" id="inbound-shipments">
        <Trans>Inbound shipments</Trans>
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} fz="sm" aria-label={t`Inbound shipments`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Expected</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Reference</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Warehouse</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>SKUs</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Units</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>State</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipments.data.shipments.map((shipment) => (
              <Table.Tr key={shipment.id}>
                <Table.Td>{formatDate(`${shipment.expectedDate}T12:00:00+04:00`)}</Table.Td>
                <Table.Td>
                  <bdi>{shipment.reference ?? '—'}</bdi>
                </Table.Td>
                <Table.Td>{t(FULFILMENT_LOCATION_LABELS[shipment.location])}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    <bdi>{shipment.lines.map((line) => line.sku).join(', ')}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{formatCount(units(shipment))}</Table.Td>
                <Table.Td>
                  {shipment.state === 'received' ? (
                    <Badge color={shipment.hasDifferences ? 'orange' : 'teal'} variant="light">
                      {shipment.hasDifferences ? t`Received with differences` : t`Received`}
                    </Badge>
                  ) : (
                    <Badge variant="light">
                      <Trans>Announced</Trans>
                    </Badge>
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
