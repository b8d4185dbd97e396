export { registerIdentityRoutes } from './routes';
export { type IdentityDeps, mintAccess } from './service';
