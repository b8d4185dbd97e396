import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Menu, Skeleton, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES, type Organisation } from '@sameday/contract';
import { IconBuildingStore, IconSelector, IconSettings, IconUsersPlus } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../shared/ui/toast';
import { useOrganisations } from '../api/find-organisations';
import { useSetActiveOrganisation } from '../api/set-active-organisation';
import classes from './organisation-switcher.module.css';

type OrganisationSwitcherProps = { isCollapsed: boolean };

/** Keyboard users see the tooltip too: it names the icon-only button. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };

/**
 * The sidebar's place for teams (spec §2, §4 "Teams"): 'Create Team' for a user
 * without a team, otherwise a switcher of their organisations, personal hidden.
 */
/** The create-team form (and its checks, from the contract's schemas) loads when it is first opened. */
const CreateTeamModal = lazy(() =>
  import('./create-team-modal').then((module) => ({ default: module.CreateTeamModal })),
);

/** The modal from its first opening on (it stays mounted, so its closing still fades out). */
function CreateTeamModalOnceOpened({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const hasOpened = useRef(false);
  if (opened) hasOpened.current = true;
  if (!hasOpened.current) return null;
  return (
    <Suspense fallback={null}>
      <CreateTeamModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}

export function OrganisationSwitcher({ isCollapsed }: OrganisationSwitcherProps) {
  const { t } = useLingui();
  const organisations = useOrganisations();
  const [isCreating, createModal] = useDisclosure(false);

  // The sidebar keeps its place while loading; after a failure it simply offers nothing here.
  if (organisations.isPending) return <Skeleton h={38} w={isCollapsed ? 36 : '100%'} radius="md" />;
  if (organisations.isError) return null;

  const teams = organisations.data.filter((organisation) => !organisation.isPersonal);
  const active = organisations.data.find((organisation) => organisation.isActive);
  const modal = <CreateTeamModalOnceOpened opened={isCreating} onClose={createModal.close} />;

  if (teams.length === 0) {
    return (
      <>
        <Tooltip label={t`Create Team`} position="right" withArrow events={TOOLTIP_EVENTS} disabled={!isCollapsed}>
          <UnstyledButton
            className={isCollapsed ? `${classes.item} ${classes.collapsed}` : classes.item}
            aria-label={isCollapsed ? t`Create Team` : undefined}
            onClick={createModal.open}
          >
            <IconUsersPlus size={20} stroke={1.7} className={classes.icon} aria-hidden />
            {!isCollapsed && <span className={classes.text}>{t`Create Team`}</span>}
          </UnstyledButton>
        </Tooltip>
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
  const { t } = useLingui();
  const setActive = useSetActiveOrganisation();
  // The personal account is hidden from the list (spec), but when it is the active one the trigger still names it.
  const activeName = active?.name ?? t`Choose a team`;

  const switchTo = (orgId: string) => {
    setActive.mutate({ orgId }, { onError: () => showToast({ message: MESSAGES.activeOrgFailed, tone: 'error' }) });
  };

  // A tooltip around the menu's target: the target keeps the menu's aria-expanded and click.
  const target = isCollapsed ? (
    <Tooltip label={t`Organisation: ${activeName}`} position="right" withArrow events={TOOLTIP_EVENTS}>
      <Menu.Target>
        <UnstyledButton
          className={`${classes.item} ${classes.collapsed}`}
          aria-label={t`Organisation: ${activeName}`}
          aria-busy={setActive.isPending || undefined}
        >
          {setActive.isPending ? (
            <Loader size={16} aria-hidden />
          ) : (
            <IconBuildingStore size={20} stroke={1.7} className={classes.icon} aria-hidden />
          )}
        </UnstyledButton>
      </Menu.Target>
    </Tooltip>
  ) : (
    <Menu.Target>
      <UnstyledButton className={classes.item} aria-busy={setActive.isPending || undefined}>
        {setActive.isPending ? (
          <Loader size={20} className={classes.icon} aria-hidden />
        ) : (
          <IconBuildingStore size={20} stroke={1.7} className={classes.icon} aria-hidden />
        )}
        <span className={classes.text}>
          <span className={classes.caption}>
            <Trans>Organisation</Trans>
          </span>{' '}
          <span className={classes.name}>{activeName}</span>
        </span>
        <IconSelector size={14} className={classes.icon} aria-hidden />
      </UnstyledButton>
    </Menu.Target>
  );

  return (
    <Menu
      position={isCollapsed ? 'right-end' : 'top-start'}
      offset={8}
      width={240}
      withinPortal
      // The placeholder is a focusable role=presentation child, which a role=menu may not hold (axe).
      withInitialFocusPlaceholder={false}
    >
      {target}
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Switch organisation</Trans>
        </Menu.Label>
        <Menu.RadioGroup value={active?.isPersonal ? null : (active?.orgId ?? null)} onChange={switchTo}>
          {teams.map((team) => (
            <Menu.RadioItem key={team.orgId} value={team.orgId} closeMenuOnClick>
              {team.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings/team" leftSection={<IconSettings size={16} aria-hidden />}>
          <Trans>Manage team</Trans>
        </Menu.Item>
        {onCreateTeam && (
          <Menu.Item onClick={onCreateTeam} leftSection={<IconUsersPlus size={16} aria-hidden />}>
            {t`Create Team`}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
