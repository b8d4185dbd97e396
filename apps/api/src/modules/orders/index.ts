export { MAX_IDS_PARAM_LENGTH, registerOrderRoutes } from './routes';
