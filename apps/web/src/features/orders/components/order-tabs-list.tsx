import { Badge, Group, Tabs } from '@mantine/core';
import { TABS, type TabKey } from '../lib/order-tabs';

/** The tabs by state, each with its count once the counts are in. */
export function OrderTabsList({ tab, countOf }: { tab: TabKey; countOf: (key: TabKey) => number | undefined }) {
  return (
    <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }} aria-label="Order states">
      {TABS.map(({ key, label }) => {
        const count = countOf(key);
        return (
          <Tabs.Tab
            key={key}
            value={key}
            data-tour={key === 'ready_for_collection' ? 'ready-for-collection-tab' : undefined}
            style={{ whiteSpace: 'nowrap', flex: 'none' }}
          >
            <Group gap={6} wrap="nowrap" component="span">
              {label}
              {count !== undefined && (
                <Badge
                  size="sm"
                  variant={key === tab ? 'filled' : 'light'}
                  color={key === tab ? 'brand' : 'gray'}
                  styles={{ root: { minWidth: 22, flex: 'none' } }}
                >
                  {count.toLocaleString('en-US')}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
}
