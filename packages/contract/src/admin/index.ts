export * from './paths';
export * from './roles';
export * from './schemas';
