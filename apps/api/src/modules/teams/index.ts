export { registerTeamRoutes } from './routes';
