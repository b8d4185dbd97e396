export { createPaymentProvider } from './adapters';
export type { FinanceIssued } from './events';
export { issueCreditNotes, issueFinanceDocuments, issueInvoices } from './issue';
export { financeModule } from './module';
export { registerFinanceRoutes, registerInvoicerRoutes } from './routes';
export { markInvoicePaid, recordCodPayout, recordCodPayoutByNumber, userConfig } from './service';
