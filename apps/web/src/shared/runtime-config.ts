import type { RuntimeConfig } from '@sameday/contract';

let current: RuntimeConfig | undefined;

/** The server writes /env.json's answer into the dashboard's page under this id (the API's runtime module). */
const PAGE_CONFIG_ID = 'runtime-config';

function checked(body: Partial<RuntimeConfig>): RuntimeConfig {
  // A light check: the full schema would load zod on every screen's first paint.
  if (typeof body.platformApiUrl !== 'string' || typeof body.invoicerApiUrl !== 'string')
    throw new Error('env.json: the API bases are missing');
  return body as RuntimeConfig;
}

/** /env.json's answer as the page carries it; undefined when it does not (the dev server, an unreadable block). */
function configInPage(): RuntimeConfig | undefined {
  const text = document.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return checked(JSON.parse(text) as Partial<RuntimeConfig>);
  } catch {
    return undefined;
  }
}

/**
 * Every API base the web calls, read once at start: from the page itself when the server wrote it
 * there (no round trip before the session's token is asked for), else from /env.json.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inPage = configInPage();
  if (inPage) {
    current = inPage;
    return current;
  }
  const response = await fetch('/env.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`env.json: status ${response.status}`);
  current = checked((await response.json()) as Partial<RuntimeConfig>);
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime configuration not loaded');
  return current;
}
