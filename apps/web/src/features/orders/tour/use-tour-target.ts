import { TOUR_TARGET_RETRY_MS } from '@sameday/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Box = { top: number; left: number; width: number; height: number };

function isShown(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

function findShown(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) if (isShown(element)) return element;
  return null;
}

export const boxOf = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
};

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/** Inside an open modal or drawer (Mantine's, or the phone menu): the card then rises above it. */
export const isInDialog = (element: Element) => Boolean(element.closest('[role="dialog"][aria-modal="true"]'));

/**
 * The step's target: looked for at once, then every 2 seconds (spec §9: tour
 * target retry 2 s), and again as soon as the page changes, so a row that
 * renders after its list loads is found without waiting out the retry. A
 * target that leaves the page (a row re-rendered, a bar closed) is looked for
 * again.
 */
export function useTarget(selector: string | undefined) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const look = useCallback(() => {
    if (!selector) return setTarget(null);
    setTarget((current) => (current && isShown(current) && current.matches(selector) ? current : findShown(selector)));
  }, [selector]);
  useEffect(() => {
    look();
    if (!selector) return;
    const timer = setInterval(look, TOUR_TARGET_RETRY_MS);
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(look);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearInterval(timer);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [selector, look]);
  // Between a step's first render and its first look, the previous step's element is still held: never point at it.
  return { target: target && selector && target.matches(selector) ? target : null, look };
}

/** Where the elements are on the screen, followed frame by frame while the step shows. */
export function useBoxes(elements: (HTMLElement | null)[], onLost: () => void) {
  const [boxes, setBoxes] = useState<(Box | null)[]>([]);
  const elementsRef = useRef(elements);
  elementsRef.current = elements;
  const hasTarget = Boolean(elements[0]);
  // The loop reads the latest elements from the ref; it runs only while a target shows.
  useEffect(() => {
    if (!hasTarget) {
      setBoxes([]);
      return;
    }
    let frame = 0;
    const tick = () => {
      const current = elementsRef.current;
      if (current[0] && !isShown(current[0])) onLost();
      const next = current.map((element) => (element && isShown(element) ? boxOf(element) : null));
      setBoxes((previous) =>
        previous.length === next.length && previous.every((box, index) => sameBox(box, next[index] ?? null))
          ? previous
          : next,
      );
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [hasTarget, onLost]);
  return boxes;
}

/** False for the first `ms` of each step, then true: a target that renders a moment late is not called missing. */
export function useGrace(key: unknown, ms: number): boolean {
  const [overFor, setOverFor] = useState<{ key: unknown }>();
  useEffect(() => {
    const timer = setTimeout(() => setOverFor({ key }), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return overFor !== undefined && Object.is(overFor.key, key);
}

/**
 * The card's size, measured when it is attached and whenever it changes (another step's
 * text): the card lives in a portal that mounts after the tour renders, so a measure in
 * the tour's own layout effect would find nothing and leave the card placed for an old size.
 */
export function useCardSize(initial: { width: number; height: number }) {
  const [size, setSize] = useState(initial);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    const measure = () => {
      const { width, height } = node.getBoundingClientRect();
      setSize((previous) => (previous.width === width && previous.height === height ? previous : { width, height }));
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
  }, []);
  return { size, ref };
}
