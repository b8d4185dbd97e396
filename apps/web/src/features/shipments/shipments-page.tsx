import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatAed } from '@sameday/contract';
import { IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddressIssue } from '../../entities/shipment';
import { formatDateTime } from '../../shared/date-formats';
import { AccountPage, EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { useShipments } from './api/shipments-api';
import { ShipmentDownloads } from './components/shipment-downloads';
import { ShipmentStateBadge } from './components/shipment-state-badge';
import { countryName } from './lib/countries';
import { NEW_INTERNATIONAL_SHIPMENT_PATH, SHIPMENT_SETTINGS_PATH } from './paths';

/** /shipments: what the account booked with carriers, newest first, with labels and documents. */
export default function ShipmentsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [clientOrderId] = useDebouncedValue(search.trim(), 300);
  const shipments = useShipments(clientOrderId);
  return (
    <AccountPage
      title={t`Shipments`}
      description={t`Shipments booked with our fleet and partner carriers, at home and abroad.`}
      backTo={null}
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to={SHIPMENT_SETTINGS_PATH}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            <Trans>Shipment settings</Trans>
          </Button>
          <Button
            component={Link}
            to={NEW_INTERNATIONAL_SHIPMENT_PATH}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            <Trans>International shipment</Trans>
          </Button>
        </Group>
      }
    >
      <TextInput
        label={t`Client order id`}
        placeholder={t`Your order number`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {shipments.isPending ? (
        <LoadingRows label={t`Loading shipments`} />
      ) : shipments.isError ? (
        <LoadFailed what={t`your shipments`} error={shipments.error} onRetry={() => void shipments.refetch()} />
      ) : shipments.data.shipments.length === 0 ? (
        <EmptyPanel title={clientOrderId ? t`No shipment has this client order id` : t`No shipments yet`}>
          {clientOrderId ? t`Check the number or clear the search.` : t`Book one abroad with International shipment.`}
        </EmptyPanel>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="xs" aria-label={t`Shipments`} aria-busy={shipments.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Tracking number`}</Table.Th>
                <Table.Th>{t`Carrier`}</Table.Th>
                <Table.Th>{t`Recipient`}</Table.Th>
                <Table.Th>{t`State`}</Table.Th>
                <Table.Th>{t`Price`}</Table.Th>
                <Table.Th>{t`Booked`}</Table.Th>
                <Table.Th>{t`Files`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipments.data.shipments.map((shipment) => (
                <Table.Tr key={shipment.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {shipment.trackingNumber}
                    </Text>
                    {shipment.clientOrderId && (
                      <Text size="xs" c="dimmed">
                        {shipment.clientOrderId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{shipment.carrierName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto">
                      {shipment.recipient.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {shipment.recipient.city}, {countryName(shipment.recipient.countryCode)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ minWidth: 130 }}>
                    <Stack gap={6} align="flex-start">
                      <ShipmentStateBadge state={shipment.state} />
                      <AddressIssue shipment={shipment} />
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">
                      <bdi>{formatAed(shipment.priceFils)}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(shipment.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ShipmentDownloads shipment={shipment} size="xs" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AccountPage>
  );
}
