import { Group, Text } from '@mantine/core';

/** The Sameday wordmark. */
export function Logo({ size = 28, withText = true }: { size?: number; withText?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Sameday">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-7)" />
        <path
          d="M9 20.5c1.3 1.4 3.6 2.3 6.2 2.3 3.6 0 6-1.7 6-4.3 0-2.5-1.9-3.5-5.4-4.2-2.6-.5-3.4-.9-3.4-1.8 0-.9 1-1.5 2.6-1.5 1.6 0 3 .6 4 1.5l1.8-2.3c-1.4-1.2-3.4-2-5.8-2-3.4 0-5.7 1.8-5.7 4.3 0 2.6 2 3.6 5.3 4.2 2.7.5 3.5.9 3.5 1.9 0 1-1.1 1.6-2.8 1.6-1.9 0-3.6-.8-4.6-1.9L9 20.5z"
          fill="#fff"
        />
      </svg>
      {withText && (
        <Text fw={800} fz={size * 0.72} c="brand.8" style={{ letterSpacing: '-0.02em' }}>
          sameday
        </Text>
      )}
    </Group>
  );
}
