import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type Ownership, OwnershipCreateSchema, OwnershipUpdateSchema } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useCreateOwnership, useUpdateOwnership } from '../api/ownerships-api';
import { useStaffList } from '../api/staff-api';
import { useStaffAccess } from '../lib/use-staff-roles';

/** The owner: a choice among staff when the caller may list them, else the staff user's id. */
export function OwnerField({
  label: given,
  value,
  error,
  onChange,
}: {
  label?: string;
  value: number | undefined;
  error?: string;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useLingui();
  const label = given ?? t`Account manager`;
  const access = useStaffAccess();
  const staff = useStaffList(access.can('admin'));
  if (staff.data)
    return (
      <Select
        label={label}
        searchable
        data={staff.data.items.map((user) => ({ value: String(user.id), label: `${user.fullName} (${user.email})` }))}
        value={value === undefined ? null : String(value)}
        error={error}
        onChange={(next) => onChange(next ? Number(next) : undefined)}
      />
    );
  return (
    <NumberInput
      label={t`${label} (staff user id)`}
      allowDecimal={false}
      min={1}
      value={value ?? ''}
      error={error}
      onChange={(next) => onChange(next === '' ? undefined : Number(next))}
    />
  );
}

type Props = { ownership: Ownership | null; opened: boolean; onClose: () => void };

/** Create an ownership for an account, or change one's manager, billing identifier or note. */
export function OwnershipModal({ ownership, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ownership ? t`Ownership of ${ownership.accountName}` : t`New ownership`}
    >
      {opened && <OwnershipForm key={ownership?.id ?? 'new'} ownership={ownership} onDone={onClose} />}
    </Modal>
  );
}

function OwnershipForm({ ownership, onDone }: { ownership: Ownership | null; onDone: () => void }) {
  const { t } = useLingui();
  const [accountId, setAccountId] = useState(ownership?.accountId ?? '');
  const [ownerId, setOwnerId] = useState<number | undefined>(ownership?.ownerId);
  const [billingIdentifier, setBillingIdentifier] = useState(ownership?.billingIdentifier ?? '');
  const [note, setNote] = useState(ownership?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateOwnership();
  const update = useUpdateOwnership();
  const saving = ownership ? update : create;
  const done = () => {
    showToast({ message: t`Ownership saved`, tone: 'success' });
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ownerId, billingIdentifier, note };
    const parsed = ownership
      ? OwnershipUpdateSchema.safeParse(fields)
      : OwnershipCreateSchema.safeParse({ ...fields, accountId });
    if (!parsed.success || ownerId === undefined) {
      setErrors({
        ...(ownerId === undefined ? { ownerId: t`Choose the owner` } : {}),
        ...(parsed.success ? {} : issuesByPath(parsed.error)),
      });
      return;
    }
    setErrors({});
    if (ownership) update.mutate({ id: ownership.id, body: fields }, { onSuccess: done });
    else create.mutate({ ...fields, ownerId, accountId }, { onSuccess: done });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!ownership && (
          <TextInput
            label={t`Account id`}
            required
            value={accountId}
            error={errors.accountId}
            onChange={(event) => setAccountId(event.currentTarget.value)}
          />
        )}
        <OwnerField value={ownerId} error={errors.ownerId} onChange={setOwnerId} />
        <TextInput
          label={t`Billing identifier`}
          description={t`Accounts invoiced together share one`}
          required
          value={billingIdentifier}
          error={errors.billingIdentifier}
          onChange={(event) => setBillingIdentifier(event.currentTarget.value)}
        />
        <Textarea
          label={t`Note`}
          value={note}
          error={errors.note}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {saving.isError && (
          <FormAlert title={t`Not saved`}>{translateContractText(serverMessage(saving.error))}</FormAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {ownership ? t`Save ownership` : t`Create ownership`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
