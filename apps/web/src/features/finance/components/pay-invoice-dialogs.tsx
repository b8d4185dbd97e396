import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type Invoice, PAYMENT_RETURN_QUERY, type PaymentMethod } from '@sameday/contract';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { LoadingBlock } from '../../../shared/ui/page';
import { showToast } from '../../../shared/ui/toast';
import { usePaymentMethods } from '../api/finance-api';
import { goToPaymentPage, useOpenCheckout, usePaymentInstructions, usePayWithSavedCard } from '../api/payments-api';
import { BankTransferDetails } from './bank-transfer-details';
import { cardWithExpiry } from './saved-card';

export type PayMethod = 'card' | 'transfer';
type Paying = { invoice: Invoice; method: PayMethod } | null;

/**
 * Paying an invoice from a list: by card on the payment provider's page (or with a saved card, the
 * provider's token), or by bank transfer quoting the invoice number. The page keeps one of these.
 * Cards are offered only once the server says it takes them (a payment provider is configured).
 */
export function usePayInvoice(returnTo: 'invoices' | 'outstanding') {
  const { t } = useLingui();
  const [paying, setPaying] = useState<Paying>(null);
  const isCardPaymentOpen = usePaymentInstructions().data?.isCardPaymentOpen === true;
  const cards = usePaymentMethods();
  const checkout = useOpenCheckout();
  const chargeable = (cards.data ?? []).filter((card) => card.canPay);

  const openProviderPage = async (invoice: Invoice) => {
    try {
      const { checkoutUrl } = await checkout.mutateAsync({ invoiceId: invoice.id, returnTo });
      goToPaymentPage(checkoutUrl);
    } catch (error) {
      showToast({
        message: translateContractText(serverMessage(error, t`The payment page could not be opened. Try again.`)),
        tone: 'error',
      });
    }
  };
  const start = (invoice: Invoice, method: PayMethod) => {
    if (method === 'card' && !isCardPaymentOpen) return;
    if (method === 'card' && chargeable.length === 0) return void openProviderPage(invoice);
    setPaying({ invoice, method });
  };
  const close = () => setPaying(null);
  const dialogs = (
    <>
      <CardDialog
        invoice={paying?.method === 'card' ? paying.invoice : null}
        cards={chargeable}
        isOpeningPage={checkout.isPending}
        onNewCard={(invoice) => void openProviderPage(invoice)}
        onClose={close}
      />
      <TransferDialog invoice={paying?.method === 'transfer' ? paying.invoice : null} onClose={close} />
    </>
  );
  return {
    start,
    dialogs,
    isCardPaymentOpen,
    openingInvoiceId: checkout.isPending ? checkout.variables?.invoiceId : undefined,
  };
}

type CardDialogProps = {
  invoice: Invoice | null;
  cards: PaymentMethod[];
  isOpeningPage: boolean;
  onNewCard: (invoice: Invoice) => void;
  onClose: () => void;
};

/** A saved card or a new one on the provider's page. */
function CardDialog({ invoice, cards, isOpeningPage, onNewCard, onClose }: CardDialogProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [, setSearchParams] = useSearchParams();
  const pay = usePayWithSavedCard();
  const cardId = chosen ?? cards.find((card) => card.isDefault)?.id ?? cards[0]?.id ?? null;
  const card = cards.find((entry) => entry.id === cardId);
  const closeAll = () => {
    setChosen(null);
    setDeclined(null);
    onClose();
  };
  const payWithSaved = async () => {
    if (!invoice || !card) return;
    setDeclined(null);
    try {
      const result = await pay.mutateAsync({ invoiceId: invoice.id, paymentMethodId: card.id });
      if (result.status === 'declined') return setDeclined(translateContractText(result.message));
      closeAll();
      // The same notice as a return from the provider's page: it waits for the webhook's confirmation.
      setSearchParams({ [PAYMENT_RETURN_QUERY.outcome]: 'success', [PAYMENT_RETURN_QUERY.invoice]: invoice.id });
    } catch (error) {
      setDeclined(translateContractText(serverMessage(error, t`The payment could not be sent. Try again.`)));
    }
  };
  return (
    <Modal opened={invoice !== null} onClose={closeAll} title={t`Pay by card`} centered>
      {invoice && (
        <Stack gap="md">
          <Text size="sm">
            <InvoiceAmount invoice={invoice} />
          </Text>
          <Radio.Group label={t`Saved cards`} value={cardId} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {cards.map((entry) => (
                <Radio key={entry.id} value={entry.id} label={cardWithExpiry(entry)} />
              ))}
            </Stack>
          </Radio.Group>
          {declined && (
            <Alert color="red" variant="light" role="alert" title={t`Not paid`}>
              {declined}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" loading={isOpeningPage} onClick={() => onNewCard(invoice)}>
              <Trans>Use another card</Trans>
            </Button>
            <Button loading={pay.isPending} disabled={!card} onClick={() => void payWithSaved()}>
              <Trans>Pay {formatMoney(invoice.totalFils)}</Trans>
            </Button>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              <Trans>Another card is typed on our payment provider&rsquo;s secure page, never into Sameday.</Trans>
            </Text>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Our bank account and the reference to quote: the invoice number. */
function TransferDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useLingui();
  const instructions = usePaymentInstructions();
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t`Pay by bank transfer`} centered>
      {invoice && (
        <Stack gap="md">
          <Text size="sm">
            <TransferSentence invoice={invoice} />
          </Text>
          {instructions.isPending ? (
            <LoadingBlock label={t`Loading our bank details`} />
          ) : instructions.isError ? (
            <Alert color="red" variant="light" title={t`Bank details not loaded`}>
              {translateContractText(serverMessage(instructions.error, t`Check your connection and try again.`))}
            </Alert>
          ) : (
            <BankTransferDetails bank={instructions.data.bankTransfer} reference={invoice.number} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** "Invoice INV-…: AED 1,234.50" */
function InvoiceAmount({ invoice }: { invoice: Invoice }) {
  const number = invoice.number;
  const amount = formatMoney(invoice.totalFils);
  return (
    <Trans>
      Invoice{' '}
      <strong>
        <bdi>{number}</bdi>
      </strong>
      :{' '}
      <strong>
        <bdi>{amount}</bdi>
      </strong>
    </Trans>
  );
}

function TransferSentence({ invoice }: { invoice: Invoice }) {
  const number = invoice.number;
  const amount = formatMoney(invoice.totalFils);
  return (
    <Trans>
      Transfer{' '}
      <strong>
        <bdi>{amount}</bdi>
      </strong>{' '}
      for invoice{' '}
      <strong>
        <bdi>{number}</bdi>
      </strong>
      , quoting the reference below. The invoice shows as paid once our finance team has matched the transfer.
    </Trans>
  );
}
