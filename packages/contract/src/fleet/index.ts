export * from './fleet';
export * from './paths';
