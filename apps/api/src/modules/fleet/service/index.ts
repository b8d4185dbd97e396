export * from './courier-app';
export * from './couriers';
export * from './shifts';
