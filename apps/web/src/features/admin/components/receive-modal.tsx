import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { InboundReceiveSchema, type InboundShipment } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../shared/date-formats';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useReceiveInbound } from '../api/fulfilment-ops-api';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

import { fulfilmentLocationName } from '../../../entities/fulfilment-order';

/** Count what arrived of an announced shipment: each SKU's received quantity, the differences shown as they are typed. */
export function ReceiveModal({
  shipment,
  accountName,
  onClose,
}: {
  shipment: InboundShipment | null;
  accountName?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={shipment !== null} onClose={onClose} title={t`Receive inbound shipment`} size="lg">
      {shipment && <ReceiveForm key={shipment.id} shipment={shipment} accountName={accountName} onDone={onClose} />}
    </Modal>
  );
}

function ReceiveForm({
  shipment,
  accountName,
  onDone,
}: {
  shipment: InboundShipment;
  accountName?: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [counts, setCounts] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(shipment.lines.map((line) => [line.sku, line.expectedQuantity])),
  );
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const reference = shipment.reference ?? shipment.id;
  const { accountId } = shipment;
  const warehouse = fulfilmentLocationName(shipment.location);
  const expected = formatDate(shipment.expectedDate);
  const receive = useReceiveInbound();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      lines: shipment.lines.map((line) => ({
        sku: line.sku,
        receivedQuantity: Number(counts[line.sku] === '' ? Number.NaN : counts[line.sku]),
      })),
      note: note.trim() || null,
    };
    const parsed = InboundReceiveSchema.safeParse(body);
    if (!parsed.success) {
      setError('Give each received quantity as a whole number, 0 or more.');
      return;
    }
    setError(undefined);
    receive.mutate(
      { id: shipment.id, body },
      {
        onSuccess: (received) => {
          showToast({
            message: received.hasDifferences ? t`Shipment received, with differences recorded` : t`Shipment received`,
            tone: 'success',
          });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {accountName ? (
            <Trans>
              <bdi>{reference}</bdi> · <bdi>{accountName}</bdi> ({accountId}) · {warehouse} warehouse · expected{' '}
              {expected}
            </Trans>
          ) : (
            <Trans>
              <bdi>{reference}</bdi> · account <bdi>{accountId}</bdi> · {warehouse} warehouse · expected {expected}
            </Trans>
          )}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t`Received quantities`} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>SKU</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Expected</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Received</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Difference</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipment.lines.map((line) => {
                const value = counts[line.sku];
                const difference = value === '' || value === undefined ? null : Number(value) - line.expectedQuantity;
                return (
                  <Table.Tr key={line.sku}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {line.sku}
                      </Text>
                      <Text size="xs" c="dimmed" dir="auto">
                        {line.productName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">{line.expectedQuantity}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t`Received of ${line.sku}`}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        value={value}
                        onChange={(next) => setCounts((current) => ({ ...current, [line.sku]: next }))}
                        w={110}
                      />
                    </Table.Td>
                    <Table.Td ta="end" c={difference ? 'orange.9' : undefined} fw={difference ? 600 : undefined}>
                      {difference === null ? '–' : signed(difference)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Textarea
          label={t`Note`}
          description={t`What was wrong, if anything: damaged boxes, missing cartons`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        {error && <FormAlert title={t`Not received`}>{error}</FormAlert>}
        {receive.isError && (
          <FormAlert title={t`Not received`}>{translateContractText(serverMessage(receive.error))}</FormAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={receive.isPending}>
            <Trans>Record receipt</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
