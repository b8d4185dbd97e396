import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditNote } from '@sameday/contract';
import { useState } from 'react';
import { EmptyPanel, LoadingRows } from '../../shared/ui/page';
import { useCreditNotes } from './api/finance-api';
import { CodStatements } from './components/cod-statements';
import { CodSummary } from './components/cod-summary';
import { ConfirmReceiptDialog } from './components/confirm-receipt-dialog';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';

/** /finance/cod: weekly COD statements with their totals, what happened to their cash (payout, receipt) and the cash not yet stated. */
export default function CodPage() {
  const { t } = useLingui();
  const list = useCreditNotes();
  const [confirming, setConfirming] = useState<CreditNote | null>(null);
  return (
    <FinanceLayout
      title={t`Finance`}
      description={t`Cash collected on your delivered orders, stated weekly (Monday to Sunday, Dubai time).`}
    >
      {list.isPending ? (
        <LoadingRows label={t`Loading COD statements`} />
      ) : list.isError ? (
        <FinanceLoadFailed what={t`your COD statements`} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <CodSummary list={list.data} />
          {list.data.creditNotes.length === 0 ? (
            <EmptyPanel title={t`No COD statements yet`}>
              <Trans>Each week's cash on delivery is stated after the week ends, on Monday.</Trans>
            </EmptyPanel>
          ) : (
            <CodStatements
              notes={list.data.creditNotes}
              bankDetailsOnFile={list.data.bankDetailsOnFile}
              onConfirm={setConfirming}
            />
          )}
        </>
      )}
      <ConfirmReceiptDialog note={confirming} onClose={() => setConfirming(null)} />
    </FinanceLayout>
  );
}
