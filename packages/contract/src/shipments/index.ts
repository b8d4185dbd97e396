export * from './paths';
export * from './schemas';
export * from './settings';
export * from './webhooks';
