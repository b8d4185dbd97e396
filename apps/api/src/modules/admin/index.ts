export { registerAdminRoutes } from './routes';
/** For the account-settings routes: GET /accounts/{id} and PUT /accounts serve staff too. */
export { updateAccount as updateAccountByStaff } from './service/accounts';
/** The staff audit log's writer: call it in the transaction of every staff action. */
export { recordStaffAction, type StaffAction } from './service/audit';
