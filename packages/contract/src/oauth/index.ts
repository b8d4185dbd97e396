export * from './clients';
export * from './paths';
export * from './protocol';
