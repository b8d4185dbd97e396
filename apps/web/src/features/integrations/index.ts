export { connectionsQueryKey, getConnectionsQueryOptions } from './api/find-connections';
export { useIntegrationData } from './hooks/use-integration-data';
