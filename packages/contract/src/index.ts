export * from './constants';
export * from './error-codes';
export * from './errors';
export * from './identity';
export * from './messages';
export * from './routes';
export * from './runtime-config';
