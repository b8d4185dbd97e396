export { registerPermissionRoutes } from './routes';
export { grantAdminRoles } from './service';
