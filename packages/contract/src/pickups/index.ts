export * from './messages';
export * from './paths';
export * from './schemas';
export * from './windows';
