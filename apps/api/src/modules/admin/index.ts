export { adminModule } from './module';
export { registerAdminRoutes } from './routes';
/** For the account-settings routes: GET /accounts/{id} and PUT /accounts serve staff too. */
export { updateAccount as updateAccountByStaff } from './service/accounts';
