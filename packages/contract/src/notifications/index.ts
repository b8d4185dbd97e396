export * from './notifications';
export * from './paths';
