export { registerReportRoutes } from './routes';
