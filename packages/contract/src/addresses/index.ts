export * from './address';
export * from './paths';
export * from './pickup-zones';
