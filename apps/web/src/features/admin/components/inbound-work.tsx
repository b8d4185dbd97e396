import { Anchor, Badge, Button, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { FULFILMENT_LOCATION_LABELS, type InboundShipment } from '@sameday/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { useStaffInbound } from '../api/fulfilment-ops-api';
import { CONSOLE_PATHS } from '../paths';
import { Pager } from './pager';
import { ReceiveModal } from './receive-modal';

const LIMIT = 20;

/** Inbound shipments to receive (or received, with their differences), of every account or the one chosen. */
export function InboundWork({ accountId }: { accountId?: string }) {
  const [state, setState] = useState<'announced' | 'received'>('announced');
  const [page, setPage] = useState(1);
  const [receiving, setReceiving] = useState<InboundShipment | null>(null);
  const inbound = useStaffInbound({ state, accountId, page, limit: LIMIT });
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Shipments"
        value={state}
        onChange={(value) => {
          setState(value as 'announced' | 'received');
          setPage(1);
        }}
        data={[
          { value: 'announced', label: 'To receive' },
          { value: 'received', label: 'Received' },
        ]}
        w="fit-content"
      />
      {inbound.isPending ? (
        <LoadingRows label="Loading inbound shipments" />
      ) : inbound.isError ? (
        <LoadFailed what="inbound shipments" error={inbound.error} onRetry={() => void inbound.refetch()} />
      ) : inbound.data.total === 0 ? (
        <EmptyPanel title={state === 'announced' ? 'Nothing to receive' : 'No shipment received yet'}>
          {state === 'announced' ? 'Shipments merchants announce appear here.' : undefined}
        </EmptyPanel>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" aria-label="Inbound shipments" bg="white">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Shipment</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th>Lines</Table.Th>
                  <Table.Th>{state === 'announced' ? 'Expected' : 'Received'}</Table.Th>
                  <Table.Th>{state === 'announced' ? 'Action' : 'Differences'}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inbound.data.shipments.map((shipment) => (
                  <Table.Tr key={shipment.id}>
                    <Table.Td>{shipment.reference ?? shipment.id}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={CONSOLE_PATHS.account(shipment.accountId)} size="sm">
                        {shipment.accountId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{FULFILMENT_LOCATION_LABELS[shipment.location]}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {shipment.lines.map((line) => `${line.expectedQuantity} × ${line.sku}`).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {state === 'announced'
                        ? formatDate(shipment.expectedDate)
                        : shipment.receivedAt && formatDateTime(shipment.receivedAt)}
                    </Table.Td>
                    <Table.Td>
                      {state === 'announced' ? (
                        <Button
                          size="xs"
                          onClick={() => setReceiving(shipment)}
                          aria-label={`Receive ${shipment.reference ?? shipment.id}`}
                        >
                          Receive
                        </Button>
                      ) : shipment.hasDifferences ? (
                        <Badge color="orange" variant="light" tt="none">
                          {shipment.lines
                            .filter((line) => line.difference)
                            .map((line) => `${line.sku} ${(line.difference ?? 0) > 0 ? '+' : ''}${line.difference}`)
                            .join(', ')}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          None
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} limit={LIMIT} total={inbound.data.total} onPage={setPage} />
        </>
      )}
      <ReceiveModal shipment={receiving} onClose={() => setReceiving(null)} />
    </Stack>
  );
}
