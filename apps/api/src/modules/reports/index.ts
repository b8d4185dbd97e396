export { reportsModule } from './module';
export { registerReportRoutes } from './routes';
