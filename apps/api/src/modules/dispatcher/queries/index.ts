export * from './decisions';
export * from './rule-sets';
