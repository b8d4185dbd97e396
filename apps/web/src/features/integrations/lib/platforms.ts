import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ConnectionStatus } from '@sameday/contract';
import { INTEGRATION_PLATFORM_LABELS, type IntegrationPlatform } from '@sameday/contract';

/** What each platform's card, connect dialog and settings page say. */
export const PLATFORM_TEXT: Record<
  IntegrationPlatform,
  {
    label: string;
    path: string;
    blurb: MessageDescriptor;
    shopLabel: MessageDescriptor;
    shopPlaceholder: string;
    shopHint: MessageDescriptor;
    /** The /env.json link to the platform's connector, and its words; none for a platform whose app store lists the app. */
    connectorLink?: 'shopConnector' | 'contentSiteConnector';
    connectorText?: MessageDescriptor;
    /** The platform names the store itself after sign-in there (Salla): Connect asks for no address. */
    namesTheStore?: true;
  }
> = {
  shopify: {
    label: INTEGRATION_PLATFORM_LABELS.shopify,
    path: '/integrations/shopify',
    blurb: msg`Turn your Shopify orders into Sameday shipments, and send the tracking number back to your shop.`,
    shopLabel: msg`Shop address`,
    shopPlaceholder: 'your-shop.myshopify.com',
    shopHint: msg`Your shop’s myshopify.com address, as it appears in your Shopify admin.`,
    connectorLink: 'shopConnector',
    connectorText: msg`Sameday in the Shopify App Store`,
  },
  woocommerce: {
    label: INTEGRATION_PLATFORM_LABELS.woocommerce,
    path: '/integrations/woocommerce',
    blurb: msg`Bring your WooCommerce orders in for delivery, and mark them completed when they are delivered.`,
    shopLabel: msg`Store address`,
    shopPlaceholder: 'https://shop.example.ae',
    shopHint: msg`The address of your WordPress site with WooCommerce.`,
    connectorLink: 'contentSiteConnector',
    connectorText: msg`Sameday plugin for WordPress`,
  },
  salla: {
    label: INTEGRATION_PLATFORM_LABELS.salla,
    path: '/integrations/salla',
    blurb: msg`Bring your Salla store’s orders in for delivery, with Arabic names and addresses as your customers typed them, and send their status back to Salla.`,
    shopLabel: msg`Store`,
    shopPlaceholder: '',
    shopHint: msg`You pick the store when you sign in to Salla.`,
    namesTheStore: true,
  },
  zid: {
    label: INTEGRATION_PLATFORM_LABELS.zid,
    path: '/integrations/zid',
    blurb: msg`Bring your Zid store’s orders in for delivery, with Arabic names and addresses intact, and send tracking back to Zid when they are collected and delivered.`,
    shopLabel: msg`Store`,
    shopPlaceholder: '',
    shopHint: msg`You pick the store when you sign in to Zid.`,
    namesTheStore: true,
  },
};

export const STATUS_COLORS: Record<ConnectionStatus, string> = {
  connected: 'teal',
  needs_reconnecting: 'orange',
  disconnected: 'gray',
};

const SHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** The shop's address as the connect call takes it, or a sentence saying what is wrong. */
export function checkShopAddress(platform: IntegrationPlatform, typed: string): { shop: string } | { error: string } {
  const text = typed.trim().toLowerCase();
  if (!text) return { error: platform === 'shopify' ? t`Enter your shop address` : t`Enter your store address` };
  if (platform === 'shopify') {
    const host = text.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    const shop = host.includes('.') ? host : `${host}.myshopify.com`;
    return SHOPIFY_DOMAIN.test(shop) ? { shop } : { error: t`Enter an address ending in .myshopify.com` };
  }
  const url = /^https?:\/\//.test(text) ? text : `https://${text}`;
  try {
    const parsed = new URL(url);
    if (!parsed.hostname.includes('.')) return { error: t`Enter your store’s full address, like shop.example.ae` };
    return { shop: parsed.origin + parsed.pathname.replace(/\/$/, '') };
  } catch {
    return { error: t`Enter your store’s full address, like shop.example.ae` };
  }
}

/** What a shop is called on screen: its own name where the platform gives one (Salla, Zid), else its address. */
export const shopNameOf = (shop: { shop: string; shopName: string | null }) => shop.shopName || shop.shop;
