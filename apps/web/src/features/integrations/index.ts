export { connectionsQueryKey, getConnectionsQueryOptions } from './api/find-connections';
export { type IntegrationsAccess, toIntegrationData, useIntegrationData } from './hooks/use-integration-data';
