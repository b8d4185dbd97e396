import { Button, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES, SIGN_UP_PROGRESS, WEB_ROUTES } from '@sameday/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

function stepText(value: number): string {
  if (value >= SIGN_UP_PROGRESS.created) return 'Almost done…';
  if (value >= SIGN_UP_PROGRESS.waiting) return 'Creating your account…';
  return 'Checking your details…';
}

/**
 * The progress screen of spec §4 (0, 40, 80, 100). At 100 it says the
 * request was received while the automatic sign-in runs; if that sign-in
 * fails the account still exists, so the way on is the login page.
 */
export function SignUpProgress({ value, hasSignInFailed }: { value: number; hasSignInFailed: boolean }) {
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
        {isDone ? 'Request received' : 'Creating your account'}
      </Title>
      <Progress
        value={value}
        aria-label="Account creation progress"
        w="100%"
        size="lg"
        radius="xl"
        color={isDone ? 'teal' : 'brand'}
        striped={!isDone}
        animated={!isDone}
        transitionDuration={400}
      />
      <Text role="status" maw={400}>
        {isDone ? MESSAGES.signUpReceived : stepText(value)}
      </Text>
      {isDone &&
        (hasSignInFailed ? (
          <Button component={Link} to={WEB_ROUTES.login} size="md">
            Go to login
          </Button>
        ) : (
          <Group gap="xs" c="dimmed">
            <Loader size="xs" color="gray" aria-hidden />
            <Text size="sm">Signing you in…</Text>
          </Group>
        ))}
    </Stack>
  );
}
