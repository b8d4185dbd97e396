import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import {
  EMIRATES,
  formatAed,
  MAIN_EMIRATES,
  type PricingModel,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
} from '@sameday/contract';
import { useState } from 'react';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { usePricingModel, useQuote } from './api/account-settings';

const ZONES = [
  { zone: 'main', label: `${MAIN_EMIRATES.join(' and ')}` },
  { zone: 'other', label: 'Other emirates' },
] as const;

/** /account/pricing: the account's rate card, and a calculator on the quote call. */
export default function PricingPage() {
  const model = usePricingModel();
  let body: React.ReactNode;
  if (model.isPending) body = <LoadingBlock label="Loading your rates" />;
  else if (model.error || !model.data)
    body = <LoadFailed what="your rates" error={model.error} onRetry={() => void model.refetch()} />;
  else
    body = (
      <>
        <RateCard model={model.data} />
        <Calculator />
      </>
    );
  return (
    <AccountPage
      title="Pricing rates"
      description="Your rate card: the price of an order by service and destination, in AED. Invoices and the quote on every order use it."
    >
      {body}
    </AccountPage>
  );
}

function RateCard({ model }: { model: PricingModel }) {
  const rate = (kind: ServiceKind, zone: 'main' | 'other') =>
    model.rates.find((r) => r.serviceKind === kind && r.zone === zone);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" miw={300} aria-label="Base price per order">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Service</Table.Th>
              {ZONES.map(({ zone, label }) => (
                <Table.Th key={zone} scope="col" ta="right">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SERVICE_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Th scope="row">{SERVICE_KIND_LABELS[kind]}</Table.Th>
                {ZONES.map(({ zone }) => {
                  const found = rate(kind, zone);
                  return (
                    <Table.Td key={zone} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {found ? (
                        formatAed(found.baseFils)
                      ) : (
                        <Text span size="sm" c="dimmed">
                          Not offered
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
        <Fact label="Included weight" value={`${model.includedWeightKg} kg per order`} />
        <Fact label="Each extra kg" value={formatAed(model.perExtraKgFils)} />
        <Fact label="Cash on delivery fee" value={`${formatAed(model.codFeeFils)} per order`} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        The chargeable weight is the parcels' total, rounded up to the next whole kilogram.
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
      setError('Enter a weight between 0 and 100 kg');
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
            Price calculator
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label="Service"
              data={SERVICE_KINDS.map((kind) => ({ value: kind, label: SERVICE_KIND_LABELS[kind] }))}
              value={serviceKind}
              allowDeselect={false}
              onChange={(value) => value && setServiceKind(value as ServiceKind)}
            />
            <Select
              label="Destination emirate"
              data={[...EMIRATES]}
              value={emirate}
              allowDeselect={false}
              onChange={(value) => value && setEmirate(value as (typeof EMIRATES)[number])}
            />
            <TextInput
              label="Total weight (kg)"
              inputMode="decimal"
              value={weight}
              onChange={(event) => setWeight(event.currentTarget.value)}
              error={error}
            />
          </SimpleGrid>
          <Group justify="space-between" align="center">
            <Switch
              label="Cash on delivery"
              checked={isCod}
              onChange={(event) => setIsCod(event.currentTarget.checked)}
            />
            <Button type="submit" variant="light" loading={quote.isPending}>
              Calculate
            </Button>
          </Group>
          <div aria-live="polite">
            {quote.data && (
              <Text>
                <Text span fw={700}>
                  {formatAed(quote.data.totalFils)}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  ({formatAed(quote.data.baseFils)} base, {formatAed(quote.data.weightFils)} weight for{' '}
                  {quote.data.chargeableWeightKg} kg, {formatAed(quote.data.codFeeFils)} cash on delivery)
                </Text>
              </Text>
            )}
            {quote.error && (
              <Text c="red.9" size="sm">
                {serverMessage(quote.error, 'Could not work out the price.')}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
