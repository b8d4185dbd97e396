export * from './columns';
export * from './paths';
export * from './result';
export * from './rows';
export * from './rules';
