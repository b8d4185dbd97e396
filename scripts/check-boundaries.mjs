// Enforces the boundaries of STYLE.md, run by `npm run lint`:
// - web: layers shared → entities → features → app, each importing only those below
//   it; an entity or a feature is used from outside only through its index.ts (the app
//   may also mount a feature's *-page files); a feature never imports another feature.
// - api: a module never reaches into another module's queries or routes.
// - web and api never import each other; both meet in @sameday/contract.
// Test files may compose across these lines (a page test mounts the route guards).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

function imports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

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

check('apps/api/src', (file, target) => {
  const [fromTop, fromModule] = path.relative(path.join(root, 'apps/api/src'), file).split(path.sep);
  const [toTop, toModule, toFile] = path.relative(path.join(root, 'apps/api/src'), target).split(path.sep);
  if (fromTop === 'platform' && toTop === 'modules') return 'platform code never imports a module';
  if (fromTop === 'modules' && toTop === 'modules' && toModule !== fromModule && /^(queries|routes)/.test(toFile ?? ''))
    return "a module never reaches into another module's queries or routes";
  return undefined;
});

if (problems.length) {
  console.error(`Boundary violations:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('boundaries: ok');
