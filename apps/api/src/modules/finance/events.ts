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
declare module '../../platform/domain-hub' {
  interface DomainEvents {
    /** An invoice or COD statement issued: told in the transaction that issues it. */
    'finance.issued': FinanceIssued;
  }
}

/** Tells the domain of a document issued, inside the transaction `tx` that issues it. */
export async function announceIssued(db: Db, tx: DbOrTx, event: FinanceIssued): Promise<void> {
  await db.hub.emit('finance.issued', tx, event);
}
