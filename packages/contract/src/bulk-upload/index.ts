export * from './columns';
export * from './result';
export * from './rules';
