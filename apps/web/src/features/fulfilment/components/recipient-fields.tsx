import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { EMIRATES } from '@sameday/contract';
import { EMIRATE_LABELS } from '../../../entities/places';

export type RecipientDraft = {
  name: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  apartmentNumber: string;
  area: string;
  emirate: string | null;
  notes: string;
};

export const emptyRecipient = (): RecipientDraft => ({
  name: '',
  phone: '+971',
  addressLine1: '',
  addressLine2: '',
  apartmentNumber: '',
  area: '',
  emirate: 'Dubai',
  notes: '',
});

type Props = { value: RecipientDraft; onChange: (value: RecipientDraft) => void; errors: Record<string, string> };

/** The recipient of a fulfilment order, with the region's address labels. */
export function RecipientFields({ value, onChange, errors }: Props) {
  const { t } = useLingui();
  const text = (key: keyof RecipientDraft) => ({
    value: value[key] ?? '',
    error: errors[`recipient.${key}`],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ ...value, [key]: event.currentTarget.value }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t`Recipient name`} required dir="auto" {...text('name')} />
      <TextInput label={t`Recipient phone`} required {...text('phone')} />
      <TextInput label={t`Building name or Area`} required dir="auto" {...text('addressLine1')} />
      <TextInput label={t`Address details`} dir="auto" {...text('addressLine2')} />
      <TextInput label={t`Apartment number`} {...text('apartmentNumber')} />
      <TextInput label={t`Area`} required dir="auto" {...text('area')} />
      <Select
        label={t`Emirate`}
        required
        data={EMIRATES.map((emirate) => ({ value: emirate, label: t(EMIRATE_LABELS[emirate]) }))}
        value={value.emirate}
        error={errors['recipient.emirate']}
        onChange={(emirate) => onChange({ ...value, emirate })}
      />
      <Textarea label={t`Notes for the courier`} autosize minRows={1} dir="auto" {...text('notes')} />
    </SimpleGrid>
  );
}
