import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { WEB_ROUTES, WEEKDAYS } from '@sameday/contract';
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
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { SERVICE_KIND_LABELS } from '../../entities/places';
import { usePreferencesQuery } from '../../entities/preferences';
import { usePricingModel } from '../../entities/pricing-model';
import { useSavedAddresses } from '../../entities/saved-pickups';
import { useShippingProfile } from '../../entities/shipping-profile';
import { formatDate } from '../../shared/date-formats';
import { FLIP_IN_RTL, formatMoney } from '../../shared/i18n';
import { AccountPage } from '../../shared/ui/page';
import { useAccountSettings, useCompanyAccount } from './api/account-settings';
import { ProfileSection } from './profile-section';

type Card = {
  to: string;
  title: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean; className?: string }>;
  summary: string;
};

/** /account: one card per section, each with a one-line summary. */
export default function AccountHubPage() {
  const { t, i18n } = useLingui();
  const addresses = useSavedAddresses();
  const preferences = usePreferencesQuery();
  const company = useCompanyAccount();
  const pricing = usePricingModel();
  const profile = useShippingProfile();
  const settings = useAccountSettings();

  const summary = <T,>(query: { data?: T; error: unknown; isPending: boolean }, describe: (data: T) => string) => {
    if (query.data !== undefined) return describe(query.data);
    if (query.error) return t`Not available to your role`;
    return t`Loading…`;
  };

  const defaultId = preferences.data?.defaultPickupDetails?.locationId;
  const cards: Card[] = [
    {
      to: WEB_ROUTES.pickupAddresses,
      title: t`Pickup addresses`,
      icon: IconMap2,
      summary: summary(addresses, (list) => {
        if (list.length === 0) return t`No saved addresses yet`;
        const named = list.find((l) => l.id === defaultId)?.locationName;
        const saved = plural(list.length, { one: '# saved', other: '# saved' });
        return named ? t`${saved} · Default: ${named}` : saved;
      }),
    },
    {
      to: WEB_ROUTES.company,
      title: t`Company details`,
      icon: IconBuildingStore,
      summary: summary(company, (account) => {
        const { legalName, taxRegistrationNumber: trn } = account.company;
        const name = account.name;
        if (!legalName) return t`${name} · legal details not filled in yet`;
        return trn ? t`${legalName} · TRN ${trn}` : legalName;
      }),
    },
    {
      to: WEB_ROUTES.cutOff,
      title: t`Cut-off times`,
      icon: IconClockHour4,
      summary: summary(preferences, (p) => {
        const own = p.customised.filter((key) => key.endsWith('CutOffTime')).length;
        const sameDay = p.sameDayCutOffTime;
        const nextDay = p.nextDayCutOffTime;
        return own
          ? t`Same day ${sameDay} · Next day ${nextDay} · ${own} customised`
          : t`Same day ${sameDay} · Next day ${nextDay} · defaults`;
      }),
    },
    {
      to: WEB_ROUTES.pricing,
      title: t`Pricing rates`,
      icon: IconReceipt2,
      summary: summary(pricing, (model) => {
        const cheapest = formatMoney(Math.min(...model.rates.map((rate) => rate.baseFils)));
        const includedKg = model.includedWeightKg;
        return model.rates.length ? t`From ${cheapest} per order · ${includedKg} kg included` : t`No rates yet`;
      }),
    },
    {
      to: WEB_ROUTES.terms,
      title: t`Terms`,
      icon: IconFileText,
      summary: summary(company, (account) => {
        const isBusiness = account.clientType === 'business';
        if (!account.signedTermsAt) return isBusiness ? t`Business terms` : t`Personal terms`;
        const accepted = formatDate(account.signedTermsAt);
        return isBusiness ? t`Business terms, accepted ${accepted}` : t`Personal terms, accepted ${accepted}`;
      }),
    },
    {
      to: WEB_ROUTES.shippingProfile,
      title: t`Shipping profile`,
      icon: IconPackage,
      summary: summary(profile, (p) => {
        const parcel = p.parcel;
        const parts = [
          p.serviceKind ? i18n._(SERVICE_KIND_LABELS[p.serviceKind]) : undefined,
          parcel ? t`${parcel.name} ×${parcel.quantity}, ${parcel.weightKg} kg` : undefined,
        ].filter(Boolean);
        return parts.length ? parts.join(' · ') : t`No defaults: new orders start empty`;
      }),
    },
    {
      to: WEB_ROUTES.settings,
      title: t`Settings`,
      icon: IconSettings,
      summary: summary(settings, (s) => {
        const open = WEEKDAYS.filter((day) => s.openingHours[day].isOpen).length;
        const days = plural(open, { one: 'Open # day a week', other: 'Open # days a week' });
        const contact = s.contact.name;
        return contact ? t`${days} · Contact: ${contact} · Team` : t`${days} · Team`;
      }),
    },
  ];

  return (
    <AccountPage
      title={t`Account`}
      description={t`Your pickups, company, rates and how new orders start.`}
      backTo={null}
    >
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
          <IconChevronRight size={18} aria-hidden className={FLIP_IN_RTL} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
