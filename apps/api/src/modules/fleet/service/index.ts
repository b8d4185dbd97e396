export * from './courier-app';
export * from './couriers';
export * from './dispatch';
export * from './positions';
export * from './push';
export * from './shifts';
