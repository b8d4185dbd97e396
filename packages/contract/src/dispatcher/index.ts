export * from './carriers';
export * from './decision-sentences';
export * from './decisions';
export * from './dispatcher-errors';
export * from './paths';
export * from './rules';
