export * from './missions';
export * from './paths';
