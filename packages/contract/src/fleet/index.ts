export * from './fleet';
export * from './paths';
export * from './positions';
