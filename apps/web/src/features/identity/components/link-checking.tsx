import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** The wait while a mailed link is checked (`label`), or while the session loads. */
export function LinkChecking({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih={240} role="status" aria-label={label ?? t`Loading`}>
      <Stack align="center" gap="sm">
        <Loader />
        {label && (
          <Text size="sm" c="dimmed">
            {label}…
          </Text>
        )}
      </Stack>
    </Center>
  );
}
