// Enforces the boundaries of docs/architecture.md, run by `npm run lint`:
// - api (docs/decisions/017): platform never imports a module; a module uses another only
//   through its index.ts and never imports the demo data; only queries hold SQL (import
//   drizzle-orm or the tables); routes never call queries; the Idempotency-Key is read by
//   platform/idempotency.ts alone. A routes file is any `routes.ts`, `*-routes.ts` or file in a
//   `routes/` folder, wherever it sits in its module: it imports no other module (it calls its own
//   service, which may). Only its module's registration points (the module's module.ts and
//   index.ts, its root routes.ts, a routes/index.ts) import a routes file. Code outside the modules (app.ts, the
//   commands, the demo) uses a module only through its index.ts too.
// - api adapters (modules/<m>/adapters/): an adapter never imports its module's service, routes or
//   queries; only its module's index.ts and its other adapters import an adapter, so adapters are
//   built where the app is composed; the rest of the module uses the interface of its kind.
// - api data: a module owns the tables of its tables.ts (the platform those of platform/tables.ts).
//   No module, platform or demo file imports another's tables, from db/schema or from their
//   tables.ts, unless scripts/read-models.json names the file and those tables with its reason;
//   a tables.ts imports another's only for its foreign keys.
// - contract: zod alone.
// - web: layers shared → entities → features → app, each importing only those below
//   it; an entity or a feature is used from outside only through its index.ts (the app
//   may also mount a feature's *-page files); a feature never imports another feature; only
//   files in an `api/` folder import TanStack Query's data hooks (useQuery, useMutation, …).
// - web and api never import each other; both meet in @sameday/contract.
// - the bulk file reader (packages/bulk-file) runs in a browser worker too: it never imports
//   a node: module.
// Test files may compose across these lines (a page test mounts the route guards).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(folder) {
  let names;
  try {
    names = readdirSync(folder);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

function imports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

/** A module's routes file: `routes.ts`, `*-routes.ts` or a file in a `routes/` folder, at any depth (`parts` from the module's folder). */
const isRoutesPath = (parts) =>
  parts.length > 0 && (parts.slice(0, -1).includes('routes') || /^(?:.+-)?routes(?:\.ts)?$/.test(parts.at(-1)));
/** Where a module mounts its routes files: its index.ts, its root routes.ts, a routes/index.ts. */
const isRegistrationPoint = (parts) =>
  ['index.ts', 'routes.ts', 'module.ts'].includes(parts.join('/')) || parts.join('/') === 'routes/index.ts';

/**
 * One composition root (docs/architecture.md, "Wiring"): each module declares itself once, in its
 * module.ts, and src/domain.ts builds every one of them. A reaction, gate or port (`wiring:`) or a
 * module declaration anywhere else, or a hub made outside domain.ts, would be wiring nobody finds
 * by reading the declarations. Every module folder has its index.ts and module.ts, and domain.ts
 * imports each module.
 */
function wiringProblems(apiSrc, rel) {
  const problems = [];
  const modulesDir = path.join(apiSrc, 'modules');
  const domainFile = path.join(apiSrc, 'domain.ts');
  const domainText = existsSync(domainFile) ? readFileSync(domainFile, 'utf8') : '';
  for (const module of existsSync(modulesDir) ? readdirSync(modulesDir) : []) {
    if (!statSync(path.join(modulesDir, module)).isDirectory()) continue;
    for (const needed of ['index.ts', 'module.ts'])
      if (!existsSync(path.join(modulesDir, module, needed)))
        problems.push(`apps/api/src/modules/${module} has no ${needed}: every module has an index.ts and a module.ts`);
    if (!domainText.includes(`from './modules/${module}'`))
      problems.push(`apps/api/src/domain.ts does not build the module ${module}: every module is in its MODULES`);
  }
  for (const file of files(apiSrc)) {
    const area = path.relative(apiSrc, file).split(path.sep);
    const at = area.join('/');
    if (at === 'domain.ts' || at === 'platform/domain-hub.ts' || at === 'platform/module.ts' || area[0] === 'test')
      continue;
    const text = readFileSync(file, 'utf8');
    const isModuleFile = area[0] === 'modules' && area.length === 3 && area[2] === 'module.ts';
    if (/\bcreateHub\b/.test(text))
      problems.push(`${rel(file)} makes a hub: only createDomain (domain.ts) wires the domain`);
    if (!isModuleFile && (/^\s*wiring:\s*\{/m.test(text) || /:\s*ModuleDeclaration\b/.test(text)))
      problems.push(
        `${rel(file)} declares reactions, gates, ports or a module: they are declared only in a module's module.ts`,
      );
  }
  return problems;
}

/**
 * Modules that import each other, directly or round a loop: one line a loop, naming the file of each
 * step. A module's order of loading would then depend on who is imported first, and neither can be
 * understood, tested or moved without the other.
 */
function moduleCycles(moduleImports) {
  const found = [];
  const seen = new Set();
  for (const start of [...moduleImports.keys()].sort()) {
    /** Depth first from `start`, through modules after it in name order only, so each loop is reported once. */
    const walk = (module, path) => {
      for (const [next, file] of [...(moduleImports.get(module) ?? new Map())].sort()) {
        if (next === start) {
          const steps = [...path, { module, file }];
          const key = steps.map((step) => step.module).join(' → ');
          if (!seen.has(key)) {
            seen.add(key);
            found.push(
              `modules import each other in a loop: ${key} → ${start} (${steps.map((step) => step.file).join(', ')}): one of them must not know the other`,
            );
          }
        } else if (next > start && !path.some((step) => step.module === next) && next !== module)
          walk(next, [...path, { module, file }]);
      }
    };
    walk(start, []);
  }
  return found;
}

/** The module (or `platform`) that declares each table, by the name its tables.ts exports. */
function tableOwners(apiSrc) {
  const owners = new Map();
  const declared = (file, owner) => {
    if (!existsSync(file)) return;
    for (const m of readFileSync(file, 'utf8').matchAll(/^export const (\w+) = pgTable\b/gm)) owners.set(m[1], owner);
  };
  declared(path.join(apiSrc, 'platform/tables.ts'), 'platform');
  const modules = path.join(apiSrc, 'modules');
  for (const module of existsSync(modules) ? readdirSync(modules) : [])
    declared(path.join(modules, module, 'tables.ts'), module);
  return owners;
}

/** The names an import statement brings in (`*` for a whole module), with the path it imports. */
const NAMED_IMPORT = /(?:import|export)\s+(?:type\s+)?(?:\{([^}]*)\}|\*(?:\s+as\s+\w+)?)\s*from\s+['"]([^'"]+)['"]/g;
function namedImports(file) {
  return [...readFileSync(file, 'utf8').matchAll(NAMED_IMPORT)].map((m) => ({
    spec: m[2],
    names:
      m[1] === undefined
        ? ['*']
        : m[1]
            .split(',')
            .map(
              (part) =>
                part
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0],
            )
            .filter(Boolean),
  }));
}

