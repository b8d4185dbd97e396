// The courier app bench (docs/decisions/060): the JavaScript of its first load (target ≤ 150 KB
// compressed), whether it opens without signal after the first visit (its service worker), and
// what replaced Lighthouse's PWA category (gone in Lighthouse 12): Chrome's own installability
// verdict, the manifest's fields, the worker in control and the start address answering offline,
// and Lighthouse's performance, accessibility and best-practices scores at its mobile settings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { manifestProblems, type WebAppManifest } from '../apps/web/src/courier/manifest';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/chromium';
import { audit } from './lighthouse';
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
  install: Installability;
};

export type Installability = {
  /** `Page.getInstallabilityErrors`: Chrome's reasons not to offer the install (none: installable). */
  installabilityErrors: string[];
  manifestUrl: string;
  /** `Page.getAppManifest`'s parse errors and warnings. */
  manifestErrors: string[];
  /** The served manifest's missing or wrong fields (manifestProblems), icon files included. */
  manifestProblems: string[];
  /** The worker controlling the page after the offline reload (its script), or none. */
  controller: string | null;
  /** The start address opened with the network off: its status, and whether the worker answered. */
  startUrl: string;
  startOfflineStatus: number | null;
  startFromWorker: boolean;
};

/** A PNG's width and height from its header, or null when it is not a PNG. */
function pngSize(bytes: Buffer): [number, number] | null {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Chrome's verdict and the manifest's fields, on the page as it first loaded (online). */
async function checkInstallable(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
  };
  const app = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
    data?: string;
  };
  await cdp.detach();
  const problems: string[] = [];
  const manifest = JSON.parse(app.data ?? '{}') as WebAppManifest;
  problems.push(...manifestProblems(manifest, app.url));
  for (const icon of manifest.icons ?? []) {
    const response = await fetch(new URL(icon.src, app.url));
    const size = response.ok ? pngSize(Buffer.from(await response.arrayBuffer())) : null;
    if (!size) problems.push(`${icon.src}: ${response.status}, not a PNG`);
    else if (icon.sizes && icon.sizes !== `${size[0]}x${size[1]}`)
      problems.push(`${icon.src}: ${size[0]}x${size[1]}, declared ${icon.sizes}`);
  }
  return {
    installabilityErrors: installabilityErrors.map(
      (error) => `${error.errorId}${error.errorArguments.map((arg) => ` ${arg.name}=${arg.value}`).join('')}`,
    ),
    manifestUrl: app.url,
    manifestErrors: app.errors.map((error) => `${error.critical ? 'critical: ' : ''}${error.message}`),
    manifestProblems: problems,
    startUrl: new URL(manifest.start_url ?? '/courier', app.url).toString(),
  };
}

/**
 * Opens /courier in a fresh phone-sized browser, adds up its scripts, asks Chrome whether it would
 * install the app, then opens it again offline. A profile on disk, not an incognito context: Chrome
 * offers no install in incognito (`in-incognito`).
 */
export async function measureCourierApp(baseUrl: string): Promise<CourierLoad> {
  const profile = mkdtempSync(path.join(tmpdir(), 'sameday-courier-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: Promise<{ body: Buffer; wire: number }>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => ({ body: await response.body(), wire: (await response.request().sizes()).responseBodySize }))(),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}/courier`, { waitUntil: 'load' });
    await page.getByLabel('Email').waitFor();
    // The worker has kept the app's files (what it fetches for itself is not the page's load).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1000);
    // The first load only: the offline openings below load the scripts again, from the worker.
    page.off('response', onResponse);
    const loaded = await Promise.all(scripts);
    const sum = (pick: (item: (typeof loaded)[number]) => number) =>
      loaded.reduce((total, item) => total + pick(item), 0) / 1024;
    const install = await checkInstallable(context, page);
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
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    // The manifest's start address, opened as a new navigation with the network still off.
    const start = await page.goto(install.startUrl).catch(() => null);
    return {
      install: {
        ...install,
        controller,
        startOfflineStatus: start?.status() ?? null,
        startFromWorker: start?.fromServiceWorker() ?? false,
      },
      files: loaded.length,
      wireKb: sum((item) => item.wire),
      gzipKb: sum((item) => gzipSync(item.body, { level: 9 }).length),
      rawKb: sum((item) => item.body.length),
      opensOffline,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
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
    printInstallability(load.install);
    await lighthouseCourier(`${server.url}/courier`);
  } finally {
    await server.stop();
  }
}

const list = (items: string[]) => (items.length === 0 ? 'none' : items.join('; '));

function printInstallability(install: Installability) {
  console.log(
    `/courier installable (Chrome, Page.getInstallabilityErrors): ${install.installabilityErrors.length === 0 ? 'yes' : 'NO'}; errors: ${list(install.installabilityErrors)}`,
  );
  console.log(
    `/courier manifest (Page.getAppManifest, ${install.manifestUrl}): errors ${list(install.manifestErrors)}`,
  );
  console.log(
    `/courier manifest fields (name, short_name, start_url in scope, standalone, 192/512/maskable icons, colours): ${install.manifestProblems.length === 0 ? 'all there' : `PROBLEMS: ${list(install.manifestProblems)}`}`,
  );
  console.log(`/courier controlled by a service worker: ${install.controller ? `yes (${install.controller})` : 'NO'}`);
  console.log(
    `/courier start URL offline (${install.startUrl}): ${install.startOfflineStatus ?? 'no answer'}${install.startFromWorker ? ' from the service worker' : ''}`,
  );
}

/**
 * Lighthouse 12 at its mobile settings (Moto G Power, simulated throttling) on /courier in a fresh
 * browser (no worker yet): performance, accessibility and best practices. BENCH_COURIER_LIGHTHOUSE_RUNS
 * runs (default 3), each printed, then the median of each score.
 */
async function lighthouseCourier(url: string) {
  const runs = Math.max(1, Number(process.env.BENCH_COURIER_LIGHTHOUSE_RUNS ?? 3));
  const scores: { performance: number; accessibility: number; bestPractices: number }[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await audit(url, undefined, ['performance', 'accessibility', 'best-practices']);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const result = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
    scores.push(result);
    const failing = Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id);
    console.log(
      `/courier Lighthouse (mobile) run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}; ` +
        `LCP ${((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms; ` +
        `failed audits: ${list(failing)}`,
    );
  }
  const median = (pick: (item: (typeof scores)[number]) => number) =>
    scores.map(pick).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  console.log(
    `/courier Lighthouse (mobile) ${runs === 1 ? '1 run' : `median of ${runs} runs`}: performance ${median((s) => s.performance)}, ` +
      `accessibility ${median((s) => s.accessibility)}, best practices ${median((s) => s.bestPractices)}`,
  );
}
