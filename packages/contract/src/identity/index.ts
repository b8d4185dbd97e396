export * from './common';
export * from './password';
export * from './rules';
export * from './sign-in';
export * from './sign-up';
export * from './user';
export * from './verify-email';
export * from './verify-email-paths';
