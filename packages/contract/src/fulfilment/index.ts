export * from './capability';
export * from './common';
export * from './inbound';
export * from './inventory';
export * from './orders';
export * from './paths';
export * from './products';
