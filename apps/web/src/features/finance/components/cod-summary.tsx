import { Button, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { type CreditNoteList, formatAed } from '@sameday/contract';
import { useState } from 'react';
import { dubaiDay } from '../lib/dubai-day';
import { TablePanel } from './table-panel';

/** The cash stated and awaiting confirmation, and the cash delivered but not yet stated, with its orders on request. */
export function CodSummary({ list }: { list: CreditNoteList }) {
  const [showUnstated, setShowUnstated] = useState(false);
  const { unstated } = list;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            Stated, awaiting your confirmation
          </Text>
          <Text fw={700} fz="xl">
            {formatAed(
              list.creditNotes.filter((note) => !note.confirmedAt).reduce((sum, note) => sum + note.codTotalFils, 0),
            )}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            Delivered, not yet on a statement
          </Text>
          <Text fw={700} fz="xl">
            {formatAed(unstated.codTotalFils)}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {unstated.orderCount} {unstated.orderCount === 1 ? 'order' : 'orders'} this week or since the last
              statement
            </Text>
            {unstated.orderCount > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => setShowUnstated((shown) => !shown)}
                aria-expanded={showUnstated}
              >
                {showUnstated ? 'Hide orders' : 'Show orders'}
              </Button>
            )}
          </Group>
        </Paper>
      </SimpleGrid>
      {showUnstated && <UnstatedOrders orders={unstated.orders} />}
    </>
  );
}

function UnstatedOrders({ orders }: { orders: CreditNoteList['unstated']['orders'] }) {
  return (
    <TablePanel minWidth={520} verticalSpacing="xs" aria-label="Delivered COD orders not yet on a statement">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Order</Table.Th>
          <Table.Th scope="col">Recipient</Table.Th>
          <Table.Th scope="col">Delivered</Table.Th>
          <Table.Th scope="col" ta="right">
            Cash collected
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.orderId}>
            <Table.Td ff="monospace" fz="sm">
              {order.orderId}
            </Table.Td>
            <Table.Td fz="sm">{order.recipientName}</Table.Td>
            <Table.Td fz="sm">{dubaiDay(order.deliveredAt)}</Table.Td>
            <Table.Td fz="sm" ta="right">
              {formatAed(order.codAmountFils)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TablePanel>
  );
}
