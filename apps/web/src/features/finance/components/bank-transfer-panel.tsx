import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { LoadingBlock } from '../../../shared/ui/page';
import { usePaymentInstructions } from '../api/payments-api';
import { BankTransferDetails } from './bank-transfer-details';

/**
 * Our bank account, beside the invoices: a transfer quotes the invoice number as its reference.
 * When cards are not taken, it says so: the transfer is then the way to pay.
 */
export function BankTransferPanel() {
  const { t } = useLingui();
  const instructions = usePaymentInstructions();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="bank-transfer-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="bank-transfer-title">
          <Trans>Pay by bank transfer</Trans>
        </Title>
        {instructions.isPending ? (
          <LoadingBlock label={t`Loading our bank details`} />
        ) : instructions.isError ? (
          <Text size="sm" c="red.9">
            <Trans>Our bank details could not be loaded.</Trans>{' '}
            {translateContractText(serverMessage(instructions.error, t`Check your connection and try again.`))}
          </Text>
        ) : (
          <>
            {!instructions.data.isCardPaymentOpen && (
              <Text size="sm">
                <Trans>Card payment is not offered at the moment: please pay by bank transfer.</Trans>
              </Text>
            )}
            <BankTransferDetails bank={instructions.data.bankTransfer} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
