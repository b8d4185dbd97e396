import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text } from '@mantine/core';
import { ACCOUNT_ROLE_LABELS, type Account, type AccountRole, WEB_ROUTES } from '@sameday/contract';
import { IconBuildingStore, IconMap2, IconSettings, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSavedPickups } from '../../entities/saved-pickups';
import { translateContractText } from '../../shared/i18n/i18n';
import { LanguageMenuItem } from '../../shared/i18n/language-menu-item';
import { SidebarMenuTarget } from './sidebar-item';

/** The Profile button: who is signed in, in which account and role, and the account's pages. */
export function ProfileMenu({
  account,
  role,
  isCollapsed,
  placement = 'sidebar',
}: {
  account: Account;
  role: string | undefined;
  isCollapsed: boolean;
  /** Beside the sidebar, or below its entry in the phone's drawer. */
  placement?: 'sidebar' | 'drawer';
}) {
  const { t, i18n } = useLingui();
  const { savedPickups, defaultSavedPickup, isPending } = useSavedPickups();
  const roleLabel = role ? translateContractText(ACCOUNT_ROLE_LABELS[role as AccountRole] ?? role) : undefined;
  const pickupsNote = isPending
    ? t`Loading…`
    : describePickups((descriptor) => i18n._(descriptor), savedPickups.length, defaultSavedPickup?.label);
  return (
    <Menu
      position={placement === 'drawer' ? 'bottom-start' : isCollapsed ? 'right-end' : 'top-start'}
      offset={8}
      withinPortal
      width={280}
    >
      <SidebarMenuTarget label={t`Profile`} icon={IconUserCircle} isCollapsed={isCollapsed} />
      <Menu.Dropdown>
        {/* Plain text, no paragraphs: a menu holds menu items and generic content only. */}
        <div style={{ padding: '8px 12px 10px' }}>
          <Text component="div" fw={600} size="sm" truncate>
            {account.user.fullname}
          </Text>
          <Text component="div" size="xs" c="dimmed" truncate dir="ltr" ta="start">
            {account.user.email}
          </Text>
          <Text component="div" size="xs" c="dimmed" truncate mt={4}>
            {roleLabel ? `${account.name} · ${roleLabel}` : account.name}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item component={Link} to={WEB_ROUTES.account} leftSection={<IconUser size={16} aria-hidden />}>
          <Trans>Account</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to={WEB_ROUTES.company} leftSection={<IconBuildingStore size={16} aria-hidden />}>
          <Trans>Company details</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to={WEB_ROUTES.pickupAddresses} leftSection={<IconMap2 size={16} aria-hidden />}>
          <Trans>Pickup addresses</Trans>
          <Text component="span" display="block" size="xs" c="dimmed" truncate>
            {pickupsNote}
          </Text>
        </Menu.Item>
        <Menu.Item component={Link} to={WEB_ROUTES.settings} leftSection={<IconSettings size={16} aria-hidden />}>
          <Trans>Settings</Trans>
        </Menu.Item>
        <Menu.Divider />
        <LanguageMenuItem />
      </Menu.Dropdown>
    </Menu>
  );
}

function describePickups(
  t: (descriptor: MessageDescriptor) => string,
  count: number,
  defaultLabel: string | undefined,
): string {
  if (defaultLabel) return t(msg`Default: ${defaultLabel}`);
  if (count === 0) return t(msg`No saved addresses yet`);
  return plural(count, { one: '# saved address', other: '# saved addresses' });
}
