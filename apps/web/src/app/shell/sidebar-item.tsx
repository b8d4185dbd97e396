import { Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './sidebar.module.css';

export type SidebarItemProps = {
  /** A screen of the app… */
  to?: string;
  /** …or an external page, opened in a new tab… */
  href?: string;
  /** …or an action. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  label: string;
  icon: Icon;
  isCollapsed: boolean;
  isActive?: boolean;
  /** Said to screen readers after the label (e.g. that a link opens a new tab). */
  note?: string;
  /** Shown after the label when the sidebar is wide. */
  rightSection?: ReactNode;
  /** Shown above the label when the sidebar is wide (a small caption). */
  caption?: string;
  tone?: 'danger';
  /** A class for the icon (FLIP_IN_RTL for one that points a way). */
  iconClassName?: string;
  /** A menu's target takes its tooltip from outside, so the menu keeps its own click and aria-expanded. */
  hasOwnTooltip?: boolean;
};

/**
 * One sidebar entry: a link, an external link or a button. Collapsed, it shows
 * its icon only, keeps the label as its accessible name and shows it as a
 * tooltip on hover and on keyboard focus.
 */
export const SidebarItem = forwardRef<
  HTMLElement,
  SidebarItemProps & Omit<HTMLAttributes<HTMLElement>, keyof SidebarItemProps>
>(function SidebarItem(
  {
    label,
    icon: ItemIcon,
    isCollapsed,
    isActive,
    note,
    rightSection,
    caption,
    tone,
    to,
    href,
    onClick,
    hasOwnTooltip = true,
    iconClassName,
    ...rest
  },
  ref,
) {
  const content = (
    <>
      <ItemIcon
        className={iconClassName ? `${classes.icon} ${iconClassName}` : classes.icon}
        size={20}
        stroke={1.7}
        aria-hidden
      />
      {isCollapsed ? (
        <VisuallyHidden>{caption ? `${caption}: ${label}` : label}</VisuallyHidden>
      ) : (
        <span className={classes.label}>
          {caption && <span className={classes.caption}>{caption}</span>}
          {label}
        </span>
      )}
      {!isCollapsed && rightSection}
    </>
  );
  const common = {
    // The note joins the name as one string: a screen reader reads "Help Desk (opens in a new tab)".
    ...(note ? { 'aria-label': `${caption ? `${caption}: ` : ''}${label} (${note})` } : {}),
    ...rest,
    onClick,
    className: classes.item,
    'data-active': isActive || undefined,
    'data-tone': tone,
  };
  let element: ReactNode;
  if (to !== undefined)
    element = (
      <Link {...common} ref={ref as never} to={to} aria-current={isActive ? 'page' : undefined}>
        {content}
      </Link>
    );
  else if (href !== undefined)
    element = (
      <a {...common} ref={ref as never} href={href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  else
    element = (
      <button {...common} ref={ref as never} type="button">
        {content}
      </button>
    );
  if (!isCollapsed || !hasOwnTooltip) return element;
  return <SidebarTooltip label={caption ? `${caption}: ${label}` : label}>{element}</SidebarTooltip>;
});

/** The label of a collapsed entry, to its right, on hover and on keyboard focus. */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip
      label={label}
      position="right"
      withArrow
      openDelay={150}
      events={{ hover: true, focus: true, touch: false }}
    >
      {children}
    </Tooltip>
  );
}

/** A sidebar entry that opens a menu; collapsed, its tooltip sits outside the menu's target. */
export function SidebarMenuTarget(props: SidebarItemProps) {
  const target = (
    <Menu.Target>
      <SidebarItem {...props} hasOwnTooltip={false} />
    </Menu.Target>
  );
  if (!props.isCollapsed) return target;
  return (
    <SidebarTooltip label={props.caption ? `${props.caption}: ${props.label}` : props.label}>{target}</SidebarTooltip>
  );
}
