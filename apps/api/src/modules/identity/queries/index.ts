export * from './cleanup';
export * from './email-verification';
export * from './lookups';
export * from './reset';
export * from './sessions';
export * from './sign-in-failures';
export * from './users';