/**
 * A module owns its tables (docs/architecture.md, "Data"): a module, platform or demo file that
 * imports another's tables (from db/schema, the gathering, or from their tables.ts) is named with
 * the tables' module, unless scripts/read-models.json names the file and those tables with its
 * reason. A tables.ts may import another's for its foreign keys. An entry of the list no file
 * needs any more is named too, so the list says what is true.
 */
function foreignTables(root, apiSrc, rel) {
  const problems = [];
  const owners = tableOwners(apiSrc);
  const listFile = path.join(root, 'scripts/read-models.json');
  const entries = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')).readModels : [];
  const allowed = new Map(entries.map((entry) => [entry.file, { tables: new Set(entry.tables), used: new Set() }]));
  for (const top of ['modules', 'platform', 'demo']) {
    for (const file of files(path.join(apiSrc, top))) {
      const [fromTop, fromModule, ...fromRest] = path.relative(apiSrc, file).split(path.sep);
      const own = fromTop === 'modules' ? fromModule : fromTop;
      const isTables =
        (fromTop === 'modules' && fromRest.join('/') === 'tables.ts') ||
        rel(file) === rel(path.join(apiSrc, 'platform/tables.ts'));
      const entry = allowed.get(rel(file));
      const foreign = new Map();
      for (const { spec, names } of namedImports(file)) {
        if (!spec.startsWith('.')) continue;
        const target = path
          .relative(apiSrc, path.resolve(path.dirname(file), spec))
          .split(path.sep)
          .join('/');
        const fromSchema = target === 'db/schema';
        const tablesOf =
          /^modules\/([^/]+)\/tables$/.exec(target)?.[1] ?? (target === 'platform/tables' ? 'platform' : undefined);
        if (!fromSchema && (tablesOf === undefined || tablesOf === own || isTables)) continue;
        for (const name of names) {
          const owner = name === '*' ? 'every module' : (owners.get(name) ?? tablesOf ?? 'no known module');
          if (fromSchema && owner === own) {
            problems.push(
              `${rel(file)} imports its own table ${name} from db/schema: a module's files import their tables from its tables.ts`,
            );
            continue;
          }
          if (entry?.tables.has(name)) {
            entry.used.add(name);
            continue;
          }
          if (!foreign.has(owner)) foreign.set(owner, []);
          foreign.get(owner).push(name);
        }
      }
      for (const [owner, names] of foreign)
        problems.push(
          `${rel(file)} imports ${names.join(', ')}, tables of ${owner === 'platform' ? 'the platform' : owner}: another module's data is reached through its index.ts, or the file is named in scripts/read-models.json with its reason`,
        );
    }
  }
  for (const [file, { tables, used }] of allowed) {
    const unused = [...tables].filter((name) => !used.has(name));
    if (unused.length)
      problems.push(
        `scripts/read-models.json lets ${file} import ${unused.join(', ')}, which it no longer does: take them off the list`,
      );
  }
  return problems;
}

