export { registerShipmentRoutes } from './routes';
