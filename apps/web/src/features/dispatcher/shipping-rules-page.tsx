import { useLingui } from '@lingui/react/macro';
import { WEB_ROUTES } from '@sameday/contract';
import { usePermissions } from '../../entities/permissions';
import { useSavedAddresses } from '../../entities/saved-pickups';
import { AccountPage, LoadingRows, ReadOnlyNote } from '../../shared/ui/page';
import { PARTNER_RULE_SETS } from './api/dispatcher-api';
import { RuleSetWorkspace } from './components/rule-set-workspace';

/** /settings/shipping-rules: which carrier takes each order, decided by the merchant's own rules. */
export default function ShippingRulesPage() {
  const { t } = useLingui();
  const permissions = usePermissions();
  const addresses = useSavedAddresses();
  const pickupChoices = (addresses.data ?? []).map((address) => ({
    value: address.id,
    label: address.locationName ?? address.addressLine1,
  }));
  const canEdit = permissions.can('settings:write');
  return (
    <AccountPage
      title={t`Shipping rules`}
      description={t`Choose which carrier takes each order: rules in plain words, tried from the top, with a default when none matches.`}
      backTo={WEB_ROUTES.settings}
      backLabel={t`Settings`}
    >
      {permissions.isPending ? (
        <LoadingRows label={t`Loading the rules`} />
      ) : (
        <>
          {!canEdit && <ReadOnlyNote />}
          <RuleSetWorkspace source={PARTNER_RULE_SETS} canEdit={canEdit} pickupChoices={pickupChoices} />
        </>
      )}
    </AccountPage>
  );
}
