import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Permission, WEB_ROUTES } from '@sameday/contract';
import {
  type Icon,
  IconBuildingWarehouse,
  IconChartBar,
  IconPackage,
  IconPackages,
  IconPlugConnected,
  IconReceipt2,
  IconRoute,
  IconShieldLock,
  IconSquarePlus,
  IconStack2,
  IconTag,
  IconTags,
  IconWorld,
} from '@tabler/icons-react';
import {
  CONSOLE_PATH,
  CREATE_BUNDLE_PATH,
  CREATE_PRODUCT_PATH,
  INTEGRATIONS_PATH,
  SHIPMENTS_PATH,
  SHIPPING_RULES_PATH,
} from './shell-paths';

export type SidebarLink = { id: string; label: string; to: string; icon: Icon };
export type SidebarGroup = { id: string; label: string; icon: Icon; children: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

/** The page's translation function (useLingui's `t`): the labels are read in the current language. */
type Translate = (descriptor: MessageDescriptor) => string;

export const isGroup = (entry: SidebarEntry): entry is SidebarGroup => 'children' in entry;

export type SidebarAccess = {
  can: (permission: Permission) => boolean;
  /** Fulfilment setup completed: adds Products. */
  isFulfilmentSetUp: boolean;
  /** The bridge-quiqdash flag: adds Create Product and Create Bundle. */
  isBridgeOn: boolean;
  /** The user holds a staff role: adds the operations console, last. */
  isStaff?: boolean;
};

/**
 * The sidebar's navigation entries between the logo and the team switcher, in
 * the spec's order, each behind its permission string (spec §6). A Fulfillment
 * parent with no visible sub-item is left out.
 */
export function mainEntries(
  { can, isFulfilmentSetUp, isBridgeOn, isStaff = false }: SidebarAccess,
  t: Translate,
): SidebarEntry[] {
  const fulfillment: SidebarLink[] = can('inventory:read')
    ? [
        { id: 'inventory', label: t(msg`Inventory`), to: WEB_ROUTES.fulfillmentInventory, icon: IconStack2 },
        ...(isFulfilmentSetUp
          ? [{ id: 'products', label: t(msg`Products`), to: WEB_ROUTES.fulfillmentProducts, icon: IconTags }]
          : []),
        ...(isBridgeOn
          ? [
              { id: 'create-product', label: t(msg`Create Product`), to: CREATE_PRODUCT_PATH, icon: IconSquarePlus },
              { id: 'create-bundle', label: t(msg`Create Bundle`), to: CREATE_BUNDLE_PATH, icon: IconPackages },
            ]
          : []),
      ]
    : [];
  const entries: (SidebarEntry | false)[] = [
    can('orders:read') && { id: 'orders', label: t(msg`Orders`), to: WEB_ROUTES.orders, icon: IconPackage },
    can('orders:read') && { id: 'shipments', label: t(msg`Shipments`), to: SHIPMENTS_PATH, icon: IconWorld },
    fulfillment.length > 0 && {
      id: 'fulfillment',
      label: t(msg`Fulfillment`),
      icon: IconBuildingWarehouse,
      children: fulfillment,
    },
    can('analytics:read') && { id: 'analytics', label: t(msg`Analytics`), to: WEB_ROUTES.reports, icon: IconChartBar },
    can('finance:read') && { id: 'finance', label: t(msg`Finance`), to: WEB_ROUTES.invoices, icon: IconReceipt2 },
    can('settings:read') && { id: 'pricing', label: t(msg`Pricing`), to: WEB_ROUTES.pricing, icon: IconTag },
    can('settings:read') && {
      id: 'shipping-rules',
      label: t(msg`Shipping rules`),
      to: SHIPPING_RULES_PATH,
      icon: IconRoute,
    },
    can('integrations:manage') && {
      id: 'integrations',
      label: t(msg`Integrations`),
      to: INTEGRATIONS_PATH,
      icon: IconPlugConnected,
    },
    isStaff && { id: 'console', label: t(msg`Staff console`), to: CONSOLE_PATH, icon: IconShieldLock },
  ];
  return entries.filter((entry): entry is SidebarEntry => entry !== false);
}

/** Whether a link is the current screen: Orders only on its own path, the others with their sub-paths. */
export function isCurrentPath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
