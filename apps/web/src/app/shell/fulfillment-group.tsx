import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useFeatureFlag } from '../../entities/flags';
import { FLIP_IN_RTL } from '../../shared/i18n/rtl';
import { runtimeConfig } from '../../shared/runtime-config';
import { FullPageLoader } from '../route-guards';
import classes from './sidebar.module.css';
import { SidebarItem, SidebarMenuTarget } from './sidebar-item';
import { isCurrentPath, type SidebarGroup, type SidebarLink } from './sidebar-items';

/** The entries the bridge-quiqdash flag adds: with a newer dashboard configured, they open it. */
const BRIDGE_ENTRIES = new Set(['create-product', 'create-bundle']);
const BRIDGE_NOTE = msg`opens the newer dashboard in a new tab`;

/** The newer dashboard's base URL of /env.json (NEW_DASHBOARD_URL); undefined when none is configured. */
export function newerDashboardUrl(): string | undefined {
  return runtimeConfig().newDashboardUrl || undefined;
}

/** Where a sub-item leads in the newer dashboard (the same path there), or undefined when it stays here. */
function bridgeHrefOf(child: SidebarLink): string | undefined {
  const base = newerDashboardUrl();
  return base && BRIDGE_ENTRIES.has(child.id) ? `${base}${child.to}` : undefined;
}

/**
 * The bridge (dashboard spec §2): with the bridge-quiqdash flag on and a newer dashboard
 * configured, the browser opens the newer dashboard's root instead of this screen.
 * Otherwise the screen shows as it is.
 */
export function BridgeRedirect({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const bridge = useFeatureFlag('bridge-quiqdash');
  const target = bridge.isEnabled ? newerDashboardUrl() : undefined;
  useEffect(() => {
    if (target) window.location.replace(`${target}/`);
  }, [target]);
  if (bridge.isPending || target) return <FullPageLoader label={t`Opening the newer dashboard`} />;
  return children;
}

/**
 * A parent entry with sub-items. Wide, it opens and closes its list in place
 * (a disclosure button); collapsed, the sub-items open in a menu to its right.
 */
export function SidebarGroupEntry({ group, isCollapsed }: { group: SidebarGroup; isCollapsed: boolean }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(true);
  const listId = useId();
  const hasCurrent = group.children.some((child) => isCurrentPath(pathname, child.to));

  if (isCollapsed) {
    return (
      <Menu position="right-start" offset={10} withinPortal>
        <SidebarMenuTarget label={group.label} icon={group.icon} isCollapsed isActive={hasCurrent} />
        <Menu.Dropdown>
          <Menu.Label>{group.label}</Menu.Label>
          {group.children.map((child) => {
            const bridgeHref = bridgeHrefOf(child);
            return bridgeHref ? (
              <Menu.Item
                key={child.id}
                component="a"
                href={bridgeHref}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${child.label} (${t(BRIDGE_NOTE)})`}
                leftSection={<child.icon size={16} aria-hidden />}
                rightSection={<IconExternalLink size={14} aria-hidden className={FLIP_IN_RTL} />}
              >
                {child.label}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={child.id}
                component={Link}
                to={child.to}
                leftSection={<child.icon size={16} aria-hidden />}
                aria-current={isCurrentPath(pathname, child.to) ? 'page' : undefined}
              >
                {child.label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    );
  }

  const Chevron = isOpen ? IconChevronDown : IconChevronRight;
  return (
    <>
      <SidebarItem
        label={group.label}
        icon={group.icon}
        isCollapsed={false}
        isActive={hasCurrent && !isOpen}
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={listId}
        rightSection={<Chevron size={14} aria-hidden className={FLIP_IN_RTL} />}
      />
      {isOpen && (
        <ul className={classes.subList} id={listId}>
          {group.children.map((child) => (
            <li key={child.id}>
              <SidebarChild child={child} isActive={isCurrentPath(pathname, child.to)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A sub-item of the open list: a link inside the app, or one to the newer dashboard. */
function SidebarChild({ child, isActive }: { child: SidebarLink; isActive: boolean }) {
  const { t } = useLingui();
  const bridgeHref = bridgeHrefOf(child);
  if (bridgeHref) {
    return (
      <SidebarItem
        label={child.label}
        icon={child.icon}
        href={bridgeHref}
        note={t(BRIDGE_NOTE)}
        isCollapsed={false}
        rightSection={<IconExternalLink className={`${classes.external} ${FLIP_IN_RTL}`} size={14} aria-hidden />}
      />
    );
  }
  return <SidebarItem label={child.label} icon={child.icon} to={child.to} isCollapsed={false} isActive={isActive} />;
}
