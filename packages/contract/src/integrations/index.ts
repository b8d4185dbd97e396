export * from './connect';
export * from './connection-errors';
export * from './connections';
export * from './paths';
export * from './settings';
export * from './sync-log';
export * from './sync-sentences';
export * from './woocommerce';
