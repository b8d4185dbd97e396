export * from './connections';
export * from './paths';
export * from './woocommerce';
