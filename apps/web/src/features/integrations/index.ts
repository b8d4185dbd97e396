export { connectionsQueryKey, getConnectionsQueryOptions } from './api/find-connections';
export { type IntegrationsAccess, useIntegrationData } from './hooks/use-integration-data';
