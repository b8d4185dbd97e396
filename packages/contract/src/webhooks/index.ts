export * from './delivery-sentences';
export * from './endpoints';
export * from './events';
export * from './paths';
