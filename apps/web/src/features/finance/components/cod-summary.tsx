import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { CreditNoteList } from '@sameday/contract';
import { useState } from 'react';
import { formatMoney } from '../../../shared/i18n';
import { dubaiDay } from '../lib/dubai-day';
import { TablePanel } from './table-panel';

/** The cash stated and not yet paid out, and the cash delivered but not yet stated, with its orders on request. */
export function CodSummary({ list }: { list: CreditNoteList }) {
  const { t } = useLingui();
  const [showUnstated, setShowUnstated] = useState(false);
  const { unstated } = list;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            <Trans>Stated, not yet paid out</Trans>
          </Text>
          <Text fw={700} fz="xl">
            <bdi>
              {formatMoney(
                list.creditNotes.filter((note) => !note.payout).reduce((sum, note) => sum + note.codTotalFils, 0),
              )}
            </bdi>
          </Text>
          {!list.bankDetailsOnFile && (
            <Text size="xs" c="dimmed">
              <Trans>We pay it out to your bank account: add your bank details to receive it.</Trans>
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            <Trans>Delivered, not yet on a statement</Trans>
          </Text>
          <Text fw={700} fz="xl">
            <bdi>{formatMoney(unstated.codTotalFils)}</bdi>
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {plural(unstated.orderCount, {
                one: '# order this week or since the last statement',
                other: '# orders this week or since the last statement',
              })}
            </Text>
            {unstated.orderCount > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => setShowUnstated((shown) => !shown)}
                aria-expanded={showUnstated}
              >
                {showUnstated ? t`Hide orders` : t`Show orders`}
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
  const { t } = useLingui();
  return (
    <TablePanel minWidth={520} verticalSpacing="xs" aria-label={t`Delivered COD orders not yet on a statement`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Order</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Recipient</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans context="date">Delivered</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="end">
            <Trans>Cash collected</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.orderId}>
            <Table.Td ff="monospace" fz="sm">
              <bdi>{order.orderId}</bdi>
            </Table.Td>
            <Table.Td fz="sm">
              <bdi>{order.recipientName}</bdi>
            </Table.Td>
            <Table.Td fz="sm">{dubaiDay(order.deliveredAt)}</Table.Td>
            <Table.Td fz="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{formatMoney(order.codAmountFils)}</bdi>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TablePanel>
  );
}
