import { AppShell, Button, Drawer, Group } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import {
  IconChartBar,
  IconFileUpload,
  IconLogout,
  IconMenu2,
  IconPackage,
  IconPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { BusinessAccountMenu } from './business-account-menu';
import classes from './sidebar.module.css';
import { SidebarItem } from './sidebar-item';
import { isCurrentPath } from './sidebar-items';

/** The drawer's entries on phones, exactly as the spec lists them (then Log Out). */
const PHONE_LINKS = [
  { label: 'Orders', to: WEB_ROUTES.orders, icon: IconPackage },
  { label: 'Reports', to: WEB_ROUTES.reports, icon: IconChartBar },
  { label: 'Single Shipment', to: WEB_ROUTES.singleShipment, icon: IconTruckDelivery },
  { label: 'Bulk Upload', to: WEB_ROUTES.bulkOrders, icon: IconFileUpload },
] as const;

/**
 * The header at widths up to 575 px: the menu drawer, the logo and 'New Shipment'. The
 * drawer opens with the business account acted on, and the switch to another.
 */
export function PhoneHeader({ onLogout }: { onLogout: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
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
          style={{ flexShrink: 0 }}
        >
          Menu
        </Button>
        <Link to={WEB_ROUTES.orders} className={classes.logoLink} aria-label="Sameday home">
          <Logo size={30} withText={false} />
        </Link>
        <Button
          component={Link}
          to={WEB_ROUTES.singleShipment}
          size="sm"
          px={12}
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          New Shipment
        </Button>
      </Group>
      <Drawer
        opened={isOpen}
        onClose={close}
        title="Menu"
        size={280}
        padding="md"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Menu">
          <ul className={classes.list}>
            <BusinessAccountMenu isCollapsed={false} placement="drawer" />
            {PHONE_LINKS.map((link) => (
              <li key={link.to}>
                <SidebarItem
                  label={link.label}
                  icon={link.icon}
                  to={link.to}
                  isCollapsed={false}
                  isActive={isCurrentPath(pathname, link.to)}
                  onClick={close}
                />
              </li>
            ))}
            <li>
              <div className={classes.divider} />
            </li>
            <li>
              <SidebarItem
                label="Log Out"
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
