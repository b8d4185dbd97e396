import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineTheme,
  mergeThemeOverrides,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eef1fc',
  '#d9dff5',
  '#b0bcea',
  '#8496df',
  '#5f76d6',
  '#4862d1',
  '#3b57cf',
  '#2d48b8',
  '#1f3bb3',
  '#15308f',
];

/**
 * IBM Plex Sans Arabic is declared only on an Arabic page, for Arabic letters only
 * (shared/i18n/arabic-font.ts): English pages load nothing of it, and Latin text keeps Inter
 * or the system font in both languages.
 */
const FONT_FAMILY =
  '"IBM Plex Sans Arabic", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Arabic", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  // Headings keep Mantine's own stack in English, with the Arabic face in front for Arabic letters.
  headings: { fontFamily: `"IBM Plex Sans Arabic", ${DEFAULT_THEME.headings.fontFamily}`, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A menu holds menu items only: Mantine's focus placeholder (role presentation, tabindex -1) fails
    // axe's aria-required-children. Without it an opened menu focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine turns an invalid field's placeholder red, where it reads as a typed value: it stays grey.
    // The variable is set on the field itself, so it wins over the one the error sets on its wrapper.
    Input: {
      styles: (_theme: MantineTheme, props: { error?: unknown }) =>
        props.error ? { input: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' } } : {},
    },
  },
});

/** What the close buttons are called in the page's language. */
export type CloseLabels = { dialog: string; notification: string };

/**
 * The theme with every dialog's, drawer's and toast's close button named in the page's
 * language: Mantine leaves them without an accessible name (axe's button-name).
 */
export const themeWithCloseLabels = (labels: CloseLabels) =>
  mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.dialog } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.dialog } } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.notification } } },
      },
    }),
  );

/** The text of an orange light alert (its title, its words): 5.5:1 on the alert's orange.1 background. */
export const ORANGE_LIGHT_TEXT = '#a8380b';

/**
 * Mantine's default dimmed (gray.6) and error (red.6) text fall short of WCAG AA
 * contrast on white (about 3.3:1): the whole app uses darker shades (5.5:1, 4.5:1).
 */
export const readableText: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-3)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // An orange light alert's bold title (orange.9 on orange.1, 3.6:1) is darkened to 5.5:1.
    '--mantine-color-orange-light-color': ORANGE_LIGHT_TEXT,
  },
  dark: {},
});
