export * from './email-verification';
export * from './reset';
export * from './sessions';
export * from './sign-in-failures';
export * from './users';
