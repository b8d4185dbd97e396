// No regular expression is built from text a user typed, anywhere in the product (the API, the
// web app, the contract): a regular expression made of someone's text can backtrack for seconds
// and hold the server for every account. The sources are read as TypeScript, and every place that
// makes a regular expression out of a string is one of the few named below, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The product's sources: what the server runs and what it serves. */
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];

/**
 * `RegExp(…)` from something other than a literal, by file, and why its text is the code's own.
 * None: texts the server and the contract write travel as a message id with values (decision 053),
 * so nothing compiles the contract's templates to read English back; a new reader fails here.
 */
const DYNAMIC_REGEXP: Record<string, string> = {};

/** `.match(…)`, `.matchAll(…)` or `.search(…)` given something other than a regular expression literal or a named constant, and why. */
const STRING_AS_PATTERN: Record<string, string> = {
  'apps/web/src/entities/places/api/places-query.ts':
    '`placeKeys.search(query)` is a query key factory, not String.search',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name);
    return isSource ? [relative] : [];
  });
}

/** A constant of the code by its name: `LIMIT`, `RECIPIENT_VERIFICATION.codeLength`. */
const isNamedConstant = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && /^[A-Z][A-Z0-9_]*$/.test(node.text)) ||
  (ts.isPropertyAccessExpression(node) && isNamedConstant(node.expression));

/** A literal, or a template whose every value is a named constant. */
const isLiteral = (node: ts.Node | undefined) =>
  node !== undefined &&
  (ts.isRegularExpressionLiteral(node) ||
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    (ts.isTemplateExpression(node) && node.templateSpans.every((span) => isNamedConstant(span.expression))));

type Found = { file: string; line: number; text: string };

/** Every place in the file's text that makes a regular expression of a string that is not a literal. */
function scanText(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Names bound to a regular expression literal (`const IMPORT = /…/g`) are patterns of the code.
  const literalPatterns = new Set<string>();
  const dynamic: Found[] = [];
  const stringAsPattern: Found[] = [];
  const at = (node: ts.Node): Found => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text: node.getText().slice(0, 120),
  });
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isRegularExpressionLiteral(node.initializer)) literalPatterns.add(node.name.text);
    }
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      const first = node.arguments?.[0];
      if (name === 'RegExp' && !isLiteral(first)) dynamic.push(at(node));
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(callee) &&
        ['match', 'matchAll', 'search'].includes(callee.name.text) &&
        first !== undefined &&
        !ts.isRegularExpressionLiteral(first) &&
        // An options object (`clients.matchAll({ type: 'window' })`) is never a pattern.
        !ts.isObjectLiteralExpression(first) &&
        !isNamedConstant(first) &&
        !(ts.isIdentifier(first) && literalPatterns.has(first.text))
      ) {
        stringAsPattern.push(at(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { dynamic, stringAsPattern };
}

const scan = (file: string) => scanText(file, readFileSync(path.join(ROOT, file), 'utf8'));

describe('regular expressions in the product', () => {
  const files = SOURCES.flatMap(sourceFiles);
  const found = files.map(scan);
  const filesOf = (key: 'dynamic' | 'stringAsPattern') =>
    [...new Set(found.flatMap((each) => each[key].map((place) => place.file)))].sort();

  it('reads the whole product', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('apps/api/src/modules/dispatcher/service/engine.ts');
    expect(files).toContain('apps/web/src/track/messages.ts');
  });

  it('are built from a string only in the files named, each with its reason', () => {
    const places = found.flatMap((each) => each.dynamic);
    expect(filesOf('dynamic'), JSON.stringify(places, null, 1)).toEqual(Object.keys(DYNAMIC_REGEXP).sort());
    const asPattern = found.flatMap((each) => each.stringAsPattern);
    expect(filesOf('stringAsPattern'), JSON.stringify(asPattern, null, 1)).toEqual(
      Object.keys(STRING_AS_PATTERN).sort(),
    );
  });

  it('are never built from the contract’s sentence templates: nothing reads a text back', () => {
    expect(DYNAMIC_REGEXP).toEqual({});
    expect(filesOf('dynamic')).toEqual([]);
  });

  it('catch what they are meant to', () => {
    // The engine's matcher before patterns were walked: a regular expression of the merchant's pattern.
    const before = `const compiled = new RegExp(\`^\${source}$\`, 'is'); const other = RegExp(pattern);
      const fine = new RegExp('^a$'); const digits = new RegExp(\`^[0-9]{\${LIMITS.digits}}$\`); text.match(pattern); text.search(/a/); const IMPORT = /x/g; text.matchAll(IMPORT); clients.matchAll({ type: 'window' });`;
    const scanned = scanText('example.ts', before);
    expect(scanned.dynamic.map((place) => place.text)).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      "new RegExp(`^${source}$`, 'is')",
      'RegExp(pattern)',
    ]);
    expect(scanned.stringAsPattern.map((place) => place.text)).toEqual(['text.match(pattern)']);
  });
});
