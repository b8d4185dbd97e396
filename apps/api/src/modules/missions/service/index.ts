export * from './assign';
export * from './board';
export * from './common';
export * from './moves';
export * from './numbers';
export * from './order-courier';
export * from './plan';
export * from './replan';
