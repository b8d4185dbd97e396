export { financeModule } from './module';
export type { FinanceIssued } from './events';
export { issueCreditNotes, issueFinanceDocuments, issueInvoices } from './issue';
export { registerFinanceRoutes, registerInvoicerRoutes } from './routes';
export { markInvoicePaid } from './service';
