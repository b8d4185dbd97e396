import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How far a scroll button moves the row: most of what is in view, so one tab stays for context. */
const PAGE_SHARE = 0.8;

/**
 * Whether a horizontally scrolling element has more to show on each side, kept up to
 * date on scroll and resize; and a way to scroll it by most of its width.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ hasBefore: false, hasAfter: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // A pixel of slack: zoomed pages report fractional widths.
    const hasBefore = element.scrollLeft > 1;
    const hasAfter = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) =>
      current.hasBefore === hasBefore && current.hasAfter === hasAfter ? current : { hasBefore, hasAfter },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The children too: a tab widened by its count makes the row overflow without resizing the row.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const element = ref.current;
    element?.scrollBy({ left: direction * element.clientWidth * PAGE_SHARE, behavior: 'smooth' });
  };
  return { ...edges, measure, scrollBy };
}
