export * from './carrier-webhook';
export * from './cut-offs';
export * from './lifecycle';
export * from './order';
export * from './paths';
export * from './pricing';
export * from './region';
export * from './schedule';
