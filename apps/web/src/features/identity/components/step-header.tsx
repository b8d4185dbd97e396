import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FLIP_IN_RTL } from '../../../shared/i18n/rtl';

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
          ms={-8}
          w="fit-content"
          leftSection={<IconArrowLeft size={16} aria-hidden className={FLIP_IN_RTL} />}
          aria-label={back.label}
          onClick={back.onClick}
        >
          <Trans>Back</Trans>
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
