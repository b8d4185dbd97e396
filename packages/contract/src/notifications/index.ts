export * from './notifications';
