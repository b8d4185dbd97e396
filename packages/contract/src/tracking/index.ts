export * from './paths';
export * from './rules';
export * from './schemas';
export * from './tracking-errors';
export * from './verification';
export * from './verification-rules';
