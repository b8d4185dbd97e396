import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { EMIRATES, MAIN_EMIRATES, type PricingModel, SERVICE_KINDS, type ServiceKind } from '@sameday/contract';
import { useState } from 'react';
import { EMIRATE_LABELS, SERVICE_KIND_LABELS } from '../../entities/places';
import { usePricingModel } from '../../entities/pricing-model';
import { formatMoney, translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { useQuote } from './api/quote-order';

const ZONES = ['main', 'other'] as const;

/** /account/pricing: the account's rate card, and a calculator on the quote call. */
export default function PricingPage() {
  const { t } = useLingui();
  const model = usePricingModel();
  let body: React.ReactNode;
  if (model.isPending) body = <LoadingBlock label={t`Loading your rates`} />;
  else if (model.error || !model.data)
    body = <LoadFailed what={t`your rates`} error={model.error} onRetry={() => void model.refetch()} />;
  else
    body = (
      <>
        <RateCard model={model.data} />
        <Calculator />
      </>
    );
  return (
    <AccountPage
      title={t`Pricing rates`}
      description={t`Your rate card: the price of an order by service and destination, in AED. Invoices and the quote on every order use it.`}
    >
      {body}
    </AccountPage>
  );
}

function RateCard({ model }: { model: PricingModel }) {
  const { t, i18n } = useLingui();
  const zoneLabel = (zone: (typeof ZONES)[number]) => {
    if (zone === 'other') return t`Other emirates`;
    const [first, second] = MAIN_EMIRATES.map((emirate) => i18n._(EMIRATE_LABELS[emirate]));
    return t`${first} and ${second}`;
  };
  const includedKg = model.includedWeightKg;
  const codFee = formatMoney(model.codFeeFils);
  const rate = (kind: ServiceKind, zone: 'main' | 'other') =>
    model.rates.find((r) => r.serviceKind === kind && r.zone === zone);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" miw={300} aria-label={t`Base price per order`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Service`}</Table.Th>
              {ZONES.map((zone) => (
                <Table.Th key={zone} scope="col" ta="end">
                  {zoneLabel(zone)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SERVICE_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Th scope="row">{i18n._(SERVICE_KIND_LABELS[kind])}</Table.Th>
                {ZONES.map((zone) => {
                  const found = rate(kind, zone);
                  return (
                    <Table.Td key={zone} ta="end" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {found ? (
                        <bdi>{formatMoney(found.baseFils)}</bdi>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          <Trans>Not offered</Trans>
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t`Included weight`} value={t`${includedKg} kg per order`} />
        <Fact label={t`Each extra kg`} value={formatMoney(model.perExtraKgFils)} />
        <Fact label={t`Cash on delivery fee`} value={t`${codFee} per order`} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>The chargeable weight is the parcels' total, rounded up to the next whole kilogram.</Trans>
      </Text>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

function Calculator() {
  const { t, i18n } = useLingui();
  const quote = useQuote();
  const [serviceKind, setServiceKind] = useState<ServiceKind>('same_day');
  const [emirate, setEmirate] = useState<(typeof EMIRATES)[number]>('Dubai');
  const [weight, setWeight] = useState('1');
  const [isCod, setIsCod] = useState(false);
  const [error, setError] = useState<string>();

  const calculate = async (event: React.FormEvent) => {
    event.preventDefault();
    const weightKg = Number(weight.replace(',', '.'));
    if (!Number.isFinite(weightKg) || weightKg <= 0 || weightKg > 100) {
      setError(t`Enter a weight between 0 and 100 kg`);
      return;
    }
    setError(undefined);
    quote.mutate({
      serviceKind,
      destinationEmirate: emirate,
      items: [{ quantity: 1, weightKg }],
      isCashOnDelivery: isCod,
    });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="calculator-title">
      <form noValidate onSubmit={calculate}>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="calculator-title">
            <Trans>Price calculator</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t`Service`}
              data={SERVICE_KINDS.map((kind) => ({ value: kind, label: i18n._(SERVICE_KIND_LABELS[kind]) }))}
              value={serviceKind}
              allowDeselect={false}
              onChange={(value) => value && setServiceKind(value as ServiceKind)}
            />
            <Select
              label={t`Destination emirate`}
              data={EMIRATES.map((value) => ({ value, label: i18n._(EMIRATE_LABELS[value]) }))}
              value={emirate}
              allowDeselect={false}
              onChange={(value) => value && setEmirate(value as (typeof EMIRATES)[number])}
            />
            <TextInput
              label={t`Total weight (kg)`}
              inputMode="decimal"
              value={weight}
              onChange={(event) => setWeight(event.currentTarget.value)}
              error={error}
            />
          </SimpleGrid>
          <Group justify="space-between" align="center">
            <Switch
              label={t`Cash on delivery`}
              checked={isCod}
              onChange={(event) => setIsCod(event.currentTarget.checked)}
            />
            <Button type="submit" variant="light" loading={quote.isPending}>
              <Trans>Calculate</Trans>
            </Button>
          </Group>
          <div aria-live="polite">
            {quote.data && <QuoteLine quote={quote.data} />}
            {quote.error && (
              <Text c="red.9" size="sm">
                {translateContractText(serverMessage(quote.error, t`Could not work out the price.`))}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

type QuoteAnswer = NonNullable<ReturnType<typeof useQuote>['data']>;

/** "AED 30.00 (AED 25.00 base, AED 5.00 weight for 2 kg, AED 0.00 cash on delivery)" */
function QuoteLine({ quote }: { quote: QuoteAnswer }) {
  const base = formatMoney(quote.baseFils);
  const weight = formatMoney(quote.weightFils);
  const kg = quote.chargeableWeightKg;
  const cod = formatMoney(quote.codFeeFils);
  return (
    <Text>
      <Text span fw={700}>
        <bdi>{formatMoney(quote.totalFils)}</bdi>
      </Text>{' '}
      <Text span size="sm" c="dimmed">
        <Trans>
          (<bdi>{base}</bdi> base, <bdi>{weight}</bdi> weight for {kg} kg, <bdi>{cod}</bdi> cash on delivery)
        </Trans>
      </Text>
    </Text>
  );
}
