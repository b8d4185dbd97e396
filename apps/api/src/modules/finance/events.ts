import type { Db, DbOrTx } from '../../db/client';

/** A document issued to an account: a monthly invoice or a weekly COD statement. */
export type FinanceIssued =
  | {
      kind: 'invoice';
      accountId: string;
      id: string;
      number: string;
      periodStart: string;
      periodEnd: string;
      orderCount: number;
      totalFils: number;
      dueDate: string;
    }
  | {
      kind: 'cod_statement';
      accountId: string;
      id: string;
      number: string;
      periodStart: string;
      periodEnd: string;
      orderCount: number;
      codTotalFils: number;
    };
/** Runs in the issuing transaction (`tx`): what it writes commits or rolls back with the document. */
type IssueListener = (tx: DbOrTx, event: FinanceIssued) => Promise<void>;
const issueListeners = new WeakMap<Db, IssueListener[]>();

/** Calls `listener` for each invoice and COD statement issued in `db`, in the transaction that issues it. */
export function onFinanceIssued(db: Db, listener: IssueListener): void {
  issueListeners.set(db, [...(issueListeners.get(db) ?? []), listener]);
}

export async function announceIssued(db: Db, tx: DbOrTx, event: FinanceIssued): Promise<void> {
  for (const listener of issueListeners.get(db) ?? []) await listener(tx, event);
}
