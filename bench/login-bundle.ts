import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/chromium';

export type LoginBundle = {
  files: number;
  /** Every script until the network is idle, each gzipped at level 9. */
  gzipKb: number;
  rawKb: number;
  /** The scripts' bodies as they came over the wire (brotli from this server), headers aside. */
  wireKb: number;
  encodings: string[];
};

/** Loads /login in Chromium and adds up the scripts it fetched until the network was idle. */
export async function measureLoginBundle(baseUrl: string): Promise<LoginBundle> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts: Promise<{ body: Buffer; wire: number; encoding: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => ({
          body: await response.body(),
          wire: (await response.request().sizes()).responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        }))(),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').first().waitFor();
    const loaded = await Promise.all(scripts);
    const sum = (pick: (item: (typeof loaded)[number]) => number) =>
      loaded.reduce((total, item) => total + pick(item), 0) / 1024;
    return {
      files: loaded.length,
      rawKb: sum((item) => item.body.length),
      gzipKb: sum((item) => gzipSync(item.body, { level: 9 }).length),
      wireKb: sum((item) => item.wire),
      encodings: [...new Set(loaded.map((item) => item.encoding))],
    };
  } finally {
    await browser.close();
  }
}
