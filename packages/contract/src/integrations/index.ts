export * from './connections';
export * from './paths';
