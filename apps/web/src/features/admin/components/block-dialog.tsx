import { useLingui } from '@lingui/react/macro';
import { Text, Textarea } from '@mantine/core';
import { StaffBlockStateBodySchema } from '@sameday/contract';
import { useState } from 'react';
import { showToast } from '../../../shared/ui/toast';
import { useSetBlockState } from '../api/accounts-api';
import { ConfirmDialog } from './confirm-dialog';

/** Block or unblock an account's order placement, with the reason the audit log keeps. */
export function BlockDialog({
  accountId,
  accountName,
  isBlocked,
  opened,
  onClose,
}: {
  accountId: string;
  accountName: string;
  isBlocked: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const setBlockState = useSetBlockState(accountId);
  const willBlock = !isBlocked;
  const close = () => {
    setBlockState.reset();
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    const body = { isBlocked: willBlock, reason };
    const parsed = StaffBlockStateBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBlockState.mutate(parsed.data, {
      onSuccess: () => {
        showToast({
          message: willBlock ? `${accountName} is blocked` : `${accountName} is unblocked`,
          tone: 'success',
        });
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={willBlock ? `Block ${accountName}?` : `Unblock ${accountName}?`}
      confirmLabel={willBlock ? t`Block account` : t`Unblock account`}
      tone={willBlock ? 'danger' : undefined}
      isPending={setBlockState.isPending}
      error={setBlockState.error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text size="sm">
        {willBlock
          ? 'The merchant sees the Account Blocked banner and cannot place orders until the account is unblocked.'
          : t`The merchant can place orders again, unless invoices are overdue.`}
      </Text>
      <Textarea
        label={t`Reason`}
        description={t`Kept in the audit log with your name`}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
    </ConfirmDialog>
  );
}
