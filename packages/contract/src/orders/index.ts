export * from './cut-offs';
export * from './lifecycle';
export * from './order';
export * from './pricing';
