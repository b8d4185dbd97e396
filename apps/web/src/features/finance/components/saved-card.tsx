import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { CARD_BRAND_LABELS, type PaymentMethod } from '@sameday/contract';
import { IconCreditCard } from '@tabler/icons-react';

export const cardName = (card: PaymentMethod) => `${CARD_BRAND_LABELS[card.brand]} ending ${card.last4}`;

type Props = { card: PaymentMethod; onMakeDefault: () => void; onRemove: () => void };

/** A saved card: brand, last four digits, holder and expiry, whether it is the default, and its actions. */
export function SavedCard({ card, onMakeDefault, onRemove }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCreditCard size={28} aria-hidden />
          <div>
            <Group gap={6}>
              <Text fw={600}>{cardName(card)}</Text>
              {card.isDefault && (
                <Badge variant="light" tt="none" radius="sm">
                  Default
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {card.holderName} · expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </Text>
            {!card.canPay && (
              <Text size="xs" c="dimmed">
                Saved before card payments opened: it can&rsquo;t pay invoices.
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
              aria-label={`Make ${cardName(card)} the default`}
            >
              Make default
            </Button>
          )}
          <Button
            variant="subtle"
            color="red.9"
            size="compact-sm"
            onClick={onRemove}
            aria-label={`Remove ${cardName(card)}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
