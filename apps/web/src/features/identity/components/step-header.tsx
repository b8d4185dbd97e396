import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Back = { label: string; onClick: () => void };

/** The top of an entry card: an optional back button, the page heading and a line of help. */
export function StepHeader({ title, description, back }: { title: string; description?: ReactNode; back?: Back }) {
  return (
    <Stack gap={6} mb="lg">
      {back && (
        <Button
          type="button"
          variant="subtle"
          color="gray"
          size="compact-sm"
          ml={-8}
          w="fit-content"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          aria-label={back.label}
          onClick={back.onClick}
        >
          Back
        </Button>
      )}
      <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.25}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
