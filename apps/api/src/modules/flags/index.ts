export { flagsModule } from './module';
export { registerFlagRoutes } from './routes';
export { isFlagEnabled } from './service';
