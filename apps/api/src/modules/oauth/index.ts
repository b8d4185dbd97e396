export type { LoadProvider } from './authorisation-server';
export { oauthModule } from './module';
export { type OAuthRouteDeps, registerOAuthRoutes } from './routes';
