export { registerNotificationRoutes } from './routes';
