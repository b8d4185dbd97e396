/*
 * What the caller may do in the active account (GET {platform}/permissions), read
 * by the router, the shell's sidebar and the screens that hide their controls.
 */
export {
  getPermissions,
  type PermissionsAnswer,
  permissionsKeys,
  permissionsQueryOptions,
} from './api/permissions-query';
export { usePermissions } from './api/use-permissions';
