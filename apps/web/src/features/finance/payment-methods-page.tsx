import { Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CARD_BRAND_LABELS, CARD_ENTRY_ELSEWHERE, type PaymentMethod } from '@sameday/contract';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../shared/api';
import { runtimeConfig } from '../../shared/runtime-config';
import { EmptyPanel, LoadingRows } from '../../shared/ui/query-states';
import { showToast } from '../../shared/ui/toast';
import { useChangePaymentMethod, usePaymentMethods } from './api/finance-api';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';

const cardName = (card: PaymentMethod) => `${CARD_BRAND_LABELS[card.brand]} ending ${card.last4}`;

/**
 * /finance/payment-methods: saved cards (brand, last four digits, expiry), the default and removal.
 * No card is typed here: card numbers never reach Sameday (docs/decisions/014-no-card-data.md).
 */
export default function PaymentMethodsPage() {
  const cards = usePaymentMethods();
  const change = useChangePaymentMethod();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const run = async (card: PaymentMethod, action: 'default' | 'remove') => {
    try {
      await change.mutateAsync({ id: card.id, action });
      showToast({
        message: action === 'default' ? `${cardName(card)} is now the default.` : `${cardName(card)} removed.`,
        tone: 'success',
      });
      setRemoving(null);
    } catch (error) {
      showToast({ message: isApiError(error) ? error.message : 'That did not work. Try again.', tone: 'error' });
    }
  };
  return (
    <FinanceLayout
      title="Finance"
      description="Cards for paying your invoices. We keep the brand, the last four digits and the expiry, never the number."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Saved cards
          </Title>
          {cards.isPending ? (
            <LoadingRows label="Loading saved cards" rows={2} />
          ) : cards.isError ? (
            <FinanceLoadFailed what="your saved cards" error={cards.error} onRetry={() => void cards.refetch()} />
          ) : cards.data.length === 0 ? (
            <EmptyPanel title="No saved cards">
              Once card payments open, the cards you add on the payment provider&rsquo;s secure page are listed here.
            </EmptyPanel>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {cards.data.map((card) => (
                <Paper key={card.id} withBorder radius="md" p="md" component="li">
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
                      </div>
                    </Group>
                    <Group gap="xs">
                      {!card.isDefault && (
                        <Button
                          variant="default"
                          size="compact-sm"
                          onClick={() => run(card, 'default')}
                          aria-label={`Make ${cardName(card)} the default`}
                        >
                          Make default
                        </Button>
                      )}
                      <Button
                        variant="subtle"
                        color="red.9"
                        size="compact-sm"
                        onClick={() => setRemoving(card)}
                        aria-label={`Remove ${cardName(card)}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
        <CardPaymentsNote />
      </SimpleGrid>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove card" centered>
        {removing && (
          <>
            <Text size="sm">
              Remove {cardName(removing)}? {removing.isDefault ? 'Your newest other card becomes the default.' : ''}
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red.9" loading={change.isPending} onClick={() => run(removing, 'remove')}>
                Remove card
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </FinanceLayout>
  );
}

/** Where cards are taken: on the payment provider's secure page, never in a form of ours. */
function CardPaymentsNote() {
  const financeEmail = runtimeConfig().financeEmail;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="card-payments-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconLock size={24} aria-hidden />
          <Title order={2} fz="h4" id="card-payments-title">
            Paying by card
          </Title>
        </Group>
        <Text>{CARD_ENTRY_ELSEWHERE}</Text>
        <Text size="sm" c="dimmed">
          Adding a card is not open yet. Your saved cards stay listed here, and you can choose the default or remove
          one.
        </Text>
        {financeEmail && (
          <Text size="sm">
            Questions about paying an invoice?{' '}
            <Anchor href={`mailto:${financeEmail}`} underline="always">
              {financeEmail}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
