import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Button, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { type Icon, IconArrowBackUp, IconLogout, IconMenu2 } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { Logo } from '../../../shared/ui/logo';
import { CONSOLE_PATHS } from '../paths';
import classes from './admin-layout.module.css';
import { type AdminNavEntry, isCurrent, navFor } from './admin-nav';

const NAVBAR_WIDTH_PX = 220;

type NavItemProps = { label: string; icon: Icon; to?: string; onClick?: () => void; isActive?: boolean };

function NavItem({ label, icon: ItemIcon, to, onClick, isActive }: NavItemProps) {
  const content = (
    <>
      <ItemIcon size={20} stroke={1.7} aria-hidden />
      <span>{label}</span>
    </>
  );
  if (to === undefined)
    return (
      <button type="button" className={classes.item} onClick={onClick}>
        {content}
      </button>
    );
  return (
    <Link
      to={to}
      onClick={onClick}
      className={classes.item}
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}

/** The console's screens, then the way back to the merchant dashboard and Logout. */
function NavList({
  entries,
  onNavigate,
  onLogout,
}: {
  entries: AdminNavEntry[];
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavItem
            label={t(entry.label)}
            icon={entry.icon}
            to={entry.to}
            isActive={isCurrent(pathname, entry.to)}
            onClick={onNavigate}
          />
        </li>
      ))}
      <li>
        <div className={classes.divider} />
      </li>
      <li>
        <NavItem label={t`Merchant dashboard`} icon={IconArrowBackUp} to={WEB_ROUTES.orders} onClick={onNavigate} />
      </li>
      <li>
        <NavItem label={t`Logout`} icon={IconLogout} onClick={onLogout} />
      </li>
    </ul>
  );
}

function Brand() {
  const { t } = useLingui();
  return (
    <div className={classes.brand}>
      <Link to={CONSOLE_PATHS.accounts} className={classes.brandLink} aria-label={t`sameday: operations console home`}>
        <Logo size={26} />
      </Link>
      <Text className={classes.caption} component="span">
        <Trans>Operations console</Trans>
      </Text>
    </div>
  );
}

/**
 * The console's frame: its own sidebar (or, on a phone, a header with a menu drawer), a
 * way back to the merchant dashboard, and the screen.
 */
export function AdminLayout({
  roles,
  onLogout,
  children,
}: {
  roles: readonly string[];
  onLogout: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const isPhone = useIsPhone();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const entries = navFor(roles);
  const close = () => setMenuOpen(false);
  return (
    <>
      <a href="#admin-content" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <AppShell
        header={isPhone ? { height: 56 } : undefined}
        navbar={isPhone ? undefined : { width: NAVBAR_WIDTH_PX, breakpoint: 0 }}
        padding={isPhone ? 'sm' : 'lg'}
      >
        {isPhone ? (
          <AppShell.Header px="sm">
            <Group h="100%" justify="space-between" wrap="nowrap">
              <Button
                variant="subtle"
                color="dark"
                px={8}
                leftSection={<IconMenu2 size={20} aria-hidden />}
                onClick={() => setMenuOpen(true)}
                aria-expanded={isMenuOpen}
              >
                <Trans>Menu</Trans>
              </Button>
              <Text size="sm" fw={700} c="dark.6">
                <Trans>Operations console</Trans>
              </Text>
            </Group>
            <Drawer
              opened={isMenuOpen}
              onClose={close}
              title={<Logo size={24} />}
              size={280}
              closeButtonProps={{ 'aria-label': t`Close menu` }}
            >
              <nav aria-label={t`Operations console`}>
                <NavList entries={entries} onNavigate={close} onLogout={onLogout} />
              </nav>
            </Drawer>
          </AppShell.Header>
        ) : (
          <AppShell.Navbar className={classes.navbar} aria-label={t`Operations console`}>
            <AppShell.Section>
              <Brand />
            </AppShell.Section>
            <AppShell.Section grow component={ScrollArea} type="never">
              <NavList entries={entries} onLogout={onLogout} />
            </AppShell.Section>
          </AppShell.Navbar>
        )}
        <AppShell.Main id="admin-content" tabIndex={-1} style={{ outline: 'none' }} bg="gray.0">
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
