import type { RuntimeConfig } from '@sameday/contract';

let current: RuntimeConfig | undefined;

/** Loads /env.json once at start; every API base the web calls comes from it. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/env.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`env.json: status ${response.status}`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  // A light check: the full schema would load zod on every screen's first paint.
  if (typeof body.platformApiUrl !== 'string' || typeof body.invoicerApiUrl !== 'string')
    throw new Error('env.json: the API bases are missing');
  current = body as RuntimeConfig;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime configuration not loaded');
  return current;
}
