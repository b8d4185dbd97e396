// Every SQL statement of finance, by topic.

export * from './card-payments';
export * from './credit-notes';
export * from './invoices';
export * from './issue';
export * from './payments';
