export { pickupsModule } from './module';
