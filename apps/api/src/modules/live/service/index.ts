export * from './audiences';
export * from './broker';
export * from './prune';
export * from './reactions';
export * from './session';
