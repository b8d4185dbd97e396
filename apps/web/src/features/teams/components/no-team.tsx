import { Trans } from '@lingui/react/macro';
import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersGroup, IconUsersPlus } from '@tabler/icons-react';
import { CreateTeamModal } from './create-team-modal';

/** The team page of an account that is not a team yet: what a team is, and the way to create one. */
export function NoTeam({ canCreate }: { canCreate: boolean }) {
  const [isCreating, createModal] = useDisclosure(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconUsersGroup size={26} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          <Trans>Team</Trans>
        </Title>
        <Text>
          <Trans>
            This account has no team yet. A team lets your colleagues work on the account&apos;s orders with you.
          </Trans>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>You stay the owner of the account.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Invite members by email; each joins with their own Sameday login.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Give each member a role: Admin, Operations, Finance or Viewer.</Trans>
          </List.Item>
        </List>
        {canCreate ? (
          <Button leftSection={<IconUsersPlus size={18} aria-hidden />} onClick={createModal.open}>
            <Trans>Create Team</Trans>
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Only the owner of the account can create its team.</Trans>
          </Text>
        )}
      </Stack>
      <CreateTeamModal opened={isCreating} onClose={createModal.close} />
    </Paper>
  );
}
