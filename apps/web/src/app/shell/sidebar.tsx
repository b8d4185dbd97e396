import { useLingui } from '@lingui/react/macro';
import { AppShell, ScrollArea, Skeleton } from '@mantine/core';
import { type Account, FULFILMENT_SETUP_FLAG, WEB_ROUTES } from '@sameday/contract';
import {
  IconExternalLink,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLifebuoy,
  IconLogout,
  IconSchool,
  IconSettings,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useFeatureFlag } from '../../entities/flags';
import { usePermissions } from '../../entities/permissions';
import { OrganisationSwitcher } from '../../features/teams';
import { FLIP_IN_RTL } from '../../shared/i18n/rtl';
import { runtimeConfig } from '../../shared/runtime-config';
import { Logo } from '../../shared/ui/logo';
import { BusinessAccountMenu } from './business-account-menu';
import { SidebarGroupEntry } from './fulfillment-group';
import { ProfileMenu } from './profile-menu';
import classes from './sidebar.module.css';
import { SidebarItem } from './sidebar-item';
import { isCurrentPath, isGroup, mainEntries } from './sidebar-items';

/** Fulfilment setup: the flag is decided from the account's fulfilment capability, which operations set. */

export type SidebarProps = {
  account: Account;
  isCollapsed: boolean;
  onToggle: () => void;
  onTutorial: () => void;
  onLogout: () => void;
};

/**
 * The desktop sidebar in the spec's order: logo, Orders, Fulfillment, Analytics,
 * Finance, Pricing, Integrations, then the team switcher, Profile, Settings, the
 * business accounts, Tutorial, Help Desk and Logout.
 */
export function Sidebar({ account, isCollapsed, onToggle, onTutorial, onLogout }: SidebarProps) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const { can, role, isPending } = usePermissions();
  const bridge = useFeatureFlag('bridge-quiqdash');
  const fulfilmentSetUp = useFeatureFlag(FULFILMENT_SETUP_FLAG);
  const entries = mainEntries(
    { can, isBridgeOn: bridge.isEnabled, isFulfilmentSetUp: fulfilmentSetUp.isEnabled },
    (descriptor) => i18n._(descriptor),
  );
  const helpDeskUrl = runtimeConfig().helpDeskUrl;
  const ToggleIcon = isCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <AppShell.Navbar className={classes.navbar} data-collapsed={isCollapsed || undefined} aria-label={t`Main`}>
      <AppShell.Section className={classes.brandRow}>
        <Link to={WEB_ROUTES.orders} className={classes.logoLink} aria-label={t`Sameday home`}>
          <Logo size={isCollapsed ? 30 : 28} withText={!isCollapsed} />
        </Link>
        <SidebarItem
          label={isCollapsed ? t`Expand sidebar` : t`Collapse sidebar`}
          icon={ToggleIcon}
          iconClassName={FLIP_IN_RTL}
          isCollapsed
          onClick={onToggle}
          aria-expanded={!isCollapsed}
          style={{ width: 36 }}
        />
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} type="never" mx={-4} px={4}>
        {isPending ? (
          <div role="status" aria-label={t`Loading the menu`}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h={30} my={6} radius="md" />
            ))}
          </div>
        ) : (
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
                    isActive={isCurrentPath(pathname, entry.to)}
                    // The guided tour's second step points at the sidebar's Orders link.
                    data-tour={entry.id === 'orders' ? 'sidebar-orders-link' : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </AppShell.Section>

      <AppShell.Section>
        <div className={classes.divider} />
        <ul className={classes.list}>
          <li className={classes.switcher}>
            <OrganisationSwitcher isCollapsed={isCollapsed} />
          </li>
          <li>
            <ProfileMenu account={account} role={role} isCollapsed={isCollapsed} />
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
          <BusinessAccountMenu isCollapsed={isCollapsed} />
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
                rightSection={
                  <IconExternalLink className={`${classes.external} ${FLIP_IN_RTL}`} size={14} aria-hidden />
                }
              />
            </li>
          )}
          <li>
            <SidebarItem
              label={t`Logout`}
              icon={IconLogout}
              isCollapsed={isCollapsed}
              onClick={onLogout}
              tone="danger"
            />
          </li>
        </ul>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
