export { type FinanceIssued, onFinanceIssued } from './events';
export { issueCreditNotes, issueFinanceDocuments, issueInvoices } from './issue';
export { registerFinanceRoutes, registerInvoicerRoutes } from './routes';
export { markInvoicePaid } from './service';
