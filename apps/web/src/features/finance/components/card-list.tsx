import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of cards (the phone form of a table): a real list for screen readers, without bullets. */
export function CardList({ children, ...stack }: StackProps & { 'aria-label'?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} {...stack}>
      {children}
    </Stack>
  );
}
