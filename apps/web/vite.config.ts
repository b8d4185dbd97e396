import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import {
  byFirstScreen,
  firstScreenGraph,
  firstScreenPreloads,
  LATER_UI_STYLES,
  namesOf,
  uiDirectImports,
  uiLaterStyles,
} from './vite.first-screen';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const zodUse = new Map<string, boolean>();
const RELATIVE_IMPORT = /from ['"](\.{1,2}\/[^'"]+)['"]/g;
/** `import type { … } from '…'` and `export type { … } from '…'`: erased by the build, no code needed. */
const TYPE_ONLY_IMPORT = /^(?:import|export) type (?:\{[^}]*\}|\w+) from ['"][^'"]+['"];?/gm;

/**
 * Whether a contract file needs zod: it imports it, or builds on a file that does (a plain
 * file that re-exports a schema would otherwise put zod on /login's path). Imports of types
 * alone do not count: a plain file that names a schema's type still runs without zod.
 */
function usesZod(file: string): boolean {
  const known = zodUse.get(file);
  if (known !== undefined) return known;
  zodUse.set(file, false);
  const text = readFileSync(file, 'utf8').replace(TYPE_ONLY_IMPORT, '');
  const imported = [...text.matchAll(RELATIVE_IMPORT)]
    .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
    .map((target) => [`${target}.ts`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate)))
    .filter((target): target is string => target !== undefined);
  const answer = /from ['"]zod['"]/.test(text) || imported.some(usesZod);
  zodUse.set(file, answer);
  return answer;
}

const CONTRACT_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract/src');
const DECLARED_EXPORT = /export (?:const|function|class|let|enum) (\w+)/g;
let contractDeclarations: Map<string, string> | undefined;

/** Each value the contract exports, by the file that declares it (not the index files that re-export it). */
function contractFileOf(name: string): string | undefined {
  if (!contractDeclarations) {
    contractDeclarations = new Map();
    for (const entry of readdirSync(CONTRACT_SOURCE, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
      const file = path.join(CONTRACT_SOURCE, entry);
      for (const match of readFileSync(file, 'utf8').matchAll(DECLARED_EXPORT)) {
        if (match[1]) contractDeclarations.set(match[1], file);
      }
    }
  }
  return contractDeclarations.get(name);
}

const CONTRACT_VALUE_IMPORT = /import \{([^}]*)\} from ['"]@sameday\/contract['"]/g;
const schemaUse = new Map<string, boolean>();

/** The module a relative import names, unless it is a folder's index (whose users go through it for other things too). */
function relativeModule(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * Whether a module of the dashboard uses one of the contract's zod schemas (or anything declared in
 * a file that needs zod), itself or through a module it imports by its own path (not a folder's
 * index): a form's checks, for one. Such a module is kept out of the chunk groups that / loads, so
 * the schema library loads with the screen or the dialog that uses it (docs/decisions/080).
 */
function needsSchemas(id: string): boolean {
  const file = id.split('?')[0] ?? id;
  const known = schemaUse.get(file);
  if (known !== undefined) return known;
  schemaUse.set(file, false);
  const text = /\.tsx?$/.test(file) && existsSync(file) ? readFileSync(file, 'utf8').replace(TYPE_ONLY_IMPORT, '') : '';
  const usesSchema = [...text.matchAll(CONTRACT_VALUE_IMPORT)]
    .flatMap((match) => namesOf(match[1] ?? ''))
    .filter(({ text }) => !text.startsWith('type '))
    .some(({ from: name }) => {
      const declaredIn = contractFileOf(name);
      return declaredIn !== undefined && usesZod(declaredIn);
    });
  const answer =
    usesSchema ||
    [...text.matchAll(RELATIVE_IMPORT)]
      .map((match) => relativeModule(file, match[1] ?? ''))
      .some((target) => target !== undefined && needsSchemas(target));
  schemaUse.set(file, answer);
  return answer;
}

const CONTRACT_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

/** Areas of the contract whose plain rules only signed-in screens use: one chunk, off /login. */
const SIGNED_IN_AREAS = [
  'bulk-upload',
  'orders',
  'places',
  'finance',
  'fulfilment',
  'dispatcher',
  'shipments',
  'tracking',
  'webhooks',
  'flags',
  'pricing',
  'notifications',
  'addresses',
  'account-settings',
  'preferences',
  'pickups',
  'integrations',
  'missions',
  'fleet',
];

function plainContractChunk(id: string): string {
  const area = id.split('/packages/contract/src/')[1]?.split('/')[0] ?? '';
  return SIGNED_IN_AREAS.includes(area) ? 'contract-signed-in' : 'contract';
}

/**
 * The modules of / that would otherwise come as many small files (the `home` group below). Not
 * those the route table imports itself (the paths, the live updates' keys): the signed-out screens
 * after /login load the table without this file.
 */
const HOME_PIECES = new RegExp(
  [
    'app/shell/(?!shell-paths|shell-screens)',
    // With the shell's own file: the shell never mounts before the first screen's answer is asked for.
    'app/first-screen-data\\.ts',
    // The guided tour too: for a new merchant its first card is the screen's largest text, which
    // would otherwise wait for one more round after the orders page.
    'features/orders/(api/(?!live-keys|query-keys)|lib/|tour/)',
    'features/orders/components/(order-status-badge|fact|cancel-orders-dialog|hold-choice-dialog)\\.tsx',
    'features/finance/api/user-config',
    'features/teams/(api/(query-keys|create-team)|hooks/use-switch-account|components/create-team-modal)',
    'features/addresses/(api/find-pickup-zones|hooks/use-pickup-zones)',
    'features/integrations/(api/(query-keys|find-connections)|hooks/use-integration-data)',
  ]
    .map((piece) => `apps/web/src/${piece}`)
    .join('|')
    .replaceAll('/', '[\\\\/]'),
);

/** The Lingui config by its path: the tests run from the repository's root as well as from here. */
export const LINGUI_CONFIG_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lingui.config.ts');

/** The catalogs shared with the API and the tracking page, in @sameday/contract (docs/decisions/053). */
export const SHARED_LINGUI_CONFIG_PATH = path.join(path.dirname(LINGUI_CONFIG_PATH), 'lingui.shared.config.ts');

const isSharedCatalog = (id: string) => /[\\/]packages[\\/]contract[\\/]locales[\\/]/.test(id);

/**
 * Compiles each imported .po catalog into a module of precompiled messages, with the Lingui config
 * that lists it: the dashboard's own catalogs, or the shared ones (`sharedOnly`, the tracking page).
 */
export function linguiCatalogs({ sharedOnly = false } = {}): Plugin[] {
  const only = (plugins: Plugin[], accepts: (id: string) => boolean): Plugin[] =>
    plugins.map((plugin) => {
      const transform = plugin.transform;
      if (typeof transform !== 'function') return plugin;
      return {
        ...plugin,
        transform(code, id, options) {
          return accepts(id) ? transform.call(this, code, id, options) : null;
        },
      };
    });
  const shared = only(lingui({ configPath: SHARED_LINGUI_CONFIG_PATH }) as Plugin[], isSharedCatalog);
  if (sharedOnly) return shared;
  return [...only(lingui({ configPath: LINGUI_CONFIG_PATH }) as Plugin[], (id) => !isSharedCatalog(id)), ...shared];
}

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Expands the Lingui macros (t, Trans, plural…) into message lookups before React's
 * transform, only in the files that import them (docs/decisions/039). The macro plugin is
 * Babel's; the rest of the build stays on Oxc.
 */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG_PATH });
  return {
    name: 'sameday-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** The UI library and what it builds on: the `ui` groups (with the later components' stylesheet). */
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|use-sidecar|use-callback-ref|get-nonce|tslib|clsx)[\\/]/;

