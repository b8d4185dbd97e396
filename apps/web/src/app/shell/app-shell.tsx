import { AppShell, Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { MESSAGES, WEB_ROUTES } from '@sameday/contract';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { track } from '../../shared/analytics';
import { Logo } from '../../shared/ui/logo';
import { showToast } from '../../shared/ui/toast';
import { FullPageLoader } from '../route-guards';
import { useAccount } from './use-account';
import { useLogout } from './use-logout';

/** The signed-in frame: header with the account menu, and the screen. */
export default function SignedInShell() {
  const account = useAccount();
  const logout = useLogout();

  useEffect(() => {
    if (account.data) track({ event: 'clientType', clientType: account.data.clientType });
  }, [account.data]);

  useEffect(() => {
    if (account.isError) {
      // Spec §7: a failed account fetch signs the user out and goes to /login.
      showToast({ message: MESSAGES.initFailed, tone: 'error' });
      void logout();
    }
  }, [account.isError, logout]);

  if (account.isPending) return <FullPageLoader label="Loading your account" />;
  if (account.isError) return <FullPageLoader label="Signing out" />;
  if (account.data.user.temporaryPassword) return <Navigate to={WEB_ROUTES.passwordRecovery} replace />;

  const { user } = account.data;
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Link to={WEB_ROUTES.orders} aria-label="Orders">
            <Logo />
          </Link>
          <Group gap="sm" wrap="nowrap">
            <Button component={Link} to={WEB_ROUTES.singleShipment} size="sm" visibleFrom="xs">
              New Shipment
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`Account menu of ${user.fullname}`}>
                  <Group gap={6} wrap="nowrap">
                    <Avatar color="brand" radius="xl" size={32}>
                      {user.firstname.slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
                      {account.data.name}
                    </Text>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
