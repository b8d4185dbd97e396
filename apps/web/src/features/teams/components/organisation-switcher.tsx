import { ActionIcon, Avatar, Box, Group, Menu, NavLink, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES, type Organisation } from '@sameday/contract';
import { IconSelector, IconSettings, IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { showToast } from '../../../shared/ui/toast';
import { useOrganisations } from '../api/find-organisations';
import { useSetActiveOrganisation } from '../api/set-active-organisation';
import { CreateTeamModal } from './create-team-modal';
import classes from './organisation-switcher.module.css';

type OrganisationSwitcherProps = { isCollapsed: boolean };

const CREATE_TEAM = 'Create Team';
/** Keyboard users see the tooltip too: it names the icon-only button. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };

/**
 * The sidebar's place for teams (spec §2, §4 "Teams"): 'Create Team' for a user
 * without a team, otherwise a switcher of their organisations, personal hidden.
 */
export function OrganisationSwitcher({ isCollapsed }: OrganisationSwitcherProps) {
  const organisations = useOrganisations();
  const [isCreating, createModal] = useDisclosure(false);

  // The sidebar keeps its place while loading; after a failure it simply offers nothing here.
  if (organisations.isPending) return <Skeleton h={isCollapsed ? 34 : 44} radius="md" />;
  if (organisations.isError) return null;

  const teams = organisations.data.filter((organisation) => !organisation.isPersonal);
  const active = organisations.data.find((organisation) => organisation.isActive);
  const modal = <CreateTeamModal opened={isCreating} onClose={createModal.close} />;

  if (teams.length === 0) {
    return (
      <>
        {isCollapsed ? (
          <Tooltip label={CREATE_TEAM} position="right" withArrow events={TOOLTIP_EVENTS}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={CREATE_TEAM} onClick={createModal.open}>
              <IconUsersPlus size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <NavLink
            component="button"
            label={CREATE_TEAM}
            leftSection={<IconUsersPlus size={18} aria-hidden />}
            onClick={createModal.open}
          />
        )}
        {modal}
      </>
    );
  }

  return (
    <>
      <Switcher
        teams={teams}
        active={active}
        isCollapsed={isCollapsed}
        onCreateTeam={active?.isPersonal ? createModal.open : undefined}
      />
      {modal}
    </>
  );
}

type SwitcherProps = {
  teams: Organisation[];
  active: Organisation | undefined;
  isCollapsed: boolean;
  /** Offered while the active account is the user's own one, which has no team yet. */
  onCreateTeam: (() => void) | undefined;
};

function Switcher({ teams, active, isCollapsed, onCreateTeam }: SwitcherProps) {
  const setActive = useSetActiveOrganisation();
  // The personal account is hidden from the list (spec), but when it is the active one the trigger still names it.
  const activeName = active?.name ?? 'Choose a team';

  const switchTo = (orgId: string) => {
    setActive.mutate({ orgId }, { onError: () => showToast({ message: MESSAGES.activeOrgFailed, tone: 'error' }) });
  };

  // A tooltip around the menu's target: the target keeps the menu's aria-expanded and click.
  const target = isCollapsed ? (
    <Tooltip label={`Organisation: ${activeName}`} position="right" withArrow events={TOOLTIP_EVENTS}>
      <Menu.Target>
        <ActionIcon variant="light" size="lg" aria-label={`Organisation: ${activeName}`} loading={setActive.isPending}>
          <Text fw={700} size="sm" aria-hidden>
            {initialOf(activeName)}
          </Text>
        </ActionIcon>
      </Menu.Target>
    </Tooltip>
  ) : (
    <Menu.Target>
      <UnstyledButton className={classes.trigger} aria-busy={setActive.isPending || undefined}>
        <Group gap={8} wrap="nowrap">
          <Avatar size={28} radius="sm" color="brand" variant="light" aria-hidden>
            {initialOf(activeName)}
          </Avatar>
          <Box miw={0} style={{ flex: 1 }}>
            <Text size="xs" c="dimmed" lh={1.3}>
              Organisation
            </Text>
            <Text size="sm" fw={600} lh={1.3} truncate>
              {activeName}
            </Text>
          </Box>
          <IconSelector size={16} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Menu.Target>
  );

  return (
    <Menu position={isCollapsed ? 'right-start' : 'bottom-start'} width={240} withinPortal>
      {target}
      <Menu.Dropdown>
        <Menu.Label>Switch organisation</Menu.Label>
        <Menu.RadioGroup value={active?.isPersonal ? null : (active?.orgId ?? null)} onChange={switchTo}>
          {teams.map((team) => (
            <Menu.RadioItem key={team.orgId} value={team.orgId} closeMenuOnClick>
              {team.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings/team" leftSection={<IconSettings size={16} aria-hidden />}>
          Manage team
        </Menu.Item>
        {onCreateTeam && (
          <Menu.Item onClick={onCreateTeam} leftSection={<IconUsersPlus size={16} aria-hidden />}>
            {CREATE_TEAM}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

const initialOf = (name: string) => name.trim().slice(0, 1).toUpperCase() || '?';
