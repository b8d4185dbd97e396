import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useSetFulfilment } from '../api/accounts-api';

/**
 * Operations' switch for the account's fulfilment capability: on, the merchant stores stock
 * with the provider and gets the fulfilment screens. The API writes each change to the audit log.
 */
export function FulfilmentSwitch({
  accountId,
  accountName,
  isOn,
}: {
  accountId: string;
  accountName: string;
  isOn: boolean;
}) {
  const { t } = useLingui();
  const setFulfilment = useSetFulfilment(accountId);
  const checked = setFulfilment.isPending ? Boolean(setFulfilment.variables) : isOn;
  return (
    <Switch
      label={t`Fulfilment account`}
      description={t`Stock stored in the provider's warehouse and shipped from it. Each change is written to the audit log.`}
      checked={checked}
      disabled={setFulfilment.isPending}
      aria-busy={setFulfilment.isPending || undefined}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        setFulfilment.mutate(enabled, {
          onSuccess: () =>
            showToast({
              message: enabled
                ? t`${accountName} is now a fulfilment account.`
                : t`${accountName} is no longer a fulfilment account.`,
              tone: 'success',
            }),
          onError: (error) => showToast({ message: serverMessage(error), tone: 'error' }),
        });
      }}
    />
  );
}
