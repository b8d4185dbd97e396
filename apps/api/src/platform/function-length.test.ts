// The function length script (scripts/check-function-length.mjs, run by `npm run lint`) on a small
// tree: a function over the limit is named with its file, line and length, one within it is not,
// and routes files and the wiring have the stricter limit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repository, 'scripts/check-function-length.mjs');

type LongFunction = { file: string; line: number; name: string; length: number; limit: number };
let checkFunctionLength: (root: string, options?: { skipWeb?: boolean }) => LongFunction[];

/** A function declaration of exactly `lines` lines. */
const declaration = (name: string, lines: number) =>
  [
    `export function ${name}(): void {`,
    ...Array.from({ length: lines - 2 }, (_, i) => `  console.log(${i});`),
    '}',
  ].join('\n');
/** An arrow function passed to a call, of exactly `lines` lines. */
const passedArrow = (lines: number) =>
  ['app.get("/", async () => {', ...Array.from({ length: lines - 2 }, (_, i) => `  console.log(${i});`), '});'].join(
    '\n',
  );

let trees: string;
let count = 0;
/** A fresh tree holding `files` (paths from the repository's root); answers its root. */
function treeWith(files: Record<string, string>): string {
  const root = path.join(trees, String(count++));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, `${text}\n`);
  }
  return root;
}

beforeAll(async () => {
  ({ checkFunctionLength } = (await import(pathToFileURL(script).href)) as {
    checkFunctionLength: typeof checkFunctionLength;
  });
  trees = mkdtempSync(path.join(tmpdir(), 'sameday-function-length-'));
});
afterAll(() => rmSync(trees, { recursive: true, force: true }));

describe('the function length script', () => {
  it('passes the API as it stands', () => {
    expect(checkFunctionLength(repository, { skipWeb: true }).filter((f) => f.file.startsWith('apps/api/'))).toEqual(
      [],
    );
  });

  it('names a function over 150 lines with its file, line and length, and passes one of 150', () => {
    const root = treeWith({
      'apps/api/src/modules/orders/service/long.ts': `// A long one.\n${declaration('placeEverything', 151)}`,
      'apps/api/src/modules/orders/service/short.ts': declaration('placeOne', 150),
    });
    expect(checkFunctionLength(root)).toEqual([
      {
        file: 'apps/api/src/modules/orders/service/long.ts',
        line: 2,
        name: 'placeEverything',
        length: 151,
        limit: 150,
      },
    ]);
  });

  it('checks the web and the packages too, and leaves the web out when asked', () => {
    const root = treeWith({
      'apps/web/src/features/orders/orders-page.tsx': declaration('OrdersPage', 151),
      'packages/contract/src/orders/order.ts': declaration('orderOf', 151),
    });
    expect(checkFunctionLength(root).map((f) => f.file)).toEqual([
      'apps/web/src/features/orders/orders-page.tsx',
      'packages/contract/src/orders/order.ts',
    ]);
    expect(checkFunctionLength(root, { skipWeb: true }).map((f) => f.file)).toEqual([
      'packages/contract/src/orders/order.ts',
    ]);
  });

  it('holds routes files and the wiring to 80 lines, arrow functions passed to a call included', () => {
    const root = treeWith({
      'apps/api/src/modules/orders/routes.ts': declaration('registerOrderRoutes', 81),
      'apps/api/src/modules/orders/routes/labels.ts': passedArrow(81),
      'apps/api/src/modules/shipments/settings-routes.ts': declaration('registerSettingsRoutes', 80),
      'apps/api/src/modules/orders/module.ts': declaration('buildOrders', 81),
      'apps/api/src/app.ts': declaration('buildApp', 81),
      'apps/api/src/modules/orders/service/routing.ts': declaration('routeOrder', 81),
    });
    expect(checkFunctionLength(root).map(({ file, name, limit }) => `${file} ${name} ${limit}`)).toEqual([
      'apps/api/src/app.ts buildApp 80',
      'apps/api/src/modules/orders/module.ts buildOrders 80',
      'apps/api/src/modules/orders/routes/labels.ts (passed to app.get) 80',
      'apps/api/src/modules/orders/routes.ts registerOrderRoutes 80',
    ]);
  });

  it('leaves test files and test support out', () => {
    const root = treeWith({
      'apps/api/src/modules/orders/orders.test.ts': declaration('bigScenario', 200),
      'apps/api/src/test/harness.ts': declaration('createTestApp', 200),
    });
    expect(checkFunctionLength(root)).toEqual([]);
  });
});
