export * from './courier-app';
export * from './couriers';
export * from './dispatch';
export * from './shifts';
