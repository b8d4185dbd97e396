import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';

type Props = {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'danger';
  isPending?: boolean;
  error?: unknown;
  /** Submitting the dialog's form confirms (Enter in its fields too). */
  onConfirm: () => void;
  onClose: () => void;
};

/** A staff action that changes what a merchant sees: said plainly, then confirmed or left alone. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  tone,
  isPending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="sm">
          {children}
          {error ? <FormAlert title={t`Not done`}>{translateContractText(serverMessage(error))}</FormAlert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color={tone === 'danger' ? 'red' : undefined} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
