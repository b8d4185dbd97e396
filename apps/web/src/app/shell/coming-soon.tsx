import { Trans } from '@lingui/react/macro';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A screen that is on its way: said plainly, inside the shell, with a way back. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconTools size={26} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">
            <Trans>
              This part of the dashboard is coming soon. Your orders and account are safe; you will find {title} here as
              soon as it opens.
            </Trans>
          </Text>
          <Button component={Link} to="/" variant="light" mt="sm">
            <Trans>Go to Orders</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
