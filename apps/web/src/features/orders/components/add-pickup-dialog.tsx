import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { Location } from '@sameday/contract';
import { useAccount } from '../../../entities/account';
import { AddressForm, useRegionConfig } from '../../../entities/pickup-address';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';

type Props = { opened: boolean; onClose: () => void; onAdded: (location: Location) => void };

/**
 * "Add a pickup address" from the shipment form, in place: the form under the dialog keeps its
 * recipient and items, and the new address becomes its pickup.
 */
export function AddPickupDialog({ opened, onClose, onAdded }: Props) {
  const { t } = useLingui();
  const account = useAccount();
  const regionCode = account.data?.user.regionCode;
  const region = useRegionConfig(opened ? regionCode : undefined);
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Add pickup address`}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened && (
        <AddressForm
          location={undefined}
          region={region.data}
          regionCode={regionCode}
          onDone={(saved) => {
            if (saved) onAdded(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
