import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASES, PLATFORM_PATHS } from '@sameday/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/chromium';
import { startServer } from './server';

/** The demo merchant the server seeds (apps/api/src/demo). */
const DEMO = { email: 'demo@sameday.ae', password: 'Bench-Demo-4821!' };

export type LighthouseFigures = {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptKb: number;
  scriptFiles: number;
  /** Every request of the page, the calls to the API among them (with /env.json), and the longest chain of requests each waiting on the one before. */
  requests: number;
  apiCalls: number;
  chainDepth: number;
  load: string;
  /** The opportunities and diagnostics that did not pass, for reading. */
  findings: string[];
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** Signs the demo merchant in through the API and returns the refresh cookie (name=value). */
async function demoSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API_BASES.platform}${PLATFORM_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in failed with ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('demo sign-in set no cookie');
  return cookie;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

type ChainNode = { children?: Record<string, ChainNode> };

/** The longest chain of requests in Lighthouse's dependency tree: how many rounds the page waits. */
function chainDepth(lhr: Result): number {
  const details = lhr.audits['network-dependency-tree-insight']?.details as
    | { items?: { value?: { chains?: Record<string, ChainNode> } }[] }
    | undefined;
  const depth = (node: ChainNode): number => 1 + Math.max(0, ...Object.values(node.children ?? {}).map(depth));
  return Math.max(0, ...Object.values(details?.items?.[0]?.value?.chains ?? {}).map(depth));
}

export function figures(page: string, lhr: Result, loadDuring: string): LighthouseFigures {
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
  const findings = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === 'numeric' ||
          audit.scoreDisplayMode === 'binary' ||
          audit.scoreDisplayMode === 'metricSavings'),
    )
    .map((audit) => `${audit.id}: ${audit.displayValue ?? ''} (score ${audit.score})`);
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    scriptKb: scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024,
    scriptFiles: scripts.length,
    requests: (requests ?? []).length,
    apiCalls: (requests ?? []).filter((item) => /\/api\/|\/env\.json$/.test(String(item.url))).length,
    chainDepth: chainDepth(lhr),
    load: loadDuring,
    findings,
  };
}

/**
 * One Lighthouse run (mobile preset: its default form factor and simulated throttling). A run
 * whose trace failed (NO_NAVSTART and the like, seen on a busy machine) is tried again, twice.
 */
export async function audit(
  url: string,
  extraHeaders: Record<string, string> | undefined,
  categories: string[] = ['performance', 'accessibility'],
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, extraHeaders, categories);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`    (run failed, tried again: ${(error as Error).message})`);
    }
  }
}

async function auditOnce(
  url: string,
  extraHeaders: Record<string, string> | undefined,
  categories: string[],
): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Issue 40's targets: the signed-in first screen (/) ≥ 90, the other pages (/login, the tracking page) ≥ 95. */
const performanceTarget = (page: string) => (page.startsWith('/ ') ? 90 : 95);

export function printLighthouse(f: LighthouseFigures, isVerbose: boolean) {
  console.log(
    `${f.page}: performance ${f.performance} (target ≥ ${performanceTarget(f.page)}), accessibility ${f.accessibility} (target 100); ` +
      `FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, ` +
      `CLS ${f.cls.toFixed(3)}, Speed Index ${(f.speedIndexMs / 1000).toFixed(2)} s; ` +
      `JS transferred ${f.scriptKb.toFixed(1)} KB (${f.scriptFiles} files); ${f.requests} requests, ` +
      `${f.apiCalls} API calls, chain of ${f.chainDepth}; load ${f.load}`,
  );
  if (isVerbose) for (const finding of f.findings) console.log(`    ${finding}`);
}

/**
 * `npm run bench -- lighthouse`: the production build (run `npm run build` first) served by
 * a server of its own on loopback, the demo merchant seeded. /login signed out, then / with
 * the demo merchant's session cookie sent on every request (the page trades it for a token
 * as after any reload). BENCH_LIGHTHOUSE_RUNS runs of each (default 3): every run printed,
 * then the median by performance score. BENCH_VERBOSE=1 lists the audits that did not pass.
 */
export async function benchLighthouse() {
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const isVerbose = process.env.BENCH_VERBOSE === '1';
  const server = await startServer(port, { SEED_DEMO: 'true', DEMO_PASSWORD: DEMO.password });
  try {
    // A session of its own for each run: the page rotates the refresh cookie, and the same cookie
    // sent again is a replay that ends the session (the run would end at /login).
    const demo = async () => ({ Cookie: await demoSessionCookie(server.url) });
    const pages: { name: string; url: string; headers?: () => Promise<Record<string, string>> }[] = [
      { name: '/login (signed out)', url: `${server.url}/login` },
      { name: '/ (demo merchant)', url: `${server.url}/`, headers: demo },
    ];
    for (const page of pages) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const before = load();
        const lhr = await audit(page.url, await page.headers?.());
        const result = figures(page.name, lhr, before);
        if (lhr.finalDisplayedUrl !== page.url) result.findings.unshift(`ended at ${lhr.finalDisplayedUrl}`);
        results.push(result);
        if (isVerbose) {
          const file = path.join(
            tmpdir(),
            `sameday-lighthouse-${page.name.split(' ')[0]?.replace(/\W/g, '') || 'home'}-${run + 1}.json`,
          );
          writeFileSync(file, JSON.stringify(lhr));
          result.findings.push(`report: ${file}`);
        }
        printLighthouse({ ...result, page: `${page.name} run ${run + 1}` }, isVerbose);
      }
      const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
      if (median) printLighthouse({ ...median, page: `${page.name} median` }, false);
    }
  } finally {
    await server.stop();
  }
}
