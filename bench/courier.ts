// The courier app bench (docs/decisions/060): the JavaScript of its first load (target ≤ 150 KB
// compressed), and whether it opens without signal after the first visit (its service worker).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/chromium';
import { startServer } from './server';

export type CourierLoad = {
  files: number;
  /** The scripts' bodies as they came over the wire (brotli from this server). */
  wireKb: number;
  /** Each script gzipped at level 9. */
  gzipKb: number;
  rawKb: number;
  /** After the first visit, the app opened again with the network off. */
  opensOffline: boolean;
};

/** Opens /courier in a fresh phone-sized browser, adds up its scripts, then opens it again offline. */
export async function measureCourierApp(baseUrl: string): Promise<CourierLoad> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: Promise<{ body: Buffer; wire: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => ({ body: await response.body(), wire: (await response.request().sizes()).responseBodySize }))(),
      );
    });
    await page.goto(`${baseUrl}/courier`, { waitUntil: 'load' });
    await page.getByLabel('Email').waitFor();
    // The worker has kept the app's files (what it fetches for itself is not the page's load).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1000);
    const loaded = await Promise.all(scripts);
    const sum = (pick: (item: (typeof loaded)[number]) => number) =>
      loaded.reduce((total, item) => total + pick(item), 0) / 1024;
    // The network off, the app opens all the same.
    await context.setOffline(true);
    let opensOffline = false;
    try {
      await page.reload();
      await page.getByLabel('Email').waitFor({ timeout: 10_000 });
      opensOffline = true;
    } catch {
      opensOffline = false;
    }
    return {
      files: loaded.length,
      wireKb: sum((item) => item.wire),
      gzipKb: sum((item) => gzipSync(item.body, { level: 9 }).length),
      rawKb: sum((item) => item.body.length),
      opensOffline,
    };
  } finally {
    await browser.close();
  }
}

export async function benchCourier(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3300));
  try {
    const load = await measureCourierApp(server.url);
    console.log(
      `/courier first load JavaScript: ${load.wireKb.toFixed(1)} KB over the wire (brotli), ${load.gzipKb.toFixed(1)} KB gzipped (level 9; target ≤ 150 KB), ${load.rawKb.toFixed(1)} KB raw, ${load.files} file(s)`,
    );
    console.log(`/courier opens offline after the first visit: ${load.opensOffline ? 'yes' : 'NO'}`);
  } finally {
    await server.stop();
  }
}
