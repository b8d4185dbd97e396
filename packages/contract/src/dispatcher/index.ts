export * from './carriers';
export * from './decisions';
export * from './paths';
export * from './rules';
