import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { INVENTORY_SORTS, InventoryItem } from '@sameday/contract';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { SortableTh } from '../../shared/ui/sortable-th';
import { useInventory } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { InboundModal } from './components/inbound-modal';
import { InboundShipments } from './components/inbound-shipments';
import { MovementsDrawer } from './components/movements-drawer';
import { StockMarker } from './components/stock-marker';

type Sort = (typeof INVENTORY_SORTS)[number];
type StockFilter = 'all' | 'low' | 'out';
const LIMIT = 25;
const FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'low', label: msg`Low stock` },
  { value: 'out', label: msg`Out of stock` },
];

/** /fulfillment/inventory: stock by SKU and warehouse, each product's movements, and inbound shipments. */
export default function InventoryPage() {
  const { t } = useLingui();
  const [isAnnouncing, setAnnouncing] = useState(false);
  return (
    <FulfilmentLayout
      title={t`Inventory`}
      description={t`Stock by SKU in our Dubai and Abu Dhabi warehouses. Available is on hand less what orders have reserved.`}
      actions={
        <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => setAnnouncing(true)}>
          <Trans>Announce an inbound shipment</Trans>
        </Button>
      }
    >
      <InventoryList />
      <InboundShipments />
      <InboundModal opened={isAnnouncing} onClose={() => setAnnouncing(false)} />
    </FulfilmentLayout>
  );
}

const perLocation = (item: InventoryItem, location: 'dubai' | 'abu_dhabi') => {
  const stock = item.locations.find((entry) => entry.location === location);
  return stock ? `${formatCount(stock.available)} / ${formatCount(stock.onHand)}` : '—';
};

function InventoryList() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [sku, setSku] = useState('');
  const [debounced] = useDebouncedValue({ name: name.trim(), sku: sku.trim() }, 300);
  const [stock, setStock] = useState<StockFilter>('all');
  const [sort, setSort] = useState<{ sort: Sort; desc: boolean }>({ sort: 'sku', desc: false });
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<InventoryItem>();
  const filtered = Boolean(debounced.name || debounced.sku || stock !== 'all');
  const inventory = useInventory({
    product_name: debounced.name || undefined,
    sku: debounced.sku || undefined,
    stock,
    sort: sort.sort,
    sort_desc: sort.desc,
    page,
    limit: LIMIT,
  });
  const th = {
    current: sort.sort,
    desc: sort.desc,
    onSort: (next: Sort, desc: boolean) => {
      setSort({ sort: next, desc });
      setPage(1);
    },
  };
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t`Product name`}
          value={name}
          onChange={(e) => resetPage(setName)(e.currentTarget.value)}
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput
          label={t`SKU`}
          value={sku}
          onChange={(e) => resetPage(setSku)(e.currentTarget.value)}
          w={{ base: '100%', sm: 180 }}
        />
        <SegmentedControl
          aria-label={t`Stock`}
          data={FILTERS.map((filter) => ({ value: filter.value, label: t(filter.label) }))}
          value={stock}
          onChange={(value) => resetPage(setStock)(value as StockFilter)}
        />
      </Group>
      {inventory.isPending ? (
        <LoadingRows label={t`Loading inventory`} />
      ) : inventory.isError ? (
        <LoadFailed what={t`your inventory`} error={inventory.error} onRetry={() => void inventory.refetch()} />
      ) : inventory.data.total === 0 ? (
        <EmptyPanel title={filtered ? t`No stock matches these filters` : t`No stock yet`}>
          {filtered
            ? t`Clear the filters to see every SKU.`
            : t`Create your products, then announce an inbound shipment: stock appears once our warehouse receives it.`}
        </EmptyPanel>
      ) : (
        <>
          <ItemCount total={inventory.data.total} capped={inventory.data.totalCapped} />
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t`Inventory`} aria-busy={inventory.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <SortableTh label={t`SKU`} sort="sku" {...th} />
                  <SortableTh label={t`Product`} sort="product_name" {...th} />
                  <Table.Th ta="end">
                    <Trans>Dubai</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Abu Dhabi</Trans>
                  </Table.Th>
                  <SortableTh label={t`Available`} sort="available" numeric {...th} />
                  <SortableTh label={t`On hand`} sort="on_hand" numeric {...th} />
                  <SortableTh label={t`Reserved`} sort="reserved" numeric {...th} />
                  <Table.Th>
                    <Trans>Stock</Trans>
                  </Table.Th>
                  <Table.Th>
                    <VisuallyHidden>
                      <Trans>History</Trans>
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inventory.data.items.map((item) => (
                  <Table.Tr key={item.sku}>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      <bdi>{item.sku}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <Text span size="sm" dir="auto">
                        {item.productName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">{perLocation(item, 'dubai')}</Table.Td>
                    <Table.Td ta="end">{perLocation(item, 'abu_dhabi')}</Table.Td>
                    <Table.Td ta="end">{formatCount(item.available)}</Table.Td>
                    <Table.Td ta="end">{formatCount(item.onHand)}</Table.Td>
                    <Table.Td ta="end">{formatCount(item.reserved)}</Table.Td>
                    <Table.Td>
                      <StockMarker available={item.available} lowStock={item.lowStock} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setHistory(item)}
                        aria-label={t`History of ${item.sku}`}
                      >
                        <Trans>History</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            <Trans>Per warehouse: available / on hand.</Trans>
          </Text>
          <Pager
            page={page}
            limit={LIMIT}
            total={inventory.data.total}
            capped={inventory.data.totalCapped}
            onPage={setPage}
          />
        </>
      )}
      <MovementsDrawer sku={history?.sku} name={history?.productName ?? ''} onClose={() => setHistory(undefined)} />
    </>
  );
}

/** How many SKUs the list holds: "1 item", "240 items", or "1,000+ items" when the count stopped at its cap. */
function ItemCount({ total, capped }: { total: number; capped: boolean }) {
  const { t } = useLingui();
  const count = total.toLocaleString('en');
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {capped ? t`${count}+ items` : plural(total, { one: `${count} item`, other: `${count} items` })}
    </Text>
  );
}
