import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@sameday/contract';
import { translateContractText } from '../shared/i18n/i18n';

/** The generic error screen: 'Error' / 'Sorry, something went wrong.' */
export function ErrorScreen() {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="xs" role="alert">
        <Title order={1}>{translateContractText(MESSAGES.errorTitle)}</Title>
        <Text c="dimmed">{translateContractText(MESSAGES.errorSubtitle)}</Text>
        <Button variant="light" mt="md" onClick={() => window.location.assign('/')}>
          <Trans>Back to the dashboard</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
