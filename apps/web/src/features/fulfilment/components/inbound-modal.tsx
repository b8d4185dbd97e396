import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FULFILMENT_LOCATIONS, type FulfilmentLocation, InboundInputSchema } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FULFILMENT_LOCATION_LABELS } from '../../../entities/fulfilment-order';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAnnounceInbound } from '../api/fulfilment-api';
import { type Line, linesInput, newLine, SkuLines } from './sku-lines';

/** Announce an inbound shipment: the SKUs and quantities on their way, to which warehouse, and when. */
export function InboundModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
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
      setErrors(issuesByPath(parsed.error, translateContractText));
      return;
    }
    setErrors({});
    announce.mutate(input, {
      onSuccess: () => {
        showToast({ message: t`Inbound shipment announced`, tone: 'success' });
        close();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Announce an inbound shipment`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t`Warehouse`}
              data={FULFILMENT_LOCATIONS.map((value) => ({ value, label: t(FULFILMENT_LOCATION_LABELS[value]) }))}
              value={location}
              allowDeselect={false}
              onChange={(value) => value && setLocation(value as FulfilmentLocation)}
            />
            <TextInput
              label={t`Expected date`}
              type="date"
              required
              value={expectedDate}
              error={errors.expectedDate}
              onChange={(e) => setExpectedDate(e.currentTarget.value)}
            />
            <TextInput
              label={t`Reference`}
              value={reference}
              error={errors.reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          </SimpleGrid>
          <SkuLines
            legend={t`Products on their way`}
            lines={lines}
            onChange={setLines}
            errors={errors}
            path="lines"
            kind="product"
          />
          {announce.isError && (
            <FormAlert title={t`Not announced`}>{translateContractText(serverMessage(announce.error))}</FormAlert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={announce.isPending}>
              <Trans>Announce shipment</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
