// The finance service: the account's invoices, COD statements, payment methods and bank details
// (billing.ts), beside paying by card (card-payments.ts, imported on its own by the routes).
export * from './billing';
