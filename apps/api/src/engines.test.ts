import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';

// `.npmrc` sets engine-strict: `npm ci` refuses to install on a Node that any installed package's
// `engines.node` excludes. The Node versions the root package.json promises must therefore lie
// inside every installed package's range, or a user on a promised version cannot install at all.

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Declared = { name: string; range: string; where: string };

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function nodeRangeOf(manifest: Record<string, unknown>): string | undefined {
  const engines = manifest.engines as { node?: unknown } | undefined;
  return typeof engines?.node === 'string' ? engines.node : undefined;
}

/** Every package under a node_modules folder (scoped and nested ones too) that names a Node range. */
function installedRanges(folder: string, found: Declared[] = []): Declared[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    // Workspaces are linked in: they are read as workspaces, not as dependencies.
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      installedRanges(dir, found);
      continue;
    }
    const manifest = readJson(path.join(dir, 'package.json'));
    const range = manifest && nodeRangeOf(manifest);
    if (manifest && range) found.push({ name: `${manifest.name}@${manifest.version}`, range, where: dir });
    installedRanges(path.join(dir, 'node_modules'), found);
  }
  return found;
}

/** The root's and each workspace's promised Node range, and the node_modules folders they install. */
function projectOf(root: string) {
  const manifest = readJson(path.join(root, 'package.json')) ?? {};
  const workspaces = (manifest.workspaces as string[] | undefined) ?? [];
  const promises: Declared[] = [];
  const folders = [path.join(root, 'node_modules')];
  for (const dir of [root, ...workspaces.map((workspace) => path.join(root, workspace))]) {
    const own = readJson(path.join(dir, 'package.json'));
    const range = own && nodeRangeOf(own);
    if (own && range) promises.push({ name: String(own.name), range, where: dir });
    if (dir !== root) folders.push(path.join(dir, 'node_modules'));
  }
  return { promises, installed: folders.flatMap((folder) => installedRanges(folder)) };
}

/** Each installed package whose Node range leaves out a version one of our promises includes. */
function narrowerThanPromised(root: string): string[] {
  const { promises, installed } = projectOf(root);
  return promises.flatMap((promise) =>
    installed
      .filter((dependency) => !semver.subset(promise.range, dependency.range))
      .map(
        (dependency) => `${promise.name} promises "${promise.range}"; ${dependency.name} needs "${dependency.range}"`,
      ),
  );
}

describe('the Node versions the project promises', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sameday-engines-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('lie inside every installed dependency’s engines.node', () => {
    const { promises, installed } = projectOf(ROOT);
    expect(promises.map((promise) => promise.name)).toContain('sameday');
    // A folder read wrong would find nothing and pass: hundreds of packages name a range.
    expect(installed.length).toBeGreaterThan(100);
    expect(narrowerThanPromised(ROOT)).toEqual([]);
  });

  it('names a dependency that needs a newer Node than promised, nested or scoped', () => {
    const write = (dir: string, manifest: object) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    };
    write(scratch, { name: 'shop', engines: { node: '>=20.16' }, workspaces: ['apps/web'] });
    write(path.join(scratch, 'apps/web'), { name: 'web', engines: { node: '>=22' } });
    write(path.join(scratch, 'node_modules/old'), { name: 'old', version: '1.0.0', engines: { node: '>=14' } });
    write(path.join(scratch, 'node_modules/@scope/css/node_modules/deep'), {
      name: 'deep',
      version: '2.0.0',
      engines: { node: '^20.19.0 || >=22.12.0' },
    });
    write(path.join(scratch, 'node_modules/@scope/css'), { name: '@scope/css', version: '3.0.0' });
    expect(narrowerThanPromised(scratch)).toEqual([
      'shop promises ">=20.16"; deep@2.0.0 needs "^20.19.0 || >=22.12.0"',
      'web promises ">=22"; deep@2.0.0 needs "^20.19.0 || >=22.12.0"',
    ]);
  });
});
