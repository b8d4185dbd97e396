export { askRunningServer, openGrantInbox, runningServerOf } from './grant-inbox';
export { permissionsModule } from './module';
export { registerPermissionRoutes } from './routes';
export {
  grantStaffRoleByCommand,
  grantStaffRoleIfEntitled,
  permissionsOf,
  recordStaffGrants,
  settleStaffRoles,
} from './service';
export type { UserRolesPort } from './user-roles-port';
