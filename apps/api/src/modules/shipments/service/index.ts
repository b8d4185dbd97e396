export * from './settings';
export * from './shipments';
export * from './webhooks';
