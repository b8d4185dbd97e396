export * from './address';
export * from './pickup-zones';
