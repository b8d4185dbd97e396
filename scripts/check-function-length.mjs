// Keeps functions short enough to read, run by `npm run lint` (docs/architecture.md):
// - anywhere in apps/api/src, apps/web/src and packages/*/src: no function over 150 lines;
// - in the API's routes files (`routes.ts`, `*-routes.ts`, any file in a `routes/` folder) and its
//   wiring (apps/api/src/app.ts, apps/api/src/domain.ts, any `module.ts`): no function over 80
//   lines, so a module's routes are registered a resource at a time and wiring stays a list.
// A function is a declaration, a method or accessor, or an arrow function or function expression
// (assigned or passed); its length counts every line from its first to its last. Test files and
// test support (`*.test.ts(x)`, anything under a `test/` folder) are left out.
// `--skip-web` leaves apps/web/src out (to check the API and the packages alone).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LIMIT = 150;
export const ROUTES_LIMIT = 80;

function* sourceFiles(folder) {
  let names;
  try {
    names = readdirSync(folder);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const name of names.sort()) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test') yield* sourceFiles(full);
    } else if (/\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) {
      yield full;
    }
  }
}

/** The stricter limit applies to API routes files and to the wiring (`relative` from the root, with `/`). */
export function limitOf(relative) {
  const parts = relative.split('/');
  const name = parts.at(-1);
  const isApi = relative.startsWith('apps/api/src/');
  const isRoutes = isApi && (/^(?:.+-)?routes\.ts$/.test(name) || parts.slice(3, -1).includes('routes'));
  const isWiring =
    relative === 'apps/api/src/app.ts' || relative === 'apps/api/src/domain.ts' || (isApi && name === 'module.ts');
  return isRoutes || isWiring ? ROUTES_LIMIT : LIMIT;
}

/** A readable name for a function node: its own, the variable or property it is given to, or the call it is passed to. */
function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isBinaryExpression(parent)) return parent.left.getText(source);
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText(source).replace(/\s+/g, '');
    return `(passed to ${callee.length > 60 ? `${callee.slice(0, 57)}...` : callee})`;
  }
  if (ts.isExportAssignment(parent)) return '(default export)';
  return '(anonymous)';
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Every function of one file longer than `limit` lines, as { line, name, length }. */
export function longFunctionsIn(text, fileName, limit) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = last - first + 1;
      if (length > limit) found.push({ line: first + 1, name: nameOf(node, source), length });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every function over its limit under `root` (a checkout of the repository), as
 * { file, line, name, length, limit } with `file` relative to the root.
 */
export function checkFunctionLength(root, { skipWeb = false } = {}) {
  const folders = ['apps/api/src', ...(skipWeb ? [] : ['apps/web/src'])];
  let packages = [];
  try {
    packages = readdirSync(path.join(root, 'packages')).sort();
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  folders.push(...packages.map((name) => `packages/${name}/src`));
  const problems = [];
  for (const folder of folders) {
    for (const full of sourceFiles(path.join(root, folder))) {
      const file = path.relative(root, full).split(path.sep).join('/');
      const limit = limitOf(file);
      for (const found of longFunctionsIn(readFileSync(full, 'utf8'), full, limit))
        problems.push({ file, ...found, limit });
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const skipWeb = args.includes('--skip-web');
  // A root may be given (a copy of the tree); the repository's own by default.
  const rootArg = args.find((arg) => !arg.startsWith('--'));
  const root = path.resolve(rootArg ?? path.join(import.meta.dirname, '..'));
  const problems = checkFunctionLength(root, { skipWeb });
  if (problems.length) {
    console.error(
      `Functions too long to read at once (split them):\n${problems
        .map((p) => `  ${p.file}:${p.line} ${p.name}: ${p.length} lines (limit ${p.limit})`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`function length: ok${skipWeb ? ' (apps/web/src not checked)' : ''}`);
}
