export { type FinanceIssued, onFinanceIssued } from './events';
export { issueCreditNotes, issueFinanceDocuments, issueInvoices } from './issue';
export { registerFinanceRoutes, registerInvoicerRoutes } from './routes';
/** An invoice row as the answers show it; the operations console's account page shows them too. */
export { markInvoicePaid, toInvoice } from './service';
