/**
 * A production deployment's configuration, every business detail and secret its own (none of them
 * real): what NODE_ENV=production takes at start (config.ts, productionProblems).
 */
export const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://ship.example.ae',
  SMTP_URL: 'smtps://mailer:Xy7-pass@smtp.example.ae:465',
  MAIL_FROM: 'Example Delivery <no-reply@example.ae>',
  FINANCE_EMAIL: 'accounts@example.ae',
  SUPPORT_EMAIL: 'help@example.ae',
  FULFILMENT_EMAIL: 'warehouse@example.ae',
  HELP_DESK_URL: 'https://help.example.ae',
  SUPPLIER_NAME: 'Example Delivery L.L.C.',
  SUPPLIER_ADDRESS: 'Unit 5, Example Street, Al Quoz, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100987654300003',
  BANK_ACCOUNT_NAME: 'Example Delivery L.L.C.',
  BANK_NAME: 'Emirates NBD',
  BANK_IBAN: 'AE420260001015333439101',
  BANK_SWIFT: 'EBILAEAD',
  JWT_SECRET: 'kR3vZ8qLw1NxT5bYp0HdFj7sMc2GuE9a',
  CARRIER_WEBHOOK_KEY: 'Hq4sW9eLz2XkP7nVb1TgR6yJ',
  PAYMENT_SECRET_KEY: 'sk_live_51Hb7QeLx0Vz3KmN8pRtY2wS',
  PAYMENT_WEBHOOK_SECRET: 'whsec_9fT2kLxQ7mVb4NzR1sYe8HwJ3pDc6GuA',
};
