export { runtimeModule } from './module';
export { registerRuntimeRoutes, runtimeConfig } from './routes';
export {
  EARLY_REQUESTS_SCRIPT_HASH,
  type EncodedPage,
  encodePage,
  type FirstScreenPage,
  pageEncodingFor,
  pageWithRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
} from './web-page';
