export { registerIdentityRoutes } from './routes';
/** For the demo's seed: the demo merchant signs up as any merchant does. */
export { type IdentityDeps, mintAccess, register } from './service';
