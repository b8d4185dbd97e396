export * from './settings';
export * from './shipments';
export * from './tracking';
export * from './webhooks';
