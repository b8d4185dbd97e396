import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * What the build does for the first screen, `/` (docs/decisions/080, 087, 089): which modules it
 * runs, the files the server names as its preloads, and the UI library's scripts and styles cut
 * so that `/` loads only the components it shows.
 */

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The UI library's package folder (its `exports` hide `package.json`, so found from its main file). */
const UI_PACKAGE = path.resolve(path.dirname(require.resolve('@mantine/core')), '..');

/** The modules the entry asks for at / before any other (app/router.tsx's `preloadScreenFor`). */
const FIRST_SCREEN_MODULES =
  /[\\/]src[\\/](app[\\/]later-routes\.tsx|app[\\/]shell[\\/]app-shell\.tsx|features[\\/]orders[\\/]orders-page\.tsx|app[\\/]first-screen-data\.ts)$/;

/** The modules / runs: those the entry or the first screen's modules import, directly or through others. */
const firstScreenReach = new Set<string>();

/** The stylesheets of the UI library's components / shows, and of all others (src/app). */
export const FIRST_UI_STYLES = path.join(HERE, 'src/app/ui-styles.css');
export const LATER_UI_STYLES = path.join(HERE, 'src/app/ui-styles-later.css');

/** The library's own stylesheets that come before any component's, in this order. */
const FOUNDATION = ['baseline', 'default-css-variables', 'global'];
const STYLE_IMPORT = /^@import "@mantine\/core\/styles\/([\w-]+)\.css";$/gm;
/** A component's class names module: its stylesheet in the library's `styles` folder has its name. */
const CLASSES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([\w-]+)\.module\.mjs$/;

const importedStyles = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(STYLE_IMPORT)].map((match) => match[1] ?? '');

/**
 * The components' stylesheets in the order the library's whole stylesheet has them: a component's
 * rules come after those of the components it builds on (a button's after the bare button's).
 */
function componentStylesInOrder(): string[] {
  const folder = path.join(UI_PACKAGE, 'styles');
  const whole = readFileSync(path.join(UI_PACKAGE, 'styles.css'), 'utf8');
  const placed = readdirSync(folder)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length))
    .filter((name) => !FOUNDATION.includes(name))
    .map((name) => ({ name, at: whole.indexOf(readFileSync(path.join(folder, `${name}.css`), 'utf8').trim()) }));
  const missing = placed.filter((one) => one.at < 0).map((one) => one.name);
  if (missing.length > 0) throw new Error(`the UI library's stylesheet does not hold ${missing.join(', ')}`);
  return placed.sort((a, b) => a.at - b.at).map((one) => one.name);
}

const styleImports = (names: string[]) => names.map((name) => `@import "@mantine/core/styles/${name}.css";`).join('\n');

/**
 * What is wrong with the two stylesheet lists, if anything: `ui-styles.css` must hold the library's
 * foundation and the components whose class names / uses, `ui-styles-later.css` all the others,
 * each in the library's order. The message carries the lists as they should read.
 */
export function uiStylesProblem(usedAtFirst: Set<string>): string | undefined {
  const order = componentStylesInOrder();
  const expectedFirst = [...FOUNDATION, ...order.filter((name) => usedAtFirst.has(name))];
  const expectedLater = order.filter((name) => !usedAtFirst.has(name));
  const first = importedStyles(FIRST_UI_STYLES);
  const later = importedStyles(LATER_UI_STYLES);
  if (first.join() === expectedFirst.join() && later.join() === expectedLater.join()) return undefined;
  return [
    `The UI library's stylesheets for / and for the later screens do not match the components / uses.`,
    `${path.relative(HERE, FIRST_UI_STYLES)} should import:\n${styleImports(expectedFirst)}`,
    `${path.relative(HERE, LATER_UI_STYLES)} should import:\n${styleImports(expectedLater)}`,
  ].join('\n\n');
}

/**
 * Fills `firstScreenReach` once the module graph is known, before the chunk groups are drawn (a
 * library's module / never runs goes to a `-later` group), and fails the build when a component /
 * uses has its stylesheet in the later list: / would show it unstyled.
 */
export function firstScreenGraph(): Plugin {
  return {
    name: 'sameday-first-screen-graph',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      firstScreenReach.clear();
      const visit = (id: string) => {
        if (firstScreenReach.has(id)) return;
        firstScreenReach.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry || FIRST_SCREEN_MODULES.test(id)) visit(id);
      }
      const usedAtFirst = new Set([...firstScreenReach].flatMap((id) => CLASSES_MODULE.exec(id)?.[1] ?? []));
      const problem = uiStylesProblem(usedAtFirst);
      if (problem) this.error(problem);
    },
  };
}

/**
 * Hands each later component's class names module the later stylesheet: the bundler puts it with
 * the `ui-later` scripts, and it loads, before them, with the first screen that needs one.
 */
export function uiLaterStyles(): Plugin {
  let later: Set<string> | undefined;
  return {
    name: 'sameday-ui-later-styles',
    apply: 'build',
    transform(code, id) {
      const name = CLASSES_MODULE.exec(id.split('?')[0] ?? id)?.[1];
      if (!name) return null;
      later ??= new Set(importedStyles(LATER_UI_STYLES));
      return later.has(name) ? { code: `${code}\nimport ${JSON.stringify(LATER_UI_STYLES)};\n`, map: null } : null;
    },
  };
}

/** `import { a, b as c } from "./x.mjs";` in the UI library's index module. */
const INDEX_IMPORT = /^import \{([^}]*)\} from "([^"]+)";$/gm;
const INDEX_EXPORT = /^export \{([^}]*)\};$/m;

