export * from './messages';
export * from './paths';
export * from './teams';
