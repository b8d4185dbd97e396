// A user's roles are identity's (users.roles); permissions keeps them in step with its staff grants
// through the `userRoles` port identity provides (module.ts), inside permissions' transactions.
import type { UserRolesPort } from '../../permissions';
import * as q from '../queries/user-roles';

export const userRolesPort: UserRolesPort = {
  set: q.setUserRoles,
  add: q.addUserRole,
  remove: q.removeUserRole,
};
