export * from './columns';
export * from './paths';
export * from './result';
export * from './rules';
