import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatCount } from '../../../shared/i18n';
import { useProducts } from '../api/fulfilment-api';

export type Line = { key: number; sku: string | null; quantity: number | string };
let nextKey = 1;
export const newLine = (sku: string | null = null, quantity: number | string = 1): Line => ({
  key: nextKey++,
  sku,
  quantity,
});

type Props = {
  legend: string;
  lines: Line[];
  onChange: (lines: Line[]) => void;
  errors: Record<string, string>;
  /** The errors' path prefix: 'components' or 'lines'. */
  path: string;
  kind: 'product' | 'all';
  /** Shows each product's available stock beside its name. */
  showsAvailable?: boolean;
};

/** Lines of SKU and quantity: a bundle's components, or a fulfilment order's lines. */
export function SkuLines({ legend, lines, onChange, errors, path, kind, showsAvailable }: Props) {
  const { t } = useLingui();
  const products = useProducts({ kind, limit: 200, sort: 'name' });
  const options = (products.data?.products ?? []).map((product) => {
    const available = formatCount(product.stock.available);
    return {
      value: product.sku,
      label: showsAvailable
        ? t`${product.sku} · ${product.name} · ${available} available`
        : `${product.sku} · ${product.name}`,
    };
  });
  const update = (key: number, change: Partial<Line>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {legend}
      </Text>
      {lines.map((line, index) => {
        const position = index + 1;
        return (
          <Group key={line.key} align="flex-start" gap="xs" wrap="nowrap">
            <Select
              label={t`Product ${position}`}
              placeholder={products.isPending ? t`Loading products…` : t`Choose a product`}
              data={options}
              value={line.sku}
              searchable
              nothingFoundMessage={t`No product with this SKU or name`}
              onChange={(sku) => update(line.key, { sku })}
              error={errors[`${path}.${index}.sku`]}
              style={{ flex: 1, minWidth: 0 }}
            />
            <NumberInput
              label={t`Quantity`}
              min={1}
              allowDecimal={false}
              value={line.quantity}
              onChange={(quantity) => update(line.key, { quantity })}
              error={errors[`${path}.${index}.quantity`]}
              w={96}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={t`Remove product ${position}`}
              disabled={lines.length === 1}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {errors[path] && (
        <Text c="red" size="sm" role="alert">
          {errors[path]}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...lines, newLine()])}
        >
          <Trans>Add a product</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The lines as the contract takes them (an empty quantity stays invalid for the schema to say so). */
export const linesInput = (lines: Line[]) =>
  lines.map((line) => ({
    sku: line.sku ?? '',
    quantity: typeof line.quantity === 'number' ? line.quantity : Number.NaN,
  }));
