import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { formatAed, SERVICE_KIND_LABELS, WEB_ROUTES, WEEKDAYS } from '@sameday/contract';
import {
  IconBuildingStore,
  IconChevronRight,
  IconClockHour4,
  IconFileText,
  IconMap2,
  IconPackage,
  IconReceipt2,
  IconSettings,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { preferencesQueryOptions } from '../../entities/preferences';
import { usePricingModel } from '../../entities/pricing-model';
import { useSavedAddresses } from '../../entities/saved-pickups';
import { useShippingProfile } from '../../entities/shipping-profile';
import { formatDate } from '../../shared/date-formats';
import { AccountPage } from '../../shared/ui/page';
import { useAccountSettings, useCompanyAccount } from './api/account-settings';
import { ProfileSection } from './profile-section';

type Card = {
  to: string;
  title: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  summary: string;
};

const LOADING = 'Loading…';
const UNAVAILABLE = 'Not available to your role';

/** /account: one card per section, each with a one-line summary. */
export default function AccountHubPage() {
  const addresses = useSavedAddresses();
  const preferences = useQuery(preferencesQueryOptions());
  const company = useCompanyAccount();
  const pricing = usePricingModel();
  const profile = useShippingProfile();
  const settings = useAccountSettings();

  const summary = <T,>(query: { data?: T; error: unknown; isPending: boolean }, describe: (data: T) => string) => {
    if (query.data !== undefined) return describe(query.data);
    if (query.error) return UNAVAILABLE;
    return LOADING;
  };

  const defaultId = preferences.data?.defaultPickupDetails?.locationId;
  const cards: Card[] = [
    {
      to: WEB_ROUTES.pickupAddresses,
      title: 'Pickup addresses',
      icon: IconMap2,
      summary: summary(addresses, (list) => {
        if (list.length === 0) return 'No saved addresses yet';
        const named = list.find((l) => l.id === defaultId)?.locationName;
        return `${list.length} saved${named ? ` · Default: ${named}` : ''}`;
      }),
    },
    {
      to: WEB_ROUTES.company,
      title: 'Company details',
      icon: IconBuildingStore,
      summary: summary(company, (account) =>
        account.company.legalName
          ? `${account.company.legalName}${account.company.taxRegistrationNumber ? ` · TRN ${account.company.taxRegistrationNumber}` : ''}`
          : `${account.name} · legal details not filled in yet`,
      ),
    },
    {
      to: WEB_ROUTES.cutOff,
      title: 'Cut-off times',
      icon: IconClockHour4,
      summary: summary(preferences, (p) => {
        const own = p.customised.filter((key) => key.endsWith('CutOffTime')).length;
        return `Same day ${p.sameDayCutOffTime} · Next day ${p.nextDayCutOffTime}${own ? ` · ${own} customised` : ' · defaults'}`;
      }),
    },
    {
      to: WEB_ROUTES.pricing,
      title: 'Pricing rates',
      icon: IconReceipt2,
      summary: summary(pricing, (model) => {
        const cheapest = Math.min(...model.rates.map((rate) => rate.baseFils));
        return model.rates.length
          ? `From ${formatAed(cheapest)} per order · ${model.includedWeightKg} kg included`
          : 'No rates yet';
      }),
    },
    {
      to: WEB_ROUTES.terms,
      title: 'Terms',
      icon: IconFileText,
      summary: summary(
        company,
        (account) =>
          `${account.clientType === 'business' ? 'Business' : 'Personal'} terms${
            account.signedTermsAt ? `, accepted ${formatDate(account.signedTermsAt)}` : ''
          }`,
      ),
    },
    {
      to: WEB_ROUTES.shippingProfile,
      title: 'Shipping profile',
      icon: IconPackage,
      summary: summary(profile, (p) => {
        const parts = [
          p.serviceKind ? SERVICE_KIND_LABELS[p.serviceKind] : undefined,
          p.parcel ? `${p.parcel.name} ×${p.parcel.quantity}, ${p.parcel.weightKg} kg` : undefined,
        ].filter(Boolean);
        return parts.length ? parts.join(' · ') : 'No defaults: new orders start empty';
      }),
    },
    {
      to: WEB_ROUTES.settings,
      title: 'Settings',
      icon: IconSettings,
      summary: summary(settings, (s) => {
        const open = WEEKDAYS.filter((day) => s.openingHours[day].isOpen).length;
        return `Open ${open} ${open === 1 ? 'day' : 'days'} a week${s.contact.name ? ` · Contact: ${s.contact.name}` : ''} · Team`;
      }),
    },
  ];

  return (
    <AccountPage title="Account" description="Your pickups, company, rates and how new orders start." backTo={null}>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {cards.map((card) => (
          <li key={card.to}>
            <HubCard card={card} />
          </li>
        ))}
      </SimpleGrid>
      <ProfileSection />
    </AccountPage>
  );
}

function HubCard({ card }: { card: Card }) {
  const Icon = card.icon;
  return (
    <UnstyledButton component={Link} to={card.to} w="100%" h="100%" style={{ display: 'block', borderRadius: 8 }}>
      <Paper withBorder p="md" radius="md" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Icon size={22} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{card.title}</Text>
              <Text size="sm" c="dimmed">
                {card.summary}
              </Text>
            </div>
          </Group>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
