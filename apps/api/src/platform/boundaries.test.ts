// The boundary script (scripts/check-boundaries.mjs, run by `npm run lint`) on the real tree and on
// a small tree of modules shaped like the API's: the tree as it stands passes, and each rule fails
// on a deliberate violation, naming the file.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repository, 'scripts/check-boundaries.mjs');
let checkBoundaries: (root: string) => string[];

/** A tree that keeps every rule: routes files at the root, beside it and in a sub-folder, all mounted through the module's index. */
const CLEAN: Record<string, string> = {
  'app.ts': [
    "import { registerRuntimeRoutes } from './modules/runtime';",
    "import { registerShopRoutes } from './modules/shops';",
  ].join('\n'),
  'platform/schemas.ts': 'export const withSchemas = () => undefined;',
  'modules/runtime/index.ts': "export { registerRuntimeRoutes } from './routes';",
  'modules/runtime/routes.ts':
    "import { withSchemas } from '../../platform/schemas';\nimport { runtimeConfig } from './settings';",
  'modules/runtime/settings.ts': 'export const runtimeConfig = () => ({});',
  'modules/orders/index.ts': "export { placeOrder } from './service';",
  'modules/orders/service.ts': "import { runtimeConfig } from '../runtime';",
  'modules/shops/index.ts': "export { registerShopRoutes } from './routes';",
  'modules/shops/routes.ts': [
    "import { withSchemas } from '../../platform/schemas';",
    "import { registerWooRoutes } from './platforms/woo/routes';",
    "import { registerSettingsRoutes } from './settings-routes';",
    "import { registerHookRoutes } from './routes/hooks';",
    "import * as shops from './service';",
  ].join('\n'),
  'modules/shops/routes/index.ts': "import { registerHookRoutes } from './hooks';",
  'modules/shops/routes/hooks.ts': "import * as shops from '../service';",
  'modules/shops/settings-routes.ts': "import * as shops from './service';",
  'modules/shops/platforms/woo/routes.ts':
    "import * as shops from '../../service';\nimport { wooAdapter } from './adapter';",
  'modules/shops/platforms/woo/adapter.ts': 'export const wooAdapter = {};',
  'modules/shops/service.ts': "import { placeOrder } from '../orders';",
  'modules/shops/routes.test.ts': "import { placeOrder } from '../orders/service';",
  // Each module's tables in its tables.ts; a foreign key imports the other's tables.ts; db/schema gathers them.
  'modules/orders/tables.ts':
    "import { pgTable } from 'drizzle-orm/pg-core';\nexport const orders = pgTable('orders', {});",
  'modules/shops/tables.ts': [
    "import { pgTable } from 'drizzle-orm/pg-core';",
    "import { orders } from '../orders/tables';",
    "export const shopOrders = pgTable('shop_orders', {});",
  ].join('\n'),
  'modules/shops/queries.ts': "import { shopOrders } from './tables';",
  'db/schema.ts': "export * from '../modules/orders/tables';\nexport * from '../modules/shops/tables';",
  // Each module declares itself in its module.ts; domain.ts builds them all and alone makes the hub.
  'modules/runtime/module.ts': "import { registerRuntimeRoutes } from './routes';\nexport const runtimeModule = {};",
  'modules/orders/module.ts': 'export const ordersModule = {};',
  'modules/shops/module.ts': [
    "import type { ModuleDeclaration } from '../../platform/module';",
    "import { registerShopRoutes } from './routes';",
    "export const shopsModule: ModuleDeclaration = { name: 'shops', build: () => ({ wiring: {",
    "  reactions: { 'order.moved': async () => undefined } } }) };",
  ].join('\n'),
  'domain.ts': [
    "import { createHub } from './platform/domain-hub';",
    "import { ordersModule } from './modules/orders';",
    "import { runtimeModule } from './modules/runtime';",
    "import { shopsModule } from './modules/shops';",
  ].join('\n'),
};

let trees: string;
let count = 0;
/** A fresh copy of the clean tree under apps/api/src, with `changes` written over it; answers its root. */
function treeWith(changes: Record<string, string> = {}): string {
  const root = path.join(trees, String(count++));
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    const full = path.join(root, 'apps/api/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, `${text}\n`);
  }
  return root;
}

/** The problems found once `file` (under apps/api/src) also holds `line`. */
function problemsWith(file: string, line: string): string[] {
  return checkBoundaries(treeWith({ [file]: `${CLEAN[file] ?? ''}\n${line}` }));
}

