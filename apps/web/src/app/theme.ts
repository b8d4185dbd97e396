import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Arabic", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
