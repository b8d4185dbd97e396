import { Badge, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import { translateContractText } from '../i18n/i18n';

type StatusBadgeProps<Status extends string> = {
  status: Status;
  /** The feature's colour of each state. */
  colors: Record<Status, MantineColor>;
  /** The feature's words for each state. */
  labels: Record<Status, string>;
  size?: 'sm' | 'md';
};

/**
 * A record's state: a tint and a dot in the state's colour, the words in dark
 * text (Mantine's coloured text on a light tint falls short of 4.5:1).
 */
export function StatusBadge<Status extends string>({ status, colors, labels, size = 'md' }: StatusBadgeProps<Status>) {
  const color = colors[status];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      size={size}
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'block',
            width: 7,
            height: 7,
            borderRadius: '50%',
            background: `var(--mantine-color-${color}-${color === 'yellow' ? 7 : 6})`,
          }}
        />
      }
      style={{ flex: 'none', overflow: 'visible', '--badge-color': 'var(--mantine-color-dark-7)' } as CSSProperties}
    >
      {translateContractText(labels[status])}
    </Badge>
  );
}
