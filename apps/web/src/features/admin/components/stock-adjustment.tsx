import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  AdjustmentInputSchema,
  FULFILMENT_LOCATIONS,
  type FulfilmentLocation,
  type InventoryItem,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { fulfilmentLocationName } from '../../../entities/fulfilment-order';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAdjustStock } from '../api/fulfilment-ops-api';

const locations = () => FULFILMENT_LOCATIONS.map((value) => ({ value, label: fulfilmentLocationName(value) }));
const kinds = () => [
  { value: 'adjustment', label: t`Adjustment (count, damage, loss)` },
  { value: 'return_to_stock', label: t`Return to stock` },
];

/** Correct an account's on-hand stock of one SKU at one warehouse, with the reason kept in the ledger. */
export function StockAdjustment({ accountId: chosenAccount }: { accountId?: string }) {
  const { t } = useLingui();
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
    if (!sku.trim()) found.sku = t`This field is required`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    adjust.mutate(
      { sku: sku.trim(), body },
      {
        onSuccess: (item) => {
          setResult(item);
          setDelta('');
          setReason('');
          showToast({ message: t`Stock of ${item.sku} adjusted`, tone: 'success' });
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
                label={t`Account id`}
                required
                value={accountId}
                error={errors.accountId}
                onChange={(event) => setAccountId(event.currentTarget.value)}
              />
              <TextInput
                label={t`SKU`}
                required
                value={sku}
                error={errors.sku}
                onChange={(event) => setSku(event.currentTarget.value)}
              />
              <Select
                label={t`Warehouse`}
                data={locations()}
                value={location}
                allowDeselect={false}
                onChange={(value) => value && setLocation(value as FulfilmentLocation)}
              />
              <NumberInput
                label={t`Change in units`}
                description={t`Negative takes units off the shelf`}
                required
                allowDecimal={false}
                value={delta}
                error={errors.delta}
                onChange={setDelta}
              />
              <Select
                label={t`Kind`}
                data={kinds()}
                value={kind}
                allowDeselect={false}
                onChange={(value) => value && setKind(value as 'adjustment' | 'return_to_stock')}
              />
              <TextInput
                label={t`Reason`}
                required
                value={reason}
                error={errors.reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </SimpleGrid>
            {adjust.isError && (
              <FormAlert title={t`Not adjusted`}>{translateContractText(serverMessage(adjust.error))}</FormAlert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={adjust.isPending}>
                <Trans>Adjust stock</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && (
        <Paper withBorder radius="md" p="md" role="status" aria-label={t`Stock after the adjustment`}>
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
