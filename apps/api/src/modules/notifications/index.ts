export { notificationsModule } from './module';
export { registerNotificationRoutes } from './routes';
