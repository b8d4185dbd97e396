export * from './settings';
export * from './shipments';
