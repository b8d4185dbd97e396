export { registerPermissionRoutes } from './routes';
export { grantStaffRoleByCommand, grantStaffRoleIfEntitled, settleStaffRoles } from './service';