export default defineConfig({
  plugins: [
    uiDirectImports(),
    uiLaterStyles(),
    linguiMacros(),
    ...linguiCatalogs(),
    react(),
    firstScreenGraph(),
    firstScreenPreloads(),
    // Brotli and gzip copies of every text asset over 1 KB, made once at build time at the
    // highest level; the server sends whichever the browser accepts (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/env.json': api, '/manifest.json': api },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The contract's plain rules and messages never share a chunk with its zod
            // schemas: /login then loads no schema library (docs/decisions/004).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 30 },
            // Plain files first: a group takes the files its files import, and the schema files
            // import plain ones (the emirates, paths), which / needs without the schemas.
            {
              name: plainContractChunk,
              test: (id) => CONTRACT_FILE.test(id) && !usesZod(id.split('?')[0] ?? id),
              priority: 21,
            },
            { name: 'contract-schemas', test: CONTRACT_FILE, priority: 20 },
            // Everything the entry imports (React, the router, Mantine's core, the login
            // screen) in one file: fewer requests and one compression window on /login.
            { name: 'entry', tags: ['$initial'], priority: 10 },
            // After /login, the signed-in screens' small shared pieces in a few files instead of
            // about a hundred (icons, Mantine's components, the query hooks, the app's shared
            // code): on a phone each file costs a round trip. Heavy libraries keep their routes.
            {
              name: byFirstScreen('icons'),
              test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              priority: 6,
            },
            // The query library apart: the route table needs it before any screen can start loading.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 7 },
            {
              name: byFirstScreen('ui'),
              test: (id) => UI_LIBRARIES.test(id) || id === LATER_UI_STYLES,
              priority: 5,
            },
            // Neither this group nor `home` takes a module that uses the contract's schemas (a form's
            // checks): / would load the schema library with them (docs/decisions/080).
            {
              name: byFirstScreen('app-shared'),
              test: (id) => /[\\/]apps[\\/]web[\\/]src[\\/](shared|entities)[\\/]/.test(id) && !needsSchemas(id),
              priority: 4,
            },
            // At /, the signed-in shell and the small pieces it and the orders list share with other
            // screens (the orders list's queries and tabs, the features' paths and start-up hooks) in
            // one file instead of about ten of 0.5–12 KB, each a round trip on a phone
            // (docs/decisions/076). The orders page itself keeps its own file.
            { name: 'home', test: (id) => HOME_PIECES.test(id) && !needsSchemas(id), priority: 3 },
          ],
        },
      },
    },
  },
});