type Source = { file: string; imported: string };

/** The names of `{ a, b as c }` as written (`text`), each with the name it takes and the one it is given. */
export function namesOf(list: string): { text: string; from: string; as: string }[] {
  return list
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean)
    .map((text) => {
      const [from = text, as = from] = text.split(/\s+as\s+/);
      return { text, from, as };
    });
}

/**
 * Each name the UI library's index module exports, by the module that declares it: the index
 * imports every component and exports them once at its end (some under another name).
 */
function uiLibraryExports(): Map<string, Source> {
  const index = path.join(UI_PACKAGE, 'esm/index.mjs');
  const text = readFileSync(index, 'utf8');
  const locals = new Map<string, Source>();
  for (const [, names = '', from = ''] of text.matchAll(INDEX_IMPORT)) {
    const file = from.startsWith('.') ? path.resolve(path.dirname(index), from) : from;
    for (const { from: imported, as: local } of namesOf(names)) locals.set(local, { file, imported });
  }
  const exported = new Map<string, Source>();
  for (const { from: local, as } of namesOf(INDEX_EXPORT.exec(text)?.[1] ?? '')) {
    const source = locals.get(local);
    if (source) exported.set(as, source);
  }
  return exported;
}

const UI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"];?/g;

/**
 * Rewrites the dashboard's `import { … } from '@mantine/core'` into imports of each component's
 * own module. Through the index module every component was reachable from every screen, so the
 * build could not tell which ones / uses and sent them all; with the direct imports the chunk
 * groups see the real graph. Type-only names stay on the index (erased). A name the index does
 * not list keeps the index import, so nothing breaks, it only weighs more.
 */
export function uiDirectImports(): Plugin {
  let sources: Map<string, Source> | undefined;
  return {
    name: 'sameday-ui-direct-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !code.includes('@mantine/core')) return null;
      sources ??= uiLibraryExports();
      const known = sources;
      const rewritten = code.replace(UI_IMPORT, (_whole, list: string) => {
        const kept: string[] = [];
        const direct: string[] = [];
        for (const { text, from, as } of namesOf(list)) {
          const source = text.startsWith('type ') ? undefined : known.get(from);
          if (!source) kept.push(text);
          else direct.push(`import { ${source.imported} as ${as} } from ${JSON.stringify(source.file)};`);
        }
        // Types alone become `import type`: an import of no values would still run the index module.
        const typesOnly = kept.every((name) => name.startsWith('type '));
        const rest =
          kept.length === 0
            ? ''
            : typesOnly
              ? `import type { ${kept.map((name) => name.slice('type '.length)).join(', ')} } from '@mantine/core';`
              : `import { ${kept.join(', ')} } from '@mantine/core';`;
        return [...direct, rest].join(' ');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** A language's catalog of the first screen (shared/i18n's `loadFirstScreenMessages`), by module id. */
const FIRST_SCREEN_CATALOG = /[\\/]src[\\/]locales[\\/](\w+)[\\/]first-screen\.ts$/;
/** The chunk groups `byFirstScreen` names for what / never runs: / must load none of them. */
const laterGroups = new Set<string>();

/**
 * A chunk group's name by what / runs: `name` for the modules it runs, `name-later` for the rest,
 * loaded with the screens that use them.
 */
export function byFirstScreen(name: string): (id: string) => string {
  laterGroups.add(`${name}-later`);
  return (id) => (firstScreenReach.has(id) ? name : `${name}-later`);
}

/**
 * Writes `first-screen-preloads.json`: the script files of those modules and of all they import,
 * less the entry's own, and their stylesheets (`files`), and the first screen's catalog of each
 * language (`catalogs`). The server names the files in the page it sends for / as preloads, and the
 * page's first script asks for the reader's catalog, so they download beside the entry instead of
 * once it has run (docs/decisions/080, "Later"; 087).
 */
export function firstScreenPreloads(): Plugin {
  return {
    name: 'sameday-first-screen-preloads',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reach = (files: Set<string>, file: string): Set<string> => {
        if (files.has(file)) return files;
        files.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) reach(files, imported);
        return files;
      };
      const entry = new Set<string>();
      for (const chunk of chunks.filter((one) => one.isEntry)) reach(entry, chunk.fileName);
      const screen = new Set<string>();
      for (const chunk of chunks.filter((one) => one.moduleIds.some((id) => FIRST_SCREEN_MODULES.test(id))))
        reach(screen, chunk.fileName);
      const later = [...screen].filter((file) => laterGroups.has(byFile.get(file)?.name ?? ''));
      if (later.length > 0) this.error(`/ would load ${later.join(', ')}, made for the screens after it`);
      const scripts = [...screen].filter((file) => !entry.has(file));
      // Their stylesheets too: the page's own (the entry's) is in the page already.
      const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const files = [...scripts, ...new Set(styles)].map((file) => `/${file}`);
      // The first screen's catalog in each language: the page's first script asks for the reader's.
      const catalogs = Object.fromEntries(
        chunks.flatMap((chunk) => {
          const locale = chunk.moduleIds.map((id) => FIRST_SCREEN_CATALOG.exec(id)?.[1]).find(Boolean);
          return locale ? [[locale, `/${chunk.fileName}`]] : [];
        }),
      );
      const list = { files, catalogs };
      this.emitFile({ type: 'asset', fileName: 'first-screen-preloads.json', source: JSON.stringify(list) });
    },
  };
}
