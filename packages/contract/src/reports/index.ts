export * from './delivery-report';
