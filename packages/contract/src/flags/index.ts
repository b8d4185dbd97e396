export * from './flags';
export * from './paths';
