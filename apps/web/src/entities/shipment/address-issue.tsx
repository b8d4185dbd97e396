import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type AddressCorrection as AddressCorrectionBody,
  AddressCorrectionSchema,
  type Shipment,
} from '@sameday/contract';
import { IconMapPinExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { intlLocale } from '../../shared/i18n';
import { showToast } from '../../shared/ui/toast';
import { useCorrectAddress } from './api/shipment-api';

/** A country's name in the reader's language (GB: United Kingdom, المملكة المتحدة). */
const countryOf = (code: string) => new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code) ?? code;

const FIELDS = ['name', 'phone', 'line1', 'line2', 'city', 'region', 'postcode'] as const;

/**
 * A shipment the carrier cannot deliver to its address: what the carrier said, and the way to
 * correct the recipient's address (the carrier takes it and tries again; decision 041).
 */
export function AddressIssue({ shipment }: { shipment: Shipment }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  if (!shipment.addressIssue) return null;
  const said = shipment.addressIssue.description;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="xs" c="red.8" fw={600}>
        {said ? t`The carrier cannot deliver: ${said}` : t`The carrier cannot deliver to this address.`}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        leftSection={<IconMapPinExclamation size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t`Correct the address of ${shipment.trackingNumber}`}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={t`Correct the address`} size="lg">
        {isOpen && <CorrectionForm shipment={shipment} onDone={() => setOpen(false)} />}
      </Modal>
    </Stack>
  );
}

function CorrectionForm({ shipment, onDone }: { shipment: Shipment; onDone: () => void }) {
  const { t } = useLingui();
  const correct = useCorrectAddress(shipment.id);
  const [formError, setFormError] = useState<string>();
  const { recipient } = shipment;
  const form = useForm<AddressCorrectionBody>({
    resolver: zodResolver(AddressCorrectionSchema),
    defaultValues: {
      ...recipient,
      company: recipient.company ?? '',
      email: recipient.email ?? '',
      line2: recipient.line2 ?? '',
      region: recipient.region ?? '',
      postcode: recipient.postcode ?? '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await correct.mutateAsync(body);
      showToast({ message: t`Address corrected. The carrier tries again.`, tone: 'success' });
      onDone();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: FIELDS,
          fallback: t`Could not correct the address. Please try again.`,
        }),
      );
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Shipment {shipment.trackingNumber} with {shipment.carrierName}, to {countryOf(recipient.countryCode)}. The
            country stays the same.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t`Recipient name`} required error={errors.name?.message} {...register('name')} />
          <TextInput
            label={t`Phone with country code`}
            required
            type="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput label={t`Address line 1`} required error={errors.line1?.message} {...register('line1')} />
          <TextInput label={t`Address line 2`} error={errors.line2?.message} {...register('line2')} />
          <TextInput label={t`City`} required error={errors.city?.message} {...register('city')} />
          <TextInput label={t`State or province`} error={errors.region?.message} {...register('region')} />
          <TextInput label={t`Postcode`} error={errors.postcode?.message} {...register('postcode')} />
        </SimpleGrid>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={correct.isPending}>
            <Trans>Send the new address</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
