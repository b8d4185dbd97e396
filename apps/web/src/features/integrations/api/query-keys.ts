/** The integrations feature's query keys: a switch of account invalidates every query, so none names the account. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  connections: () => [...integrationsKeys.all, 'connections'] as const,
  platforms: () => [...integrationsKeys.all, 'platforms'] as const,
  settings: (connectionId: string) => [...integrationsKeys.all, 'settings', connectionId] as const,
  syncLogs: (connectionId: string) => [...integrationsKeys.all, 'sync-log', connectionId] as const,
  syncLog: (connectionId: string, page: { outcome?: string; cursor?: string }) =>
    [...integrationsKeys.syncLogs(connectionId), page] as const,
  importProgress: (connectionId: string) => [...integrationsKeys.all, 'import', connectionId] as const,
  pendingShop: (shop: string, token: string) => [...integrationsKeys.all, 'pending', shop, token] as const,
};
