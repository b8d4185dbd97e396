import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { formatIban, type PaymentInstructions } from '@sameday/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type BankTransfer = PaymentInstructions['bankTransfer'];

/** A value the payer types into their bank's form, with a button that copies it. */
function CopyableValue({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
          {shown}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            size="compact-sm"
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            aria-label={copied ? t`Copied ${label}` : t`Copy ${label}`}
            style={{ flexShrink: 0 }}
          >
            {copied ? t`Copied` : t`Copy`}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function Fact({ label, value, isLatin = false }: { label: string; value: string; isLatin?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{isLatin ? <bdi>{value}</bdi> : value}</Text>
    </div>
  );
}

/**
 * Where to send a transfer: our bank account and, for one invoice, the reference to quote (the
 * invoice number, which the invoice PDF prints too). Without an invoice, the reference is explained.
 */
export function BankTransferDetails({ bank, reference }: { bank: BankTransfer; reference?: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Fact label={t`Account name`} value={bank.accountName} isLatin />
      <Fact label={t`Bank`} value={bank.bankName} isLatin />
      <CopyableValue label="IBAN" value={bank.iban} shown={formatIban(bank.iban)} />
      {bank.swift && <Fact label="SWIFT/BIC" value={bank.swift} isLatin />}
      {reference ? (
        <CopyableValue label={t`Payment reference`} value={reference} />
      ) : (
        <Text size="sm">
          <Trans>
            <strong>Payment reference:</strong> the invoice number (for example{' '}
            <bdi style={{ whiteSpace: 'nowrap' }}>INV-202610-ABC123</bdi>), so we can match your transfer to the
            invoice.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
