import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatCount } from '../../../shared/i18n';
import { SCROLLING_TAB_CLASS, ScrollingTabsList } from '../../../shared/ui/scrolling-tabs';
import { TABS, type TabKey } from '../lib/order-tabs';

/**
 * The tabs by state, each with its count once the counts are in. When they are wider
 * than the page the row scrolls: the cut edge fades and a button scrolls that way, and
 * the chosen tab is always brought into view.
 */
export function OrderTabsList({ tab, countOf }: { tab: TabKey; countOf: (key: TabKey) => number | undefined }) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);

  // The chosen tab in view: a link to ?tab=returns opens with Returns showing.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-tab-key="${tab}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <ScrollingTabsList
      listRef={listRef}
      label={t`Order states`}
      backLabel={t`Scroll the state tabs back`}
      onLabel={t`Scroll the state tabs on`}
    >
      {TABS.map(({ key, label }) => {
        const count = countOf(key);
        return (
          <Tabs.Tab
            key={key}
            value={key}
            className={SCROLLING_TAB_CLASS}
            data-tab-key={key}
            data-tour={key === 'ready_for_collection' ? 'ready-for-collection-tab' : undefined}
          >
            <Group gap={6} wrap="nowrap" component="span">
              {t(label)}
              {count !== undefined && (
                <Badge
                  size="sm"
                  variant={key === tab ? 'filled' : 'light'}
                  color={key === tab ? 'brand' : 'gray'}
                  styles={{ root: { minWidth: 22, flex: 'none', overflow: 'visible' } }}
                >
                  <bdi>{formatCount(count)}</bdi>
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        );
      })}
    </ScrollingTabsList>
  );
}
