import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Button, Drawer, Group } from '@mantine/core';
import { type Account, WEB_ROUTES } from '@sameday/contract';
import { IconMenu2, IconPlus } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import classes from './sidebar.module.css';
import { FootNavList, MainNavList } from './sidebar-lists';

/**
 * The header at widths up to 575 px: the menu drawer, the logo and 'New Shipment'.
 * The menu holds the desktop sidebar's entries with the same names (one list serves
 * both), so nothing needs a wider screen.
 */
export function PhoneHeader({
  account,
  onLogout,
  onTutorial,
}: {
  account: Account;
  onLogout: () => void;
  onTutorial: () => void;
}) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  // A link chosen in the menu, or in one of its entries' own menus (React events cross portals), closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };
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
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside answer the keyboard; this only closes the drawer after one. */}
        <nav aria-label={t`Menu`} onClick={closeOnLink}>
          <MainNavList account={account} isCollapsed={false} />
          <div className={classes.divider} />
          <FootNavList
            account={account}
            isCollapsed={false}
            placement="drawer"
            onTutorial={() => {
              close();
              onTutorial();
            }}
            onLogout={() => {
              close();
              onLogout();
            }}
          />
        </nav>
      </Drawer>
    </AppShell.Header>
  );
}
