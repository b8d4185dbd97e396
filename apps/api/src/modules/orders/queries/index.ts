export * from './bulk';
export * from './dispatch';
export * from './read';
export * from './review-holds';
export * from './write';
