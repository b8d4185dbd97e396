import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CARD_ENTRY_ELSEWHERE, type PaymentMethod } from '@sameday/contract';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../shared/api';
import { translateContractText } from '../../shared/i18n';
import { runtimeConfig } from '../../shared/runtime-config';
import { EmptyPanel, LoadingRows } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useChangePaymentMethod, usePaymentMethods } from './api/finance-api';
import { usePaymentInstructions } from './api/payments-api';
import { CardList } from './components/card-list';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';
import { RemoveCardDialog } from './components/remove-card-dialog';
import { cardName, SavedCard } from './components/saved-card';

/**
 * /finance/payment-methods: saved cards (brand, last four digits, expiry), the default and removal.
 * No card is typed here: card numbers never reach Sameday (docs/decisions/014-no-card-data.md).
 */
export default function PaymentMethodsPage() {
  const { t } = useLingui();
  const cards = usePaymentMethods();
  const change = useChangePaymentMethod();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const run = async (card: PaymentMethod, action: 'default' | 'remove') => {
    try {
      await change.mutateAsync({ id: card.id, action });
      const name = cardName(card);
      showToast({
        message: action === 'default' ? t`${name} is now the default.` : t`${name} removed.`,
        tone: 'success',
      });
      setRemoving(null);
    } catch (error) {
      showToast({
        message: isApiError(error) ? translateContractText(error.message) : t`That did not work. Try again.`,
        tone: 'error',
      });
    }
  };
  return (
    <FinanceLayout
      title={t`Finance`}
      description={t`Cards for paying your invoices. We keep the brand, the last four digits and the expiry, never the number.`}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <Trans>Saved cards</Trans>
          </Title>
          {cards.isPending ? (
            <LoadingRows label={t`Loading saved cards`} rows={2} />
          ) : cards.isError ? (
            <FinanceLoadFailed what={t`your saved cards`} error={cards.error} onRetry={() => void cards.refetch()} />
          ) : cards.data.length === 0 ? (
            <EmptyPanel title={t`No saved cards`}>
              <Trans>
                Cards you save while paying an invoice on the payment provider&rsquo;s secure page are listed here.
              </Trans>
            </EmptyPanel>
          ) : (
            <CardList gap="xs">
              {cards.data.map((card) => (
                <SavedCard
                  key={card.id}
                  card={card}
                  onMakeDefault={() => run(card, 'default')}
                  onRemove={() => setRemoving(card)}
                />
              ))}
            </CardList>
          )}
        </Stack>
        <CardPaymentsNote />
      </SimpleGrid>
      <RemoveCardDialog
        card={removing}
        isRemoving={change.isPending}
        onRemove={(card) => run(card, 'remove')}
        onClose={() => setRemoving(null)}
      />
    </FinanceLayout>
  );
}

/** Where cards are taken: on the payment provider's secure page, never in a form of ours. */
function CardPaymentsNote() {
  const financeEmail = runtimeConfig().financeEmail;
  const isCardPaymentOpen = usePaymentInstructions().data?.isCardPaymentOpen;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="card-payments-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconLock size={24} aria-hidden />
          <Title order={2} fz="h4" id="card-payments-title">
            <Trans>Paying by card</Trans>
          </Title>
        </Group>
        <Text>{translateContractText(CARD_ENTRY_ELSEWHERE)}</Text>
        {isCardPaymentOpen === false && (
          <Text size="sm">
            <Trans>Card payment is not offered at the moment: please pay by bank transfer.</Trans>
          </Text>
        )}
        {isCardPaymentOpen && (
          <Text size="sm">
            <Trans>
              To save a card, pay an invoice by card and tick &ldquo;Save this card&rdquo; on the payment
              provider&rsquo;s page. We keep the provider&rsquo;s token of the card with its brand, last four digits and
              expiry, and you can then pay later invoices with it.
            </Trans>
          </Text>
        )}
        {financeEmail && (
          <Text size="sm">
            <Trans>Questions about paying an invoice?</Trans>{' '}
            <Anchor href={`mailto:${financeEmail}`} underline="always" dir="ltr">
              {financeEmail}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
