// Mounts hooks as the app does, without the screens: a query client that never retries.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setRuntimeConfig } from '../shared/runtime-config';
import { TEST_CONFIG } from './mock-api';

/** A wrapper for renderHook: every hook rendered with the same wrapper shares its cache. */
export function queryWrapper() {
  setRuntimeConfig(TEST_CONFIG);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}
