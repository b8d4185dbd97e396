import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { AccountPage } from '../../shared/ui/page';
import { operationsRuleSets } from './api/dispatcher-api';
import { RuleSetWorkspace } from './components/rule-set-workspace';

/**
 * A merchant's operations rule set for staff, in the editor the merchant's shipping rules use:
 * mounted by the operations console at a route with `:merchantId` (the API refuses non-staff).
 */
export default function OperationsRulesPage({
  backTo = null,
  backLabel,
}: {
  backTo?: string | null;
  backLabel?: string;
}) {
  const { t } = useLingui();
  const { merchantId = '' } = useParams();
  return (
    <AccountPage
      title={t`Operations dispatcher rules`}
      description={t`Rules operations keep for this merchant. They are tried before the merchant’s own rules; where none decides, the default (or the merchant’s rules) does.`}
      backTo={backTo}
      backLabel={backLabel}
    >
      <RuleSetWorkspace key={merchantId} source={operationsRuleSets(merchantId)} canEdit />
    </AccountPage>
  );
}
