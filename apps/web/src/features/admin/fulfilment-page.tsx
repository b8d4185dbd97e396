import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminFrame } from './components/admin-frame';
import { InboundWork } from './components/inbound-work';
import { OrdersWork } from './components/orders-work';
import { StockAdjustment } from './components/stock-adjustment';

/** /admin/fulfilment: receive inbound shipments, move fulfilment orders along, adjust stock; of every account or one (?account=). */
export default function FulfilmentPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const accountId = params.get('account') ?? undefined;
  const tab = params.get('tab') ?? 'inbound';
  const [draft, setDraft] = useState(accountId ?? '');
  const change = (next: { account?: string; tab?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value) merged.set(key, value);
      else merged.delete(key);
    setParams(merged, { replace: true });
  };
  const filter = (event: FormEvent) => {
    event.preventDefault();
    change({ account: draft.trim() });
  };
  return (
    <AdminFrame
      title={t`Fulfilment operations`}
      description={t`Receive what merchants send to the warehouse, move orders from picking to handover, and correct stock.`}
    >
      <form onSubmit={filter} noValidate>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t`Account id`}
            description={t`Leave empty for every account`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={260}
          />
          <Button type="submit" variant="default">
            <Trans>Show</Trans>
          </Button>
        </Group>
      </form>
      <Tabs value={tab} onChange={(value) => change({ tab: value ?? 'inbound' })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="inbound">
            <Trans>Inbound shipments</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="orders">
            <Trans>Fulfilment orders</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="stock">
            <Trans>Stock adjustment</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbound" pt="md">
          <InboundWork accountId={accountId} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <OrdersWork accountId={accountId} />
        </Tabs.Panel>
        <Tabs.Panel value="stock" pt="md">
          <StockAdjustment key={accountId} accountId={accountId} />
        </Tabs.Panel>
      </Tabs>
    </AdminFrame>
  );
}
