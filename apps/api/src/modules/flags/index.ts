export { registerFlagRoutes } from './routes';
export { isFlagEnabled } from './service';
