export { notificationsModule } from './module';
export { registerNotificationRoutes } from './routes';
export { listNotifications } from './service';
