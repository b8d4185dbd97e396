import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useScrollEdges } from '../../../shared/hooks/use-scroll-edges';
import { FLIP_IN_RTL, formatCount } from '../../../shared/i18n';
import { TABS, type TabKey } from '../lib/order-tabs';
import classes from './order-tabs-list.module.css';

/**
 * The tabs by state, each with its count once the counts are in. When they are wider
 * than the page the row scrolls: the cut edge fades and a button scrolls that way, and
 * the chosen tab is always brought into view.
 */
export function OrderTabsList({ tab, countOf }: { tab: TabKey; countOf: (key: TabKey) => number | undefined }) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const { hasBefore, hasAfter, scrollBy } = useScrollEdges(listRef);

  // The chosen tab in view: a link to ?tab=returns opens with Returns showing.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-tab-key="${tab}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <div className={classes.frame} data-before={hasBefore || undefined} data-after={hasAfter || undefined}>
      {hasBefore && (
        <ActionIcon
          className={classes.scroll}
          data-side="before"
          variant="default"
          radius="xl"
          size="md"
          aria-label={t`Scroll the state tabs back`}
          tabIndex={-1}
          onClick={() => scrollBy(-1)}
        >
          <IconChevronLeft size={16} aria-hidden className={FLIP_IN_RTL} />
        </ActionIcon>
      )}
      <Tabs.List ref={listRef} className={classes.list} aria-label={t`Order states`}>
        {TABS.map(({ key, label }) => {
          const count = countOf(key);
          return (
            <Tabs.Tab
              key={key}
              value={key}
              className={classes.tab}
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
      </Tabs.List>
      {hasAfter && (
        <ActionIcon
          className={classes.scroll}
          data-side="after"
          variant="default"
          radius="xl"
          size="md"
          aria-label={t`Scroll the state tabs on`}
          tabIndex={-1}
          onClick={() => scrollBy(1)}
        >
          <IconChevronRight size={16} aria-hidden className={FLIP_IN_RTL} />
        </ActionIcon>
      )}
    </div>
  );
}
