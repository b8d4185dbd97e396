import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/chromium';

/** Loads /login in Chromium and adds up the gzipped size of every script it fetched. */
export async function measureLoginBundle(baseUrl: string): Promise<{ files: number; gzipKb: number; rawKb: number }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').first().waitFor();
    const bodies = await Promise.all(scripts);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { files: bodies.length, gzipKb: gzip / 1024, rawKb: raw / 1024 };
  } finally {
    await browser.close();
  }
}
