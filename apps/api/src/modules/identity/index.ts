export { registerIdentityRoutes } from './routes';
export { type IdentityDeps, mintAccess, register } from './service';
