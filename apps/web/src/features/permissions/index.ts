export {
  getPermissionsQueryOptions,
  type PermissionsAnswer,
  permissionsQueryKey,
  usePermissions,
} from './api/find-permissions';
