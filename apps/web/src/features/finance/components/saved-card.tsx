import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { CARD_BRAND_LABELS, type PaymentMethod } from '@sameday/contract';
import { IconCreditCard } from '@tabler/icons-react';

/** "Visa ending 4242", in the page's language (the brand stays as it is written). */
export function cardName(card: PaymentMethod): string {
  const brand = CARD_BRAND_LABELS[card.brand];
  const last4 = card.last4;
  return t`${brand} ending ${last4}`;
}

const expiry = (card: PaymentMethod) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** "Visa ending 4242, expires 04/2029" */
export function cardWithExpiry(card: PaymentMethod): string {
  const name = cardName(card);
  const expires = expiry(card);
  return t`${name}, expires ${expires}`;
}

type Props = { card: PaymentMethod; onMakeDefault: () => void; onRemove: () => void };

/** A saved card: brand, last four digits, holder and expiry, whether it is the default, and its actions. */
export function SavedCard({ card, onMakeDefault, onRemove }: Props) {
  const { t: tr } = useLingui();
  const name = cardName(card);
  const holder = card.holderName;
  const expires = expiry(card);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCreditCard size={28} aria-hidden />
          <div>
            <Group gap={6}>
              <Text fw={600}>{name}</Text>
              {card.isDefault && (
                <Badge variant="light" tt="none" radius="sm">
                  <Trans context="card">Default</Trans>
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                <bdi>{holder}</bdi> · expires <bdi>{expires}</bdi>
              </Trans>
            </Text>
            {!card.canPay && (
              <Text size="xs" c="dimmed">
                <Trans>Saved before card payments opened: it can&rsquo;t pay invoices.</Trans>
              </Text>
            )}
          </div>
        </Group>
        <Group gap="xs">
          {!card.isDefault && (
            <Button
              variant="default"
              size="compact-sm"
              onClick={onMakeDefault}
              aria-label={tr`Make ${name} the default`}
            >
              <Trans>Make default</Trans>
            </Button>
          )}
          <Button variant="subtle" color="red.9" size="compact-sm" onClick={onRemove} aria-label={tr`Remove ${name}`}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
