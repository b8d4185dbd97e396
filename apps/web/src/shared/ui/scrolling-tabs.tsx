import { ActionIcon, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import { FLIP_IN_RTL } from '../i18n/rtl';
import classes from './scrolling-tabs.module.css';

/** The class each tab of a ScrollingTabsList takes: it keeps its label on one line. */
export const SCROLLING_TAB_CLASS = classes.tab;

/**
 * A Tabs.List that scrolls sideways when wider than the page (the orders' states, the finance
 * sections): the cut edge fades and a button there scrolls that way, in reading order. The caller
 * keeps the list's ref, to bring its chosen tab into view.
 */
export function ScrollingTabsList({
  listRef,
  label,
  backLabel,
  onLabel,
  children,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  label: string;
  backLabel: string;
  onLabel: string;
  children: ReactNode;
}) {
  const { hasBefore, hasAfter, scrollBy } = useScrollEdges(listRef);
  return (
    <div className={classes.frame} data-before={hasBefore || undefined} data-after={hasAfter || undefined}>
      {hasBefore && (
        <ActionIcon
          className={classes.scroll}
          data-side="before"
          variant="default"
          radius="xl"
          size="md"
          aria-label={backLabel}
          tabIndex={-1}
          onClick={() => scrollBy(-1)}
        >
          <IconChevronLeft size={16} aria-hidden className={FLIP_IN_RTL} />
        </ActionIcon>
      )}
      <Tabs.List ref={listRef} className={classes.list} aria-label={label}>
        {children}
      </Tabs.List>
      {hasAfter && (
        <ActionIcon
          className={classes.scroll}
          data-side="after"
          variant="default"
          radius="xl"
          size="md"
          aria-label={onLabel}
          tabIndex={-1}
          onClick={() => scrollBy(1)}
        >
          <IconChevronRight size={16} aria-hidden className={FLIP_IN_RTL} />
        </ActionIcon>
      )}
    </div>
  );
}
