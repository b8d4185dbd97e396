export { registerFlagRoutes } from './routes';
