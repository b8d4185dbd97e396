export { runtimeModule } from './module';
export { registerRuntimeRoutes } from './routes';
