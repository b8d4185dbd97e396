import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { FORM_CARD_MAX_WIDTH_PX } from '@sameday/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../shared/i18n';
import { Logo } from '../../../shared/ui/logo';

/**
 * The frame of the entry screens: the wordmark, the form card (at most 500 px
 * wide, spec §2) and an optional panel beside it on wide screens.
 */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Container size={aside ? 1120 : 560} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Group component="header" justify="space-between" mb={{ base: 'md', sm: 'xl' }}>
          <Anchor component={Link} to="/login" underline="never" aria-label={t`Sameday home`}>
            <Logo />
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs">
              <Trans>Same-day delivery across the UAE</Trans>
            </Text>
            <LanguageSwitch />
          </Group>
        </Group>
        <Group align="flex-start" justify="center" gap="xl" wrap="nowrap">
          <Paper
            component="main"
            withBorder
            shadow="sm"
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            w="100%"
            maw={FORM_CARD_MAX_WIDTH_PX}
          >
            {children}
          </Paper>
          {aside && (
            <Stack component="aside" visibleFrom="md" w={420} gap="lg">
              {aside}
            </Stack>
          )}
        </Group>
      </Container>
    </Box>
  );
}
