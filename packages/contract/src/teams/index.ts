export * from './paths';
export * from './teams';
