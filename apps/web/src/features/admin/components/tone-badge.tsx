import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A light badge whose words are dark: Mantine's coloured text on its light tint falls short
 * of 4.5:1 (as the shared status badge says); the tint alone carries the colour.
 */
export function ToneBadge({
  color,
  children,
  ...rest
}: { color: MantineColor; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'> & { role?: string }) {
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      fw={600}
      {...rest}
      style={{ '--badge-color': 'var(--mantine-color-dark-7)' } as CSSProperties}
    >
      {children}
    </Badge>
  );
}
