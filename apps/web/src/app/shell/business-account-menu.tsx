import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Menu, Text } from '@mantine/core';
import { MESSAGES, WEB_ROUTES } from '@sameday/contract';
import { IconBriefcase, IconSelector } from '@tabler/icons-react';
import { type ActingAccount, useActingAccounts, useSwitchActingAccount } from '../../entities/account';
import { serverMessage } from '../../shared/server-error';
import { showToast } from '../../shared/ui/toast';
import { SidebarMenuTarget } from './sidebar-item';

type BusinessAccountMenuProps = {
  isCollapsed: boolean;
  /** Where the menu opens: beside the sidebar, or below its entry in the phone's drawer. */
  placement?: 'sidebar' | 'drawer';
};

/**
 * The account new orders and every other call act on (decision 021): the user's own
 * company first, then each account they are a member of. Choosing one switches the
 * session on the server, and every screen reloads for it; the entry names the account
 * acted on. Shown once there is another account to choose.
 */
export function BusinessAccountMenu({ isCollapsed, placement = 'sidebar' }: BusinessAccountMenuProps) {
  const { t } = useLingui();
  const { accounts, active, canSwitch } = useActingAccounts();
  const switchAccount = useSwitchActingAccount();
  if (!canSwitch || !active) return null;

  const choose = (accountId: string) => {
    const account = accounts.find((candidate) => candidate.accountId === accountId);
    if (!account || account.isActive || switchAccount.isPending) return;
    switchAccount.mutate(account, {
      onSuccess: () =>
        showToast({
          message: t`New orders are now placed for ${account.name}.`,
          link: { text: t`New Shipment`, url: WEB_ROUTES.singleShipment },
          tone: 'success',
        }),
      onError: (error) => showToast({ message: serverMessage(error, MESSAGES.activeOrgFailed), tone: 'error' }),
    });
  };

  const position = placement === 'drawer' ? 'bottom-start' : isCollapsed ? 'right-end' : 'top-start';
  return (
    <li>
      <Menu position={position} offset={8} withinPortal width={260} withInitialFocusPlaceholder={false}>
        <SidebarMenuTarget
          caption={t`Business account`}
          label={active.name}
          icon={IconBriefcase}
          isCollapsed={isCollapsed}
          aria-busy={switchAccount.isPending || undefined}
          rightSection={
            switchAccount.isPending ? <Loader size={14} aria-hidden /> : <IconSelector size={14} aria-hidden />
          }
        />
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Place orders for</Trans>
          </Menu.Label>
          <Menu.RadioGroup value={active.accountId} onChange={choose}>
            {accounts.map((account) => (
              <Menu.RadioItem key={account.accountId} value={account.accountId} closeMenuOnClick>
                <AccountName account={account} />
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}

function AccountName({ account }: { account: ActingAccount }) {
  return (
    <>
      {account.name}
      {account.isOwn && (
        <Text component="span" size="xs" c="dimmed" display="block">
          <Trans>Your company</Trans>
        </Text>
      )}
    </>
  );
}
