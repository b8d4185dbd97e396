export * from './paths';
export * from './schemas';
export * from './settings';
export * from './shipment-errors';
export * from './webhooks';
