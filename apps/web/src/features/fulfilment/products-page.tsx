import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PRODUCT_SORTS } from '@sameday/contract';
import { IconPackages, IconSearch, IconSquarePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { SortableTh } from '../../shared/ui/sortable-th';
import { useProducts } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { ProductFileActions } from './components/products-import';
import { StockMarker } from './components/stock-marker';
import { NEW_BUNDLE_PATH, NEW_PRODUCT_PATH, productPath } from './paths';

type Sort = (typeof PRODUCT_SORTS)[number];
const LIMIT = 25;

/** /fulfillment/products: the account's products and bundles, searchable, sortable and paged. */
export default function ProductsPage() {
  const { t } = useLingui();
  return (
    <FulfilmentLayout
      title={t`Products`}
      description={t`Your products and bundles in our warehouse, with the stock of each.`}
      actions={
        <>
          <Button component={Link} to={NEW_PRODUCT_PATH} leftSection={<IconSquarePlus size={16} aria-hidden />}>
            <Trans>Create Product</Trans>
          </Button>
          <Button
            component={Link}
            to={NEW_BUNDLE_PATH}
            variant="default"
            leftSection={<IconPackages size={16} aria-hidden />}
          >
            <Trans>Create Bundle</Trans>
          </Button>
          <ProductFileActions />
        </>
      }
    >
      <ProductsList />
    </FulfilmentLayout>
  );
}

function ProductsList() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<{ sort: Sort; desc: boolean }>({ sort: 'sku', desc: false });
  const [page, setPage] = useState(1);
  const query = { q: q || undefined, sort: sort.sort, sort_desc: sort.desc, page, limit: LIMIT };
  const products = useProducts(query);
  const onSort = (next: Sort, desc: boolean) => {
    setSort({ sort: next, desc });
    setPage(1);
  };
  const th = { current: sort.sort, desc: sort.desc, onSort };
  return (
    <>
      <TextInput
        label={t`Search products`}
        placeholder={t`SKU, name or barcode`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {products.isPending ? (
        <LoadingRows label={t`Loading products`} />
      ) : products.isError ? (
        <LoadFailed what={t`your products`} error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.total === 0 ? (
        <EmptyPanel title={q ? t`No product matches “${q}”` : t`No products yet`}>
          {q
            ? t`Search by SKU, name or barcode.`
            : t`Create your first product, then announce an inbound shipment on Inventory.`}
        </EmptyPanel>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label={t`Products`}
              aria-busy={products.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <SortableTh label={t`SKU`} sort="sku" {...th} />
                  <SortableTh label={t`Name`} sort="name" {...th} />
                  <SortableTh label={t`Available`} sort="available" numeric {...th} />
                  <SortableTh label={t`On hand`} sort="on_hand" numeric {...th} />
                  <SortableTh label={t`Reserved`} sort="reserved" numeric {...th} />
                  <Table.Th>
                    <Trans>Stock</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.products.map((product) => (
                  <Table.Tr key={product.sku}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={productPath(product.sku)}
                        ff="monospace"
                        size="sm"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        <bdi>{product.sku}</bdi>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" dir="auto">
                          {product.name}
                        </Text>
                        {product.isBundle && (
                          <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                            <Trans>Bundle</Trans>
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="end">{formatCount(product.stock.available)}</Table.Td>
                    <Table.Td ta="end">{formatCount(product.stock.onHand)}</Table.Td>
                    <Table.Td ta="end">{formatCount(product.stock.reserved)}</Table.Td>
                    <Table.Td>
                      <StockMarker available={product.stock.available} lowStock={product.stock.lowStock} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} limit={LIMIT} total={products.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
