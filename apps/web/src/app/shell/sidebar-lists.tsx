import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { type Account, FULFILMENT_SETUP_FLAG, isStaff, WEB_ROUTES } from '@sameday/contract';
import { IconExternalLink, IconLifebuoy, IconLogout, IconSchool, IconSettings } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useFeatureFlag } from '../../entities/flags';
import { usePermissions } from '../../entities/permissions';
import { OrganisationSwitcher } from '../../features/teams';
import { FLIP_IN_RTL } from '../../shared/i18n/rtl';
import { runtimeConfig } from '../../shared/runtime-config';
import { BusinessAccountMenu } from './business-account-menu';
import { SidebarGroupEntry } from './fulfillment-group';
import { ProfileMenu } from './profile-menu';
import classes from './sidebar.module.css';
import { SidebarItem } from './sidebar-item';
import { isCurrentPath, isGroup, mainEntries, type SidebarEntry } from './sidebar-items';

/** The current screen's entry: the longest path that matches, so Settings is not current on /settings/team's sub-screens of another entry. */
function currentEntry(pathname: string, entries: SidebarEntry[]): string | undefined {
  return entries
    .flatMap((entry) => (isGroup(entry) ? entry.children : [entry]))
    .filter((link) => isCurrentPath(pathname, link.to))
    .sort((a, b) => b.to.length - a.to.length)
    .at(0)?.id;
}

/**
 * The navigation entries between the logo and the team switcher: the same list on the
 * desktop sidebar and in the phone's menu, each behind its permission string (spec §6).
 */
export function MainNavList({ account, isCollapsed }: { account: Account; isCollapsed: boolean }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const { can, isPending } = usePermissions();
  const bridge = useFeatureFlag('bridge-quiqdash');
  const fulfilmentSetUp = useFeatureFlag(FULFILMENT_SETUP_FLAG);
  if (isPending)
    return (
      <div role="status" aria-label={t`Loading the menu`}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={30} my={6} radius="md" />
        ))}
      </div>
    );
  const entries = mainEntries(
    {
      can,
      isBridgeOn: bridge.isEnabled,
      isFulfilmentSetUp: fulfilmentSetUp.isEnabled,
      isStaff: isStaff(account.user.roles ?? []),
    },
    (descriptor) => i18n._(descriptor),
  );
  const current = currentEntry(pathname, entries);
  return (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {isGroup(entry) ? (
            <SidebarGroupEntry group={entry} isCollapsed={isCollapsed} />
          ) : (
            <SidebarItem
              label={entry.label}
              icon={entry.icon}
              to={entry.to}
              isCollapsed={isCollapsed}
              isActive={entry.id === current}
              // The guided tour's second step points at the Orders link.
              data-tour={entry.id === 'orders' ? 'sidebar-orders-link' : undefined}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The entries below the divider: team switcher, Profile, Settings, business accounts, Tutorial, Help Desk, Logout. */
export function FootNavList({
  account,
  isCollapsed,
  placement = 'sidebar',
  onTutorial,
  onLogout,
}: {
  account: Account;
  isCollapsed: boolean;
  placement?: 'sidebar' | 'drawer';
  onTutorial: () => void;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { can, role } = usePermissions();
  const helpDeskUrl = runtimeConfig().helpDeskUrl;
  return (
    <ul className={classes.list}>
      <li className={classes.switcher}>
        <OrganisationSwitcher isCollapsed={isCollapsed} />
      </li>
      <li>
        <ProfileMenu account={account} role={role} isCollapsed={isCollapsed} placement={placement} />
      </li>
      <li>
        <SidebarItem
          label={t`Settings`}
          icon={IconSettings}
          to={WEB_ROUTES.settings}
          isCollapsed={isCollapsed}
          isActive={isCurrentPath(pathname, WEB_ROUTES.settings)}
        />
      </li>
      <BusinessAccountMenu isCollapsed={isCollapsed} placement={placement} />
      <li>
        <SidebarItem label={t`Tutorial`} icon={IconSchool} isCollapsed={isCollapsed} onClick={onTutorial} />
      </li>
      {can('helpdesk:read') && helpDeskUrl && (
        <li>
          <SidebarItem
            label={t`Help Desk`}
            icon={IconLifebuoy}
            href={helpDeskUrl}
            note={t`opens in a new tab`}
            isCollapsed={isCollapsed}
            rightSection={<IconExternalLink className={`${classes.external} ${FLIP_IN_RTL}`} size={14} aria-hidden />}
          />
        </li>
      )}
      <li>
        <SidebarItem label={t`Logout`} icon={IconLogout} isCollapsed={isCollapsed} onClick={onLogout} tone="danger" />
      </li>
    </ul>
  );
}
