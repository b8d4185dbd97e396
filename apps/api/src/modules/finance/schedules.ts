import type { Db } from '../../db/client';
import { DUBAI, type Schedule } from '../../platform/jobs';
import { issueCreditNotes, issueInvoices } from './issue';

/**
 * Issuing on the Dubai calendar (decision 064), through the same sweep as `npm run finance:issue`:
 * invoices as each month closes (00:00 on the 1st), COD statements as each Monday–Sunday week
 * closes (00:00 on Monday). The sweep issues every closed period not yet issued, so one run after
 * a stop catches up every period missed, and a period is never issued twice.
 */
export function financeSchedules(db: Db): Schedule[] {
  return [
    {
      name: 'finance.invoices',
      cron: '0 0 1 * *',
      timeZone: DUBAI,
      run: async ({ now }) => void (await issueInvoices(db, { now })),
    },
    {
      name: 'finance.cod-statements',
      cron: '0 0 * * 1',
      timeZone: DUBAI,
      run: async ({ now }) => void (await issueCreditNotes(db, { now })),
    },
  ];
}
