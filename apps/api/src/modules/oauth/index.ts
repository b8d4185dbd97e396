export type { LoadProvider } from './authorisation-server';
export { oauthModule } from './module';
export type { OAuthRouteDeps } from './route-deps';
export { registerOAuthRoutes } from './routes';
