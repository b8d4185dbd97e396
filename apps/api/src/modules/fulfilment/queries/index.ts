export * from './capability';
export * from './inbound';
export * from './orders';
export * from './products';
export * from './stock';