/** An import's value names; false for `import type` and `{ type A, type B }`, which build nothing. */
const importsValues = (clause) =>
  !/^type\s/.test(clause) &&
  !(
    clause.startsWith('{') &&
    clause
      .slice(1, -1)
      .split(',')
      .every((name) => !name.trim() || /^type\s/.test(name.trim()))
  );

/**
 * Outside services one way (docs/architecture.md): an adapter (a file under a module's adapters/)
 * never imports its module's service, routes or queries: what it needs of them is passed in. And
 * adapters are built where the app is composed: a file of adapters/ is imported for its values only
 * by its module's index.ts (which domain.ts uses), the module's other adapters and the composition
 * root. The interface of a kind, the adapters/ file named for the type it exports
 * (adapters/payment-provider.ts exports PaymentProvider), is what the rest of the module uses.
 */
function adapterProblems(apiSrc, rel) {
  const STATEMENT =
    /^\s*(?:import|export)\s+([^'";]*?)\s*from\s+['"](\.[^'"]*)['"]|import\(\s*['"](\.[^'"]*)['"]\s*\)/gm;
  const area = (p) => path.relative(apiSrc, p).split(path.sep);
  /** The module whose adapters/ holds `parts`, or null. */
  const adapterOwner = (parts) => (parts[0] === 'modules' && parts[2] === 'adapters' ? parts[1] : null);
  const isInterface = (target) => {
    const source = [`${target}.ts`, path.join(target, 'index.ts')].find((file) => existsSync(file));
    if (!source || path.basename(path.dirname(source)) !== 'adapters') return false;
    const kind = path.basename(source, '.ts').replace(/(?:^|-)([a-z])/g, (_, letter) => letter.toUpperCase());
    return new RegExp(`^export\\s+(?:type|interface)\\s+${kind}\\b`, 'm').test(readFileSync(source, 'utf8'));
  };
  const problems = [];
  for (const file of files(apiSrc)) {
    const from = area(file);
    // The test kit starts stand-ins and builds adapters as the tests do.
    if (from[0] === 'test') continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      const spec = match[2] ?? match[3];
      const target = path.resolve(path.dirname(file), spec);
      const [toTop, toModule, ...toRest] = area(target);
      const owner = adapterOwner(area(target));
      if (
        adapterOwner(from) &&
        toTop === 'modules' &&
        toModule === from[1] &&
        (/^(service|queries)/.test(toRest[0] ?? '') || isRoutesPath(toRest))
      )
        problems.push(
          `${rel(file)} imports ${spec}: an adapter never imports its module's service, routes or queries: what it needs is passed in`,
        );
      if (!owner || (match[1] !== undefined && !importsValues(match[1])) || isInterface(target)) continue;
      const isComposition =
        ['domain.ts', 'app.ts'].includes(from.join('/')) ||
        (from[0] === 'modules' &&
          from[1] === owner &&
          (from.slice(2).join('/') === 'index.ts' || adapterOwner(from) === owner));
      if (!isComposition)
        problems.push(
          `${rel(file)} imports ${spec}: adapters are built only where the app is composed: only their module's index.ts and its other adapters import them; the rest of the module uses the interface of its kind`,
        );
    }
  }
  return problems;
}

