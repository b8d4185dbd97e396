import { useLingui } from '@lingui/react/macro';
import { LoadFailed } from '../../../shared/ui/page';

type FinanceLoadFailedProps = { what: string; error: unknown; onRetry: () => void };

/** A finance list that could not be loaded; a reader without the Finance role is told whom to ask. */
export function FinanceLoadFailed(props: FinanceLoadFailedProps) {
  const { t } = useLingui();
  return (
    <LoadFailed
      {...props}
      message={t`Check your connection and try again.`}
      deniedHint={t`Ask an owner or admin of the account for the Finance role.`}
    />
  );
}
