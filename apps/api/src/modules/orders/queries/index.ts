export * from './bulk';
export * from './read';
export * from './review-holds';
export * from './write';
