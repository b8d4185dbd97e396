export * from './finance';
export * from './periods';
export * from './validation';
