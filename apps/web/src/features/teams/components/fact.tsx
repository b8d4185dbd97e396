import { Box, Text } from '@mantine/core';

/** A small captioned value in a list row: 'Role' over 'Operations'. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" lh={1.4} truncate>
        {value}
      </Text>
    </Box>
  );
}