/** Every boundary crossed under `root` (a checkout of the repository), as lines naming the file. */
export function checkBoundaries(root) {
  const problems = [];
  const rel = (p) => path.relative(root, p);

  function check(appDir, rule) {
    for (const file of files(path.join(root, appDir))) {
      for (const spec of imports(file)) {
        if (
          spec.includes('apps/api') ||
          spec.includes('apps/web') ||
          spec.startsWith('@sameday/api') ||
          spec.startsWith('@sameday/web')
        )
          problems.push(`${rel(file)} imports ${spec}: web and API meet only in @sameday/contract`);
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        const message = rule(file, target);
        if (message) problems.push(`${rel(file)} imports ${spec}: ${message}`);
      }
    }
  }

  const webSrc = path.join(root, 'apps/web/src');
  /** The web's layers, lowest first: each may import only the layers below it (and itself). */
  const WEB_LAYERS = ['shared', 'entities', 'features', 'app'];
  check('apps/web/src', (file, target) => {
    const area = (p) => path.relative(webSrc, p).split(path.sep);
    const [fromTop, fromUnit] = area(file);
    const [toTop, toUnit, ...rest] = area(target);
    const fromLayer = WEB_LAYERS.indexOf(fromTop);
    const toLayer = WEB_LAYERS.indexOf(toTop);
    if (fromLayer >= 0 && toLayer > fromLayer)
      return `${fromTop} code never imports ${toTop} (layers: ${WEB_LAYERS.join(' → ')})`;
    if (fromTop === 'features' && toTop === 'features' && toUnit !== fromUnit)
      return 'a feature never imports another feature';
    const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
    if (toTop === 'entities' && !(fromTop === 'entities' && fromUnit === toUnit) && !isIndex)
      return 'an entity is read from outside only through its index.ts';
    if (fromTop === 'app' && toTop === 'features' && !isIndex && !(rest.length === 1 && rest[0].endsWith('-page')))
      return 'the app composes a feature through its index.ts or its pages';
    return undefined;
  });

  // A screen or a component reads and changes data through a named hook of an api/ folder
  // (a feature's or an entity's, decision 016), never by calling TanStack Query itself.
  const DATA_HOOKS = ['useQuery', 'useMutation', 'useInfiniteQuery', 'useSuspenseQuery'];
  for (const file of files(webSrc)) {
    if (path.relative(webSrc, file).split(path.sep).slice(0, -1).includes('api')) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]@tanstack\/react-query['"]/g)) {
      const hooks = names
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0])
        .filter((name) => DATA_HOOKS.includes(name));
      if (hooks.length)
        problems.push(
          `${rel(file)} imports ${hooks.join(', ')}: data hooks live in an api/ folder, named for what they read or change`,
        );
    }
  }

  const apiSrc = path.join(root, 'apps/api/src');
  const apiArea = (p) => path.relative(apiSrc, p).split(path.sep);
  /** Files that may hold SQL: a module's queries.ts or queries/ folder, and the database and platform code. */
  const holdsQueries = (file) => {
    const [top, , ...rest] = apiArea(file);
    // A module's test kit seeds and reads rows directly, as the tests do.
    return (
      top !== 'modules' ||
      /-test-kit\.ts$/.test(file) ||
      rest.join('/') === 'tables.ts' ||
      rest.some((part) => /^queries(\.ts)?$/.test(part))
    );
  };
  /** A module's tables.ts or the platform's: it declares tables and imports only the tables its foreign keys name. */
  const isTablesFile = (file) => {
    const [top, , ...rest] = apiArea(file);
    return (top === 'modules' && rest.join('/') === 'tables.ts') || apiArea(file).join('/') === 'platform/tables.ts';
  };
  /**
   * Which modules each module imports, with the first file that does: no cycle may form. A
   * tables.ts naming another's table for a foreign key loads no code (it imports only other
   * tables.ts files), so those imports form their own graph, checked for loops apart.
   */
  const moduleImports = new Map();
  const tablesImports = new Map();
  check('apps/api/src', (file, target) => {
    const [fromTop, fromModule, ...fromRest] = apiArea(file);
    const [toTop, toModule, ...toRest] = apiArea(target);
    const toTables = toTop === 'modules' && toRest.join('/') === 'tables';
    if (fromTop === 'modules' && toTop === 'modules' && toModule !== fromModule) {
      const graph = isTablesFile(file) && toTables ? tablesImports : moduleImports;
      if (!graph.has(fromModule)) graph.set(fromModule, new Map());
      const targets = graph.get(fromModule);
      if (!targets.has(toModule)) targets.set(toModule, rel(file));
    }
    if (isTablesFile(file) && !toTables && apiArea(target).join('/') !== 'db/columns')
      return 'a tables.ts imports only other tables.ts files (its foreign keys) and db/columns';
    const toIndex = toRest.length === 0 || toRest.join('/') === 'index' || (toTables && isTablesFile(file));
    const fromRoutes = fromTop === 'modules' && isRoutesPath(fromRest);
    if (
      toTop === 'modules' &&
      isRoutesPath(toRest) &&
      !(fromTop === 'modules' && fromModule === toModule && isRegistrationPoint(fromRest))
    )
      return "a routes file is imported only by its module's registration point (module.ts, index.ts, routes.ts)";
    if (fromRoutes && toTop === 'modules' && toModule !== fromModule)
      return 'routes import no other module: their own service calls it (decision 017)';
    if (fromTop === 'platform' && (toTop === 'modules' || toTop === 'demo'))
      return 'platform code never imports a module';
    if (fromTop === 'modules' && toTop === 'demo') return 'a module never imports the demo data; the demo uses modules';
    if (fromTop === 'modules' && toTop === 'modules' && toModule !== fromModule && !toIndex)
      return 'a module uses another module only through its index.ts';
    // The test kit under src/test reaches into modules as the tests do; db/schema.ts gathers every tables.ts.
    const gathersTables = apiArea(file).join('/') === 'db/schema.ts' && toTables;
    if (fromTop !== 'modules' && fromTop !== 'test' && toTop === 'modules' && !toIndex && !gathersTables)
      return 'a module is used from outside only through its index.ts';
    if (
      fromTop === 'modules' &&
      ((toTop === 'db' && toModule === 'schema') || (toTables && toModule === fromModule)) &&
      !holdsQueries(file)
    )
      return 'SQL lives in queries.ts: only queries import the tables';
    if (fromRoutes && toModule === fromModule && /^queries/.test(toRest[0] ?? ''))
      return 'routes call the service, never the queries';
    return undefined;
  });

  problems.push(...moduleCycles(moduleImports));
  problems.push(...moduleCycles(tablesImports).map((loop) => `tables.ts files (foreign keys): ${loop}`));
  problems.push(...foreignTables(root, apiSrc, rel));
  problems.push(...wiringProblems(apiSrc, rel));
  problems.push(...adapterProblems(apiSrc, rel));

  // SQL builders: only queries (and db/, platform/) import drizzle-orm's values; a type is fine anywhere.
  for (const file of files(apiSrc)) {
    if (holdsQueries(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (/^import\s+(?!type\b)[^;]*from\s+'drizzle-orm[^']*'/m.test(text))
      problems.push(`${rel(file)} imports drizzle-orm: SQL lives in queries.ts`);
    if (
      /idempotency-key/i.test(text) &&
      apiArea(file)[0] === 'modules' &&
      !/from '\.\.\/\.\.\/platform\/idempotency'/.test(text)
    )
      problems.push(`${rel(file)} reads the Idempotency-Key itself: use platform/idempotency.ts`);
  }

  // The contract is the meeting point of web and API: it depends on zod alone.
  for (const file of files(path.join(root, 'packages/contract/src'))) {
    for (const spec of imports(file)) {
      if (!spec.startsWith('.') && spec !== 'zod' && !spec.startsWith('zod/'))
        problems.push(`${rel(file)} imports ${spec}: the contract depends on zod alone`);
    }
  }

  // The shared reader never reaches into either app either.
  check('packages/bulk-file/src', () => undefined);
  for (const file of files(path.join(root, 'packages/bulk-file/src'))) {
    for (const spec of imports(file)) {
      if (spec.startsWith('node:'))
        problems.push(`${rel(file)} imports ${spec}: the bulk file reader runs in a browser worker too`);
    }
  }

  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A root may be given (a copy of the tree); the repository's own by default.
  const problems = checkBoundaries(path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..')));
  if (problems.length) {
    console.error(`Boundary violations:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('boundaries: ok');
}
