import { Menu } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './sidebar.module.css';
import { SidebarItem, SidebarMenuTarget } from './sidebar-item';
import { isCurrentPath, type SidebarGroup } from './sidebar-items';

/**
 * A parent entry with sub-items. Wide, it opens and closes its list in place
 * (a disclosure button); collapsed, the sub-items open in a menu to its right.
 */
export function SidebarGroupEntry({ group, isCollapsed }: { group: SidebarGroup; isCollapsed: boolean }) {
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
          {group.children.map((child) => (
            <Menu.Item
              key={child.id}
              component={Link}
              to={child.to}
              leftSection={<child.icon size={16} aria-hidden />}
              aria-current={isCurrentPath(pathname, child.to) ? 'page' : undefined}
            >
              {child.label}
            </Menu.Item>
          ))}
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
        rightSection={<Chevron size={14} aria-hidden />}
      />
      {isOpen && (
        <ul className={classes.subList} id={listId}>
          {group.children.map((child) => (
            <li key={child.id}>
              <SidebarItem
                label={child.label}
                icon={child.icon}
                to={child.to}
                isCollapsed={false}
                isActive={isCurrentPath(pathname, child.to)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