beforeAll(async () => {
  ({ checkBoundaries } = (await import(pathToFileURL(script).href)) as {
    checkBoundaries: (root: string) => string[];
  });
  trees = mkdtempSync(path.join(tmpdir(), 'sameday-boundaries-'));
});
afterAll(() => rmSync(trees, { recursive: true, force: true }));

describe('the boundary script', () => {
  it('passes the repository as it stands, and the clean tree', () => {
    expect(checkBoundaries(repository)).toEqual([]);
    expect(checkBoundaries(treeWith())).toEqual([]);
  });

  describe('routes files, wherever they sit in a module, import no other module (decision 017)', () => {
    it.each([
      ['modules/shops/platforms/woo/routes.ts', "import { placeOrder } from '../../../orders/service';"],
      ['modules/shops/platforms/woo/routes.ts', "import { placeOrder } from '../../../orders';"],
      ['modules/shops/settings-routes.ts', "import { placeOrder } from '../orders';"],
      ['modules/shops/routes/hooks.ts', "import { placeOrder } from '../../orders';"],
      ['modules/shops/routes.ts', "import { placeOrder } from '../orders';"],
    ])('%s: %s', (file, line) => {
      const spec = /'([^']+)'/.exec(line)?.[1];
      expect(problemsWith(file, line)).toContain(
        `apps/api/src/${file} imports ${spec}: routes import no other module: their own service calls it (decision 017)`,
      );
    });

    it('a routes file in a sub-folder never calls its queries', () => {
      expect(
        problemsWith('modules/shops/platforms/woo/routes.ts', "import { findShop } from '../../queries';"),
      ).toEqual([
        'apps/api/src/modules/shops/platforms/woo/routes.ts imports ../../queries: routes call the service, never the queries',
      ]);
    });
  });

  describe("only a module's registration points import its routes files", () => {
    const rule = "a routes file is imported only by its module's registration point (module.ts, index.ts, routes.ts)";
    it.each([
      ['modules/shops/service.ts', './settings-routes'],
      ['modules/shops/service.ts', './routes'],
      ['modules/shops/platforms/woo/adapter.ts', '../../routes/hooks'],
      ['modules/orders/service.ts', '../shops/routes'],
      ['app.ts', './modules/runtime/routes'],
      ['demo/seed.ts', '../modules/shops/platforms/woo/routes'],
    ])('%s importing %s', (file, spec) => {
      expect(problemsWith(file, `import { register } from '${spec}';`)).toContain(
        `apps/api/src/${file} imports ${spec}: ${rule}`,
      );
    });
  });

  describe('modules never import each other in a loop', () => {
    it('two modules importing each other fail, naming both files', () => {
      expect(problemsWith('modules/orders/service.ts', "import { registerShopRoutes } from '../shops';")).toEqual([
        'modules import each other in a loop: orders → shops → orders (apps/api/src/modules/orders/service.ts, apps/api/src/modules/shops/service.ts): one of them must not know the other',
      ]);
    });

    it('a longer loop fails once, however many modules it goes round', () => {
      const root = treeWith({
        'modules/runtime/settings.ts':
          "import { registerShopRoutes } from '../shops';\nexport const runtimeConfig = () => ({});",
      });
      expect(checkBoundaries(root)).toEqual([
        'modules import each other in a loop: orders → runtime → shops → orders (apps/api/src/modules/orders/service.ts, apps/api/src/modules/runtime/settings.ts, apps/api/src/modules/shops/service.ts): one of them must not know the other',
      ]);
    });
  });

  describe('runtime, like every module, is used only through its index.ts', () => {
    it('a module importing runtime past its index fails', () => {
      expect(problemsWith('modules/orders/service.ts', "import { runtimeConfig } from '../runtime/settings';")).toEqual(
        [
          'apps/api/src/modules/orders/service.ts imports ../runtime/settings: a module uses another module only through its index.ts',
        ],
      );
    });

    it('app.ts importing runtime past its index fails', () => {
      expect(problemsWith('app.ts', "import { runtimeConfig } from './modules/runtime/settings';")).toEqual([
        'apps/api/src/app.ts imports ./modules/runtime/settings: a module is used from outside only through its index.ts',
      ]);
    });
  });

  describe('a module owns its tables (scripts/read-models.json names the exceptions)', () => {
    const owned =
      "another module's data is reached through its index.ts, or the file is named in scripts/read-models.json with its reason";
    it.each([
      ['modules/shops/queries.ts', "import { orders } from '../../db/schema';", 'orders, tables of orders'],
      ['modules/shops/service.ts', "import { orders } from '../orders/tables';", 'orders, tables of orders'],
      [
        'modules/shops/routes/hooks.ts',
        "import type { orders } from '../../../db/schema';",
        'orders, tables of orders',
      ],
      ['platform/schemas.ts', "import { orders, shopOrders } from '../db/schema';", 'orders, tables of orders'],
    ])('%s: %s', (file, line, tables) => {
      expect(problemsWith(file, line)).toContain(`apps/api/src/${file} imports ${tables}: ${owned}`);
    });

    /** The clean tree with `modules/shops/queries.ts` reading the orders table, and `readModels` as the list. */
    function treeReadingOrders(readModels: { file: string; tables: string[]; reason: string }[]): string {
      const root = treeWith({
        'modules/shops/queries.ts': `${CLEAN['modules/shops/queries.ts']}\nimport { orders } from '../../db/schema';`,
      });
      mkdirSync(path.join(root, 'scripts'));
      writeFileSync(path.join(root, 'scripts/read-models.json'), JSON.stringify({ readModels }));
      return root;
    }

    it('a file the list names with those tables passes', () => {
      const file = 'apps/api/src/modules/shops/queries.ts';
      expect(
        checkBoundaries(treeReadingOrders([{ file, tables: ['orders'], reason: 'a shop lists its orders' }])),
      ).toEqual([]);
    });

    it('a table the list does not name for that file fails, and so does an entry no file needs', () => {
      const root = treeReadingOrders([
        { file: 'apps/api/src/modules/runtime/settings.ts', tables: ['orders'], reason: 'once read the orders' },
      ]);
      expect(checkBoundaries(root)).toEqual([
        `apps/api/src/modules/shops/queries.ts imports orders, tables of orders: ${owned}`,
        'scripts/read-models.json lets apps/api/src/modules/runtime/settings.ts import orders, which it no longer does: take them off the list',
      ]);
    });

    it("a foreign key may import another module's tables.ts, and those imports never count as a loop of modules", () => {
      const root = treeWith({
        'modules/orders/tables.ts': `${CLEAN['modules/orders/tables.ts']}\nimport { shopOrders } from '../shops/tables';`,
        'modules/orders/service.ts': `${CLEAN['modules/orders/service.ts']}\nimport { registerShopRoutes } from '../shops';`,
      });
      expect(checkBoundaries(root)).toEqual([
        'modules import each other in a loop: orders → shops → orders (apps/api/src/modules/orders/service.ts, apps/api/src/modules/shops/service.ts): one of them must not know the other',
        'tables.ts files (foreign keys): modules import each other in a loop: orders → shops → orders (apps/api/src/modules/orders/tables.ts, apps/api/src/modules/shops/tables.ts): one of them must not know the other',
      ]);
    });
  });

  describe('one composition root: modules declare their wiring in module.ts, domain.ts builds them', () => {
    it('refuses a reaction declared outside a module.ts, a hub made outside domain.ts, a module domain.ts does not build', () => {
      const declared = "declares reactions, gates, ports or a module: they are declared only in a module's module.ts";
      expect(
        problemsWith(
          'modules/shops/service.ts',
          "const shopsWiring = {\n  wiring: { reactions: { 'order.moved': hear } },\n};",
        ),
      ).toEqual([`apps/api/src/modules/shops/service.ts ${declared}`]);
      expect(problemsWith('app.ts', "const extra: ModuleDeclaration = { name: 'x', build: () => ({}) };")).toEqual([
        `apps/api/src/app.ts ${declared}`,
      ]);
      expect(problemsWith('modules/orders/service.ts', 'const { hub } = createHub();')).toEqual([
        'apps/api/src/modules/orders/service.ts makes a hub: only createDomain (domain.ts) wires the domain',
      ]);
      expect(
        checkBoundaries(
          treeWith({ 'modules/fleet/index.ts': 'export const fleet = 1;', 'modules/fleet/module.ts': '' }),
        ),
      ).toEqual(['apps/api/src/domain.ts does not build the module fleet: every module is in its MODULES']);
      expect(
        checkBoundaries(treeWith({ 'modules/fleet/index.ts': "export const fleet = 1;\nimport './../../domain';" })),
      ).toContain('apps/api/src/modules/fleet has no module.ts: every module has an index.ts and a module.ts');
    });

    it("lets a module's module.ts import its routes, as its registration point", () => {
      expect(problemsWith('modules/orders/module.ts', "import { registerOrderRoutes } from './routes';")).toEqual([]);
    });
  });

  describe("outside services one way: adapters under a module's adapters/, built where the app is composed", () => {
    /** The clean tree with a shop platform's interface, one adapter, its factory, and `changes` over them. */
    const withAdapters = (changes: Record<string, string> = {}) =>
      treeWith({
        'modules/shops/adapters/shop-platform.ts':
          'export type ShopPlatform = {};\nexport class ShopAuthError extends Error {}',
        'modules/shops/adapters/woo.ts':
          "import type { ShopPlatform } from './shop-platform';\nexport const createWoo = () => ({});",
        'modules/shops/adapters/index.ts':
          "import { createWoo } from './woo';\nexport const createShopPlatforms = () => createWoo();",
        'modules/shops/index.ts': `${CLEAN['modules/shops/index.ts']}\nexport { createShopPlatforms } from './adapters';`,
        'modules/shops/service.ts': [
          CLEAN['modules/shops/service.ts'],
          "import { ShopAuthError, type ShopPlatform } from './adapters/shop-platform';",
          "import type { createWoo } from './adapters/woo';",
        ].join('\n'),
        'domain.ts': `${CLEAN['domain.ts']}\nimport { createShopPlatforms } from './modules/shops';`,
        ...changes,
      });

    it("passes a service that uses its kind's interface and a module index that exports the factory", () => {
      expect(checkBoundaries(withAdapters())).toEqual([]);
    });

    it("refuses an adapter importing its module's service, routes or queries", () => {
      const file = 'apps/api/src/modules/shops/adapters/woo.ts';
      const rule = "an adapter never imports its module's service, routes or queries: what it needs is passed in";
      const problems = checkBoundaries(
        withAdapters({
          'modules/shops/adapters/woo.ts': [
            "import { placeOrder } from '../service';",
            "import type { ShopRow } from '../queries';",
            "import { registerHookRoutes } from '../routes/hooks';",
            'export const createWoo = () => ({});',
          ].join('\n'),
        }),
      );
      expect(problems).toEqual(
        expect.arrayContaining([
          `${file} imports ../service: ${rule}`,
          `${file} imports ../queries: ${rule}`,
          `${file} imports ../routes/hooks: ${rule}`,
        ]),
      );
    });

    it("refuses a service or routes file building an adapter: only the module's index.ts and its adapters import one", () => {
      const rule =
        "adapters are built only where the app is composed: only their module's index.ts and its other adapters import them; the rest of the module uses the interface of its kind";
      const problems = checkBoundaries(
        withAdapters({
          'modules/shops/service.ts': `${CLEAN['modules/shops/service.ts']}\nimport { createWoo } from './adapters/woo';`,
          'modules/shops/routes/hooks.ts': `${CLEAN['modules/shops/routes/hooks.ts']}\nimport { createShopPlatforms } from '../adapters';`,
        }),
      );
      expect(problems).toEqual([
        `apps/api/src/modules/shops/routes/hooks.ts imports ../adapters: ${rule}`,
        `apps/api/src/modules/shops/service.ts imports ./adapters/woo: ${rule}`,
      ]);
    });
  });

  it("fails on a web file outside an api/ folder importing TanStack Query's data hooks, naming the file and the hooks", () => {
    const root = treeWith();
    const web: Record<string, string> = {
      'features/orders/api/find-orders.ts': "import { queryOptions, useQuery } from '@tanstack/react-query';",
      'entities/account/api/use-account.ts': "import { useMutation, useQueryClient } from '@tanstack/react-query';",
      'features/orders/hooks/use-orders.ts': "import { useQueryClient } from '@tanstack/react-query';",
      'features/orders/orders-page.test.tsx': "import { useQuery } from '@tanstack/react-query';",
      'features/orders/orders-page.tsx': "import { keepPreviousData, useQuery } from '@tanstack/react-query';",
      'features/orders/components/order-row.tsx':
        "import {\n  useMutation,\n  useSuspenseQuery as read,\n} from '@tanstack/react-query';",
    };
    for (const [file, text] of Object.entries(web)) {
      const full = path.join(root, 'apps/web/src', file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, `${text}\n`);
    }
    const rule = 'data hooks live in an api/ folder, named for what they read or change';
    expect(checkBoundaries(root).sort()).toEqual([
      `apps/web/src/features/orders/components/order-row.tsx imports useMutation, useSuspenseQuery: ${rule}`,
      `apps/web/src/features/orders/orders-page.tsx imports useQuery: ${rule}`,
    ]);
  });

  it('as `npm run lint` runs it, fails with the file named, and passes the clean tree', () => {
    const run = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    const failing = run(treeWith({ 'app.ts': `${CLEAN['app.ts']}\nimport { x } from './modules/runtime/routes';` }));
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('apps/api/src/app.ts imports ./modules/runtime/routes');
    const passing = run(treeWith());
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('boundaries: ok');
  });
});
