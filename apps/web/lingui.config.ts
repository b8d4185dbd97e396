import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The dashboard's messages (docs/decisions/039): English is written in the code with the
 * Lingui macros, Arabic by hand in src/locales/ar. One catalog for what /login needs (entry,
 * in its first script), and the signed-in screens' catalogs (the shell, the entities, one per
 * feature), loaded together in one chunk with the first signed-in screen.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/entry',
      include: [
        '<rootDir>/src/app/',
        '<rootDir>/src/shared/',
        '<rootDir>/src/features/identity/',
        '<rootDir>/src/features/legal/',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/app/shell/**', '<rootDir>/src/shared/ui/**'],
    },
    {
      // The signed-in frame, with the shared screen parts (page states, pager, tables) /login never shows.
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app/shell/', '<rootDir>/src/shared/ui/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/entities',
      include: ['<rootDir>/src/entities/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      // The courier app (/courier), its own entry: its words load with it and nothing else.
      path: '<rootDir>/src/locales/{locale}/courier',
      include: ['<rootDir>/src/courier/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/features/identity/', '<rootDir>/src/features/legal/'],
    },
  ],
});
