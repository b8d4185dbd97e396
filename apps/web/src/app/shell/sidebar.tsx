import { useLingui } from '@lingui/react/macro';
import { AppShell, ScrollArea } from '@mantine/core';
import { type Account, WEB_ROUTES } from '@sameday/contract';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FLIP_IN_RTL } from '../../shared/i18n/rtl';
import { Logo } from '../../shared/ui/logo';
import classes from './sidebar.module.css';
import { SidebarItem } from './sidebar-item';
import { FootNavList, MainNavList } from './sidebar-lists';

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
 * Finance, Pricing, Integrations (and, for staff, the operations console), then the team switcher, Profile, Settings, the
 * business accounts, Tutorial, Help Desk and Logout.
 */
export function Sidebar({ account, isCollapsed, onToggle, onTutorial, onLogout }: SidebarProps) {
  const { t } = useLingui();
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
        <MainNavList account={account} isCollapsed={isCollapsed} />
      </AppShell.Section>

      <AppShell.Section>
        <div className={classes.divider} />
        <FootNavList account={account} isCollapsed={isCollapsed} onTutorial={onTutorial} onLogout={onLogout} />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
