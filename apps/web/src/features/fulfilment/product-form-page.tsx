import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Product, ProductInputSchema, ProductPatchSchema, WEB_ROUTES } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../shared/forms/form-errors';
import { issuesByPath } from '../../shared/forms/issues-by-path';
import { translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useCreateProduct, useProduct, useUpdateProduct } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { type Line, linesInput, newLine, SkuLines } from './components/sku-lines';

type Draft = {
  sku: string;
  name: string;
  barcode: string;
  weightKg: number | string;
  unitValue: number | string;
  lowStockThreshold: number | string;
  archived: boolean;
};

const num = (value: number | string) => (typeof value === 'number' ? value : null);
const draftOf = (product?: Product): Draft => ({
  sku: product?.sku ?? '',
  name: product?.name ?? '',
  barcode: product?.barcode ?? '',
  weightKg: product?.weightKg ?? '',
  unitValue: product?.unitValueMinor == null ? '' : product.unitValueMinor / 100,
  lowStockThreshold: product?.lowStockThreshold ?? 0,
  archived: product?.archived ?? false,
});

/** Create Product, Create Bundle (bundle) or a product's edit page (/fulfillment/products/:sku/edit). */
export default function ProductFormPage({ bundle = false }: { bundle?: boolean }) {
  const { t } = useLingui();
  const { sku } = useParams();
  const product = useProduct(sku);
  const title = sku ? t`Edit ${sku}` : bundle ? t`Create Bundle` : t`Create Product`;
  return (
    <FulfilmentLayout
      title={title}
      description={
        bundle
          ? t`A bundle is sold as one SKU and draws its component products from stock.`
          : t`A product is stored by its SKU.`
      }
    >
      {!sku ? (
        <ProductForm bundle={bundle} />
      ) : product.isPending ? (
        <LoadingBlock label={t`Loading the product`} />
      ) : product.isError ? (
        <LoadFailed what={t`the product`} error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <ProductForm bundle={product.data.isBundle} product={product.data} />
      )}
    </FulfilmentLayout>
  );
}

function ProductForm({ bundle, product }: { bundle: boolean; product?: Product }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [components, setComponents] = useState<Line[]>(() =>
    product?.components.length ? product.components.map((c) => newLine(c.sku, c.quantity)) : [newLine()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.sku ?? '');
  const saving = product ? update : create;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: draft.name,
      barcode: draft.barcode.trim() || null,
      weightKg: num(draft.weightKg),
      unitValueMinor: num(draft.unitValue) === null ? null : Math.round((draft.unitValue as number) * 100),
      lowStockThreshold: num(draft.lowStockThreshold) ?? 0,
      ...(bundle ? { components: linesInput(components) } : {}),
    };
    const parsed = product
      ? ProductPatchSchema.safeParse({ ...fields, archived: draft.archived })
      : ProductInputSchema.safeParse({ ...fields, sku: draft.sku });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error, translateContractText));
      return;
    }
    setErrors({});
    const done = (saved: Product) => {
      showToast({ message: product ? t`${saved.sku} saved` : t`${saved.sku} created`, tone: 'success' });
      navigate(WEB_ROUTES.fulfillmentProducts);
    };
    if (product) update.mutate({ ...fields, archived: draft.archived }, { onSuccess: done });
    else create.mutate({ ...fields, sku: draft.sku }, { onSuccess: done });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate maw={720}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`SKU`}
            required
            value={draft.sku}
            disabled={Boolean(product)}
            error={errors.sku}
            onChange={(e) => set('sku', e.currentTarget.value)}
          />
          <TextInput
            label={t`Name`}
            required
            dir="auto"
            value={draft.name}
            error={errors.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label={t`Barcode`}
            value={draft.barcode}
            error={errors.barcode}
            onChange={(e) => set('barcode', e.currentTarget.value)}
          />
          <NumberInput
            label={t`Weight (kg)`}
            min={0}
            decimalScale={3}
            value={draft.weightKg}
            error={errors.weightKg}
            onChange={(value) => set('weightKg', value)}
          />
          <NumberInput
            label={t`Unit value (AED)`}
            min={0}
            decimalScale={2}
            value={draft.unitValue}
            error={errors.unitValueMinor}
            onChange={(value) => set('unitValue', value)}
          />
          <NumberInput
            label={t`Low-stock threshold`}
            min={0}
            allowDecimal={false}
            value={draft.lowStockThreshold}
            error={errors.lowStockThreshold}
            onChange={(value) => set('lowStockThreshold', value)}
          />
        </SimpleGrid>
        {bundle && (
          <SkuLines
            legend={t`Components`}
            lines={components}
            onChange={setComponents}
            errors={errors}
            path="components"
            kind="product"
          />
        )}
        {product && (
          <Checkbox
            label={t`Archived`}
            checked={draft.archived}
            onChange={(e) => set('archived', e.currentTarget.checked)}
          />
        )}
        {saving.isError && (
          <FormAlert title={t`Not saved`}>{translateContractText(serverMessage(saving.error))}</FormAlert>
        )}
        <Group>
          <Button type="submit" loading={saving.isPending}>
            {product ? t`Save` : bundle ? t`Create Bundle` : t`Create Product`}
          </Button>
          <Button variant="default" onClick={() => navigate(WEB_ROUTES.fulfillmentProducts)}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
