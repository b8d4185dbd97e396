export { teamsModule } from './module';
export { registerTeamRoutes } from './routes';
