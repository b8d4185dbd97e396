export { registerIdentityRoutes } from './routes';
/** For the demo's seed: the demo merchant signs up as any merchant does. */
/** The signed-in user and account, for the dashboard's start-up call (quiqdash init). */
export { getAccount, getUser, type IdentityDeps, mintAccess, register } from './service';
