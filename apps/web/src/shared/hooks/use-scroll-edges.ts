import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How far a scroll button moves the row: most of what is in view, so one item stays for context. */
const PAGE_SHARE = 0.8;

/**
 * Whether a horizontally scrolling row has more to show before and after it (in reading order:
 * right to left in Arabic, where scrollLeft runs negative), kept up to date on scroll and resize;
 * and a way to scroll it by most of its width that way.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ hasBefore: false, hasAfter: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // From the start of the line, whichever way it reads; a pixel of slack for zoomed pages.
    const scrolled = Math.abs(element.scrollLeft);
    const hasBefore = scrolled > 1;
    const hasAfter = scrolled + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) =>
      current.hasBefore === hasBefore && current.hasAfter === hasAfter ? current : { hasBefore, hasAfter },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);

  /** Scrolls towards the end of the line (1) or back to its start (-1), in reading order. */
  const scrollBy = (direction: -1 | 1) => {
    const element = ref.current;
    if (!element) return;
    const isRtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({ left: (isRtl ? -1 : 1) * direction * element.clientWidth * PAGE_SHARE, behavior: 'smooth' });
  };
  return { ...edges, measure, scrollBy };
}
