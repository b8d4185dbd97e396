import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_UI_STYLES, uiDirectImports, uiStylesProblem } from '../../vite.first-screen';

const listed = (file: string) => [...readFileSync(file, 'utf8').matchAll(/styles\/([\w-]+)\.css/g)].map((m) => m[1]);
const FOUNDATION = ['baseline', 'default-css-variables', 'global'];
const shownAtFirst = () =>
  new Set(listed(FIRST_UI_STYLES).filter((name) => !FOUNDATION.includes(name ?? '')) as string[]);

function rewrite(code: string): string | undefined {
  const plugin = uiDirectImports() as Plugin & { transform: (code: string, id: string) => { code: string } | null };
  return plugin.transform(code, '/repo/apps/web/src/features/x/screen.tsx')?.code;
}

describe("the dashboard's imports of the UI library", () => {
  it("name each component's own module, keep type-only names on the index as types, and leave unknown names alone", () => {
    const code = rewrite(
      "import {\n  Button,\n  Menu as Choices,\n  type ButtonProps,\n} from '@mantine/core';\nimport { NotAComponent, Text } from '@mantine/core';",
    );
    expect(code).toMatch(
      /import \{ Button as Button \} from ".*@mantine\/core\/esm\/components\/Button\/Button\.mjs";/,
    );
    expect(code).toMatch(/import \{ Menu as Choices \} from ".*@mantine\/core\/esm\/components\/Menu\/Menu\.mjs";/);
    expect(code).toContain("import type { ButtonProps } from '@mantine/core';");
    expect(code).toContain("import { NotAComponent } from '@mantine/core';");
    expect(code).toMatch(/import \{ Text as Text \} from ".*Text\.mjs";/);
  });

  it('follow a name the index exports under another name to its own', () => {
    expect(rewrite("import { MANTINE_TRANSITIONS } from '@mantine/core';")).toMatch(
      /import \{ transitions as MANTINE_TRANSITIONS \} from ".*\.mjs";/,
    );
  });

  it('leave a file without them untouched', () => {
    expect(rewrite("import { useState } from 'react';")).toBeUndefined();
  });
});

describe("the UI library's stylesheets for / and for later", () => {
  it('match the components the first screen shows as the lists stand', () => {
    expect(uiStylesProblem(shownAtFirst())).toBeUndefined();
  });

  it('name, when / starts to show another component, the lists as they should read', () => {
    const problem = uiStylesProblem(new Set([...shownAtFirst(), 'Table']));
    const [first = '', later = ''] = (problem ?? '').split('ui-styles-later.css should import:');
    expect(first).toContain('@import "@mantine/core/styles/Table.css";');
    expect(later).not.toContain('Table.css');
  });

  it("keep the library's order: a component's rules after those of the one it builds on", () => {
    const problem = uiStylesProblem(new Set(['Button', 'UnstyledButton', 'Table']));
    const first = (problem ?? '').split('ui-styles-later.css')[0] ?? '';
    expect(first.indexOf('UnstyledButton.css')).toBeGreaterThan(first.indexOf('global.css'));
    expect(first.indexOf('Button.css"')).toBeGreaterThan(first.indexOf('UnstyledButton.css'));
  });
});
