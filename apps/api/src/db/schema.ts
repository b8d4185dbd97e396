// Every table, gathered from the tables.ts of the module (or the platform) that owns it: drizzle-kit
// reads this file to generate migrations (drizzle.config.ts), and db/client.ts types the database
// with it. A table is declared in its owner's tables.ts, never here (docs/architecture.md, "Data").

export * from '../modules/account-settings/tables';
export * from '../modules/addresses/tables';
export * from '../modules/admin/tables';
export * from '../modules/audit/tables';
export * from '../modules/bulk-upload/tables';
export * from '../modules/dispatcher/tables';
export * from '../modules/finance/tables';
export * from '../modules/flags/tables';
export * from '../modules/fleet/tables';
export * from '../modules/fulfilment/tables';
export * from '../modules/identity/tables';
export * from '../modules/integrations/tables';
export * from '../modules/live/tables';
export * from '../modules/missions/tables';
export * from '../modules/notifications/tables';
export * from '../modules/oauth/tables';
export * from '../modules/orders/tables';
export * from '../modules/permissions/tables';
export * from '../modules/pickups/tables';
export * from '../modules/preferences/tables';
export * from '../modules/pricing/tables';
export * from '../modules/proofs/tables';
export * from '../modules/quiqdash/tables';
export * from '../modules/shipments/tables';
export * from '../modules/teams/tables';
export * from '../modules/tracking/tables';
export * from '../modules/webhooks/tables';
export * from '../platform/tables';
