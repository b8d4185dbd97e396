export * from './carriers';
export * from './decision-sentences';
export * from './decisions';
export * from './paths';
export * from './rules';
