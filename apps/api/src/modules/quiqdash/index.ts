export { quiqdashModule } from './module';
export { registerQuiqdashRoutes } from './routes';
