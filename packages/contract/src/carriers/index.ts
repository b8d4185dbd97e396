export * from './carriers';
