import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  FULFILMENT_LOCATION_LABELS,
  FULFILMENT_LOCATIONS,
  type FulfilmentLocation,
  InboundInputSchema,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAnnounceInbound } from '../api/fulfilment-api';
import { issuesByPath } from '../lib/issues';
import { type Line, linesInput, newLine, SkuLines } from './sku-lines';

const LOCATIONS = FULFILMENT_LOCATIONS.map((value) => ({ value, label: FULFILMENT_LOCATION_LABELS[value] }));

/** Announce an inbound shipment: the SKUs and quantities on their way, to which warehouse, and when. */
export function InboundModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [location, setLocation] = useState<FulfilmentLocation>('dubai');
  const [reference, setReference] = useState('');
  const [expectedDate, setExpectedDate] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const announce = useAnnounceInbound();
  const close = () => {
    announce.reset();
    setErrors({});
    setLines([newLine()]);
    setReference('');
    setExpectedDate('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { location, reference: reference.trim() || null, expectedDate, lines: linesInput(lines) };
    const parsed = InboundInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    announce.mutate(input, {
      onSuccess: () => {
        showToast({ message: 'Inbound shipment announced', tone: 'success' });
        close();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title="Announce an inbound shipment" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Warehouse"
              data={LOCATIONS}
              value={location}
              allowDeselect={false}
              onChange={(value) => value && setLocation(value as FulfilmentLocation)}
            />
            <TextInput
              label="Expected date"
              type="date"
              required
              value={expectedDate}
              error={errors.expectedDate}
              onChange={(e) => setExpectedDate(e.currentTarget.value)}
            />
            <TextInput
              label="Reference"
              value={reference}
              error={errors.reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          </SimpleGrid>
          <SkuLines
            legend="Products on their way"
            lines={lines}
            onChange={setLines}
            errors={errors}
            path="lines"
            kind="product"
          />
          {announce.isError && <FormAlert title="Not announced">{serverMessage(announce.error)}</FormAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={announce.isPending}>
              Announce shipment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
