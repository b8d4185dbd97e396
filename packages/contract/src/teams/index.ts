export * from './teams';
