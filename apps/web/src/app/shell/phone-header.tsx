import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Button, Drawer, Group } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconLanguage, IconLogout, IconMenu2, IconPlus, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../../entities/permissions';
import { LOCALE_NAMES, type Locale, useLanguage } from '../../shared/i18n';
import { Logo } from '../../shared/ui/logo';
import { BusinessAccountMenu } from './business-account-menu';
import classes from './sidebar.module.css';
import { SidebarItem } from './sidebar-item';
import { isCurrentPath, phoneMoreLinks, phoneSpecLinks, type SidebarLink } from './sidebar-items';

/** The current screen's link: the longest that matches, so Team is current on /settings/team, not Settings. */
function currentLink(pathname: string, links: SidebarLink[]): string | undefined {
  return links
    .filter((link) => isCurrentPath(pathname, link.to))
    .sort((a, b) => b.to.length - a.to.length)
    .at(0)?.id;
}

/**
 * The header at widths up to 575 px: the menu drawer, the logo and 'New Shipment'.
 * The menu holds the spec's entries first, then the rest of what the sidebar
 * offers on a wide screen (Finance, Account, Settings, Team, Integrations) and
 * Tutorial, so nothing needs a wider screen.
 */
export function PhoneHeader({ onLogout, onTutorial }: { onLogout: () => void; onTutorial: () => void }) {
  const { t, i18n } = useLingui();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { can, isPending } = usePermissions();
  const close = () => setOpen(false);
  const more = isPending ? [] : phoneMoreLinks({ can }, translate);
  const specLinks = phoneSpecLinks(translate);
  const current = currentLink(pathname, [...specLinks, ...more]);
  const link = (entry: SidebarLink) => (
    <li key={entry.id}>
      <SidebarItem
        label={entry.label}
        icon={entry.icon}
        to={entry.to}
        isCollapsed={false}
        isActive={entry.id === current}
        onClick={close}
        // The guided tour's second step points at Orders, here as on the sidebar.
        data-tour={entry.id === 'orders' ? 'sidebar-orders-link' : undefined}
      />
    </li>
  );
  return (
    <AppShell.Header px="sm">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="subtle"
          color="dark"
          px={8}
          leftSection={<IconMenu2 size={20} aria-hidden />}
          onClick={() => setOpen(true)}
          aria-expanded={isOpen}
          data-tour="phone-menu-button"
          style={{ flexShrink: 0 }}
        >
          <Trans>Menu</Trans>
        </Button>
        <Link to={WEB_ROUTES.orders} className={classes.logoLink} aria-label={t`Sameday home`}>
          <Logo size={30} withText={false} />
        </Link>
        <Button
          component={Link}
          to={WEB_ROUTES.singleShipment}
          size="sm"
          px={12}
          leftSection={<IconPlus size={16} aria-hidden />}
          // The orders page's own New Shipment button is hidden on phones: the tour's first step points here.
          data-tour="single-shipment-button"
          style={{ flexShrink: 0 }}
        >
          <Trans>New Shipment</Trans>
        </Button>
      </Group>
      <Drawer
        opened={isOpen}
        onClose={close}
        title={t`Menu`}
        size={280}
        padding="md"
        closeButtonProps={{ 'aria-label': t`Close menu` }}
      >
        <nav aria-label={t`Menu`}>
          <ul className={classes.list}>
            <BusinessAccountMenu isCollapsed={false} placement="drawer" />
            {specLinks.map(link)}
            <li>
              <div className={classes.divider} />
            </li>
            {more.map(link)}
            <li>
              <SidebarItem
                label={t`Tutorial`}
                icon={IconSchool}
                isCollapsed={false}
                onClick={() => {
                  close();
                  onTutorial();
                }}
              />
            </li>
            <li>
              <PhoneLanguageItem />
            </li>
            <li>
              <div className={classes.divider} />
            </li>
            <li>
              <SidebarItem
                label={t`Log Out`}
                icon={IconLogout}
                isCollapsed={false}
                tone="danger"
                onClick={() => {
                  close();
                  onLogout();
                }}
              />
            </li>
          </ul>
        </nav>
      </Drawer>
    </AppShell.Header>
  );
}

/** The language switch of the phone menu (the Profile menu's, on a wide screen): it names the other language in itself. */
function PhoneLanguageItem() {
  const { locale, switchTo } = useLanguage(true);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <SidebarItem
      label={LOCALE_NAMES[other]}
      icon={IconLanguage}
      isCollapsed={false}
      lang={other}
      onClick={() => void switchTo(other)}
    />
  );
}
