import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { useAppFlows, useRuleSets } from './api/settings-api';
import { BookingChecks } from './components/booking-checks';
import { FlowSettingsForm } from './components/flow-settings-form';
import { SHIPMENTS_PATH } from './paths';

/** /shipments/settings: the account's international flow settings and its checks before booking. */
export default function ShipmentSettingsPage() {
  const { t } = useLingui();
  const flows = useAppFlows();
  const ruleSets = useRuleSets();
  return (
    <AccountPage
      title={t`Shipment settings`}
      description={t`What every shipment abroad carries, and what a booking must pass before it goes to the carrier.`}
      backTo={SHIPMENTS_PATH}
      backLabel={t`Shipments`}
    >
      {flows.isPending || ruleSets.isPending ? (
        <LoadingBlock label={t`Loading the shipment settings`} />
      ) : flows.isError || ruleSets.isError ? (
        <LoadFailed
          what={t`the shipment settings`}
          error={flows.error ?? ruleSets.error}
          onRetry={() => {
            void flows.refetch();
            void ruleSets.refetch();
          }}
        />
      ) : (
        <Stack gap="md">
          <FlowSettingsForm flow={flows.data.flows.find((f) => f.kind === 'international')} />
          <BookingChecks ruleSets={ruleSets.data.ruleSets} />
        </Stack>
      )}
    </AccountPage>
  );
}
