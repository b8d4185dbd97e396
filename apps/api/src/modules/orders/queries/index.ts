export * from './bulk';
export * from './dispatch';
export * from './export-marks';
export * from './list-changes';
export * from './list-plans';
export * from './read';
export * from './review-holds';
export * from './write';
