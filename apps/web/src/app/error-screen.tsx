import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@sameday/contract';

/** The generic error screen: 'Error' / 'Sorry, something went wrong.' */
export function ErrorScreen() {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="xs" role="alert">
        <Title order={1}>{MESSAGES.errorTitle}</Title>
        <Text c="dimmed">{MESSAGES.errorSubtitle}</Text>
        <Button variant="light" mt="md" onClick={() => window.location.assign('/')}>
          Back to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
