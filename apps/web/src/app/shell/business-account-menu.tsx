import { Menu } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconBriefcase, IconSelector } from '@tabler/icons-react';
import { useBusinessAccounts } from '../../entities/account';
import { showToast } from '../../shared/ui/toast';
import { SidebarMenuTarget } from './sidebar-item';

/** A list item of the sidebar: the business accounts of a contact user, the chosen one first; choosing stores it. */
export function BusinessAccountMenu({ isCollapsed }: { isCollapsed: boolean }) {
  const { businessAccounts, selected, isContactUser, select } = useBusinessAccounts();
  if (!isContactUser || !selected) return null;
  const choose = (id: string) => {
    const account = businessAccounts.find((candidate) => candidate.id === id);
    if (!account || account.id === selected.id) return;
    select(account);
    showToast({
      message: `New orders are now placed for ${account.name}.`,
      link: { text: 'New Shipment', url: WEB_ROUTES.singleShipment },
      tone: 'success',
    });
  };
  return (
    <li>
      <Menu position={isCollapsed ? 'right-end' : 'top-start'} offset={8} withinPortal width={240}>
        <SidebarMenuTarget
          caption="Business account"
          label={selected.name}
          icon={IconBriefcase}
          isCollapsed={isCollapsed}
          rightSection={<IconSelector size={14} aria-hidden />}
        />
        <Menu.Dropdown>
          <Menu.Label>Place orders for</Menu.Label>
          <Menu.RadioGroup value={selected.id} onChange={choose}>
            {businessAccounts.map((account) => (
              <Menu.RadioItem key={account.id} value={account.id} closeMenuOnClick>
                {account.name}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}
