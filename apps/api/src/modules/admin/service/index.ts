export * from './accounts';
export * from './audit';
export * from './ownerships';
export * from './staff';
