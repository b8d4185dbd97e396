import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  AdjustmentInputSchema,
  FULFILMENT_LOCATION_LABELS,
  FULFILMENT_LOCATIONS,
  type FulfilmentLocation,
  type InventoryItem,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAdjustStock } from '../api/fulfilment-ops-api';
import { issuesByPath } from '../lib/issues';

const LOCATIONS = FULFILMENT_LOCATIONS.map((value) => ({ value, label: FULFILMENT_LOCATION_LABELS[value] }));
const KINDS = [
  { value: 'adjustment', label: 'Adjustment (count, damage, loss)' },
  { value: 'return_to_stock', label: 'Return to stock' },
];

/** Correct an account's on-hand stock of one SKU at one warehouse, with the reason kept in the ledger. */
export function StockAdjustment({ accountId: chosenAccount }: { accountId?: string }) {
  const [accountId, setAccountId] = useState(chosenAccount ?? '');
  const [sku, setSku] = useState('');
  const [location, setLocation] = useState<FulfilmentLocation>('dubai');
  const [delta, setDelta] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<'adjustment' | 'return_to_stock'>('adjustment');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<InventoryItem>();
  const adjust = useAdjustStock();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      accountId: accountId.trim(),
      location,
      delta: delta === '' ? Number.NaN : Number(delta),
      reason: reason.trim(),
      kind,
    };
    const parsed = AdjustmentInputSchema.safeParse(body);
    const found = parsed.success ? {} : issuesByPath(parsed.error);
    if (!sku.trim()) found.sku = 'This field is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    adjust.mutate(
      { sku: sku.trim(), body },
      {
        onSuccess: (item) => {
          setResult(item);
          setDelta('');
          setReason('');
          showToast({ message: `Stock of ${item.sku} adjusted`, tone: 'success' });
        },
      },
    );
  };
  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Account id"
                required
                value={accountId}
                error={errors.accountId}
                onChange={(event) => setAccountId(event.currentTarget.value)}
              />
              <TextInput
                label="SKU"
                required
                value={sku}
                error={errors.sku}
                onChange={(event) => setSku(event.currentTarget.value)}
              />
              <Select
                label="Warehouse"
                data={LOCATIONS}
                value={location}
                allowDeselect={false}
                onChange={(value) => value && setLocation(value as FulfilmentLocation)}
              />
              <NumberInput
                label="Change in units"
                description="Negative takes units off the shelf"
                required
                allowDecimal={false}
                value={delta}
                error={errors.delta}
                onChange={setDelta}
              />
              <Select
                label="Kind"
                data={KINDS}
                value={kind}
                allowDeselect={false}
                onChange={(value) => value && setKind(value as 'adjustment' | 'return_to_stock')}
              />
              <TextInput
                label="Reason"
                required
                value={reason}
                error={errors.reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </SimpleGrid>
            {adjust.isError && <FormAlert title="Not adjusted">{serverMessage(adjust.error)}</FormAlert>}
            <Group justify="flex-end">
              <Button type="submit" loading={adjust.isPending}>
                Adjust stock
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && (
        <Paper withBorder radius="md" p="md" role="status" aria-label="Stock after the adjustment">
          <Text fw={600}>
            {result.sku}{' '}
            <Text span c="dimmed" size="sm" dir="auto">
              {result.productName}
            </Text>
          </Text>
          <Text size="sm">
            On hand {result.onHand} · reserved {result.reserved} · available {result.available}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
