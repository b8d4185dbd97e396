import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type AdminAccount, StaffAccountUpdateSchema } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useUpdateAccount } from '../api/accounts-api';

/** The codes staff keep on an account (billing, CRM, warehouse); an empty field clears its code. */
export function AccountCodesModal({
  account,
  opened,
  onClose,
}: {
  account: AdminAccount;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Edit account codes`}>
      {opened && <CodesForm account={account} onDone={onClose} />}
    </Modal>
  );
}

function CodesForm({ account, onDone }: { account: AdminAccount; onDone: () => void }) {
  const { t } = useLingui();
  const [codes, setCodes] = useState({
    customerCode: account.customerCode ?? '',
    externalId: account.externalId ?? '',
    warehouseCode: account.warehouseCode ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAccount();
  const field = (key: keyof typeof codes, label: string) => (
    <TextInput
      label={label}
      value={codes[key]}
      error={errors[key]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setCodes((current) => ({ ...current, [key]: value }));
      }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { id: account.id, ...codes };
    const parsed = StaffAccountUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(body, {
      onSuccess: () => {
        showToast({ message: t`Account codes saved`, tone: 'success' });
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {field('customerCode', t`Customer code`)}
        {field('externalId', t`External id`)}
        {field('warehouseCode', t`Warehouse code`)}
        {update.isError && (
          <FormAlert title={t`Not saved`}>{translateContractText(serverMessage(update.error))}</FormAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save codes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
