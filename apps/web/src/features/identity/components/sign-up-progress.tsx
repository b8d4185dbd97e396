import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES, SIGN_UP_PROGRESS, WEB_ROUTES } from '@sameday/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { translateContractText } from '../../../shared/i18n/i18n';

function stepText(value: number): MessageDescriptor {
  if (value >= SIGN_UP_PROGRESS.created) return msg`Almost done…`;
  if (value >= SIGN_UP_PROGRESS.waiting) return msg`Creating your account…`;
  return msg`Checking your details…`;
}

/**
 * The progress screen of spec §4 (0, 40, 80, 100). At 100 it says the
 * request was received while the automatic sign-in runs; if that sign-in
 * fails the account still exists, so the way on is the login page.
 */
export function SignUpProgress({ value, hasSignInFailed }: { value: number; hasSignInFailed: boolean }) {
  const { t } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isDone = value >= SIGN_UP_PROGRESS.done;

  // The long form just disappeared: show the top of the page, and keep keyboard
  // and screen-reader users in place.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color={isDone ? 'teal' : 'brand'} aria-hidden>
        {isDone ? <IconCircleCheck size={32} /> : <Loader size={26} color="brand" />}
      </ThemeIcon>
      <Title order={1} fz="h2" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {isDone ? t`Request received` : t`Creating your account`}
      </Title>
      <Progress
        value={value}
        aria-label={t`Account creation progress`}
        w="100%"
        size="lg"
        radius="xl"
        color={isDone ? 'teal' : 'brand'}
        striped={!isDone}
        animated={!isDone}
        transitionDuration={400}
      />
      <Text role="status" maw={400}>
        {isDone ? translateContractText(MESSAGES.signUpReceived) : t(stepText(value))}
      </Text>
      {isDone &&
        (hasSignInFailed ? (
          <Button component={Link} to={WEB_ROUTES.login} size="md">
            <Trans>Go to login</Trans>
          </Button>
        ) : (
          <Group gap="xs" c="dimmed">
            <Loader size="xs" color="gray" aria-hidden />
            <Text size="sm">
              <Trans>Signing you in…</Trans>
            </Text>
          </Group>
        ))}
    </Stack>
  );
}
