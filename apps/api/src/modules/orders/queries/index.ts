export * from './bulk';
export * from './read';
export * from './write';
