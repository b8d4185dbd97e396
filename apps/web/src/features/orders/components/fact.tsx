import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of an order (its status, recipient, price…), as the drawer and the placed panel show it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" mt={2}>
        {children}
      </Text>
    </div>
  );
}
