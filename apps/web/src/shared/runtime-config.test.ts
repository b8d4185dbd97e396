import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, runtimeConfig } from './runtime-config';

const config = { platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' };

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  vi.unstubAllGlobals();
});

function pageCarries(text: string) {
  const block = document.createElement('script');
  block.id = 'runtime-config';
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

describe('the runtime configuration', () => {
  it('is read from the page when the server wrote it there, without asking for /env.json', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    pageCarries(JSON.stringify({ ...config, platformApiUrl: '/from-page' }));
    await loadRuntimeConfig();
    expect(runtimeConfig().platformApiUrl).toBe('/from-page');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('comes from /env.json when the page has none, or an unreadable one', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(config)));
    vi.stubGlobal('fetch', fetch);
    pageCarries('{not json');
    await loadRuntimeConfig();
    expect(runtimeConfig().platformApiUrl).toBe('/api/platform');
    expect(fetch).toHaveBeenCalledWith('/env.json', { cache: 'no-store' });
  });

  it('fails when /env.json lacks the API bases', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ platformApiUrl: '/x' }))),
    );
    await expect(loadRuntimeConfig()).rejects.toThrow('the API bases are missing');
  });
});
