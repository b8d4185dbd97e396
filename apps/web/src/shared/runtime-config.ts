import { type RuntimeConfig, RuntimeConfigSchema } from '@sameday/contract';

let current: RuntimeConfig | undefined;

/** Loads /env.json once at start; every API base the web calls comes from it. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/env.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`env.json: status ${response.status}`);
  current = RuntimeConfigSchema.parse(await response.json());
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime configuration not loaded');
  return current;
}
