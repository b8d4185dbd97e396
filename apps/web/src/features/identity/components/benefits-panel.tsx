import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { type AccountType, MARKETING_CLAIMS } from '@sameday/contract';
import {
  IconCash,
  IconClockHour4,
  IconHandFinger,
  IconHeadset,
  IconPlugConnected,
  IconRosetteDiscountCheck,
  IconRoute,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useId } from 'react';
import { translateContractText } from '../../../shared/i18n/i18n';

/** A benefit: one of the contract's marketing claims (translated on display), or the panel's own line. */
type Benefit = { icon: typeof IconCash; text: string | MessageDescriptor };

const BENEFITS: Record<AccountType, { title: MessageDescriptor; intro: MessageDescriptor; items: Benefit[] }> = {
  business: {
    title: msg`Why merchants ship with Sameday`,
    intro: msg`Deliver faster across the UAE without running your own fleet.`,
    items: [
      { icon: IconClockHour4, text: MARKETING_CLAIMS.dubai },
      { icon: IconTruckDelivery, text: MARKETING_CLAIMS.uae },
      { icon: IconRosetteDiscountCheck, text: MARKETING_CLAIMS.deliverySuccessRate },
      { icon: IconHeadset, text: MARKETING_CLAIMS.support },
      { icon: IconCash, text: msg`Cash on delivery collected for you` },
      { icon: IconPlugConnected, text: msg`Bulk upload and shop integrations` },
    ],
  },
  personal: {
    title: msg`Sending made simple`,
    intro: msg`Get a parcel across town or across the Emirates, today.`,
    items: [
      { icon: IconHandFinger, text: msg`Send a parcel in a few taps` },
      { icon: IconClockHour4, text: MARKETING_CLAIMS.dubai },
      { icon: IconRoute, text: msg`Track every step` },
      { icon: IconHeadset, text: MARKETING_CLAIMS.support },
    ],
  },
};

/** What the chosen account type gets; beside the form on wide screens. */
function useBenefits(accountType: AccountType) {
  const { t } = useLingui();
  const benefits = BENEFITS[accountType];
  return {
    title: t(benefits.title),
    intro: t(benefits.intro),
    items: benefits.items.map(({ icon, text }) => ({
      icon,
      text: typeof text === 'string' ? translateContractText(text) : t(text),
    })),
  };
}

export function BenefitsPanel({ accountType }: { accountType: AccountType }) {
  const benefits = useBenefits(accountType);
  return (
    <Paper
      radius="lg"
      p="xl"
      c="white"
      style={{
        background: 'linear-gradient(145deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)',
      }}
    >
      <Title order={2} fz="h3" c="white">
        {benefits.title}
      </Title>
      <Text mt={6} c="brand.1">
        {benefits.intro}
      </Text>
      <List spacing="md" mt="lg" listStyleType="none" center>
        {benefits.items.map(({ icon: Icon, text }) => (
          <List.Item
            key={text}
            icon={
              <ThemeIcon size={34} radius="md" color="white" variant="white" c="brand.8" aria-hidden>
                <Icon size={19} />
              </ThemeIcon>
            }
          >
            <Text fw={500} c="white">
              {text}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** The same benefits, compact, under the form on narrow screens. */
export function CompactBenefits({ accountType }: { accountType: AccountType }) {
  const benefits = useBenefits(accountType);
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      bg="gray.0"
      p="md"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text id={titleId} fw={600} size="sm" mb="xs">
        {benefits.title}
      </Text>
      <List spacing={6} listStyleType="none" center size="sm">
        {benefits.items.map(({ icon: Icon, text }) => (
          <List.Item key={text} icon={<Icon size={16} color="var(--mantine-color-brand-7)" aria-hidden />}>
            {text}
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
