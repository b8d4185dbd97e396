import { Button, CloseButton, Group, Paper, Portal, Stack, Text } from '@mantine/core';
import { TOUR_TARGET_RETRY_MS } from '@sameday/contract';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TOUR_STEPS } from './tour-steps';
import { endGuidedTour, goToStep, useTourState } from './tour-store';

type Box = { top: number; left: number; width: number; height: number };

const CARD_WIDTH = 320;
const GAP = 12;
const Z_INDEX = 250;

function isShown(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

function findShown(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) if (isShown(element)) return element;
  return null;
}

const boxOf = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
};

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/**
 * The step's target: looked for at once, then every 2 seconds until it is on
 * the screen (spec §9: tour target retry 2 s). A target that leaves the page
 * (a row re-rendered, a bar closed) is looked for again.
 */
function useTarget(selector: string | undefined) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const look = useCallback(() => {
    if (!selector) return setTarget(null);
    setTarget((current) => (current && isShown(current) && current.matches(selector) ? current : findShown(selector)));
  }, [selector]);
  useEffect(() => {
    look();
    if (!selector) return;
    const timer = setInterval(look, TOUR_TARGET_RETRY_MS);
    return () => clearInterval(timer);
  }, [selector, look]);
  return { target, look };
}

/** Where the elements are on the screen, followed frame by frame while the step shows. */
function useBoxes(elements: (HTMLElement | null)[], onLost: () => void) {
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

/** Below the target when there is room, else above, else beside it; always inside the window. */
function placeCard(target: Box, card: { width: number; height: number }) {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const clampLeft = (left: number) => Math.min(Math.max(8, left), viewport.width - card.width - 8);
  const clampTop = (top: number) => Math.min(Math.max(8, top), viewport.height - card.height - 8);
  const isNarrow = target.left + target.width < 260 && target.left + target.width + GAP + card.width < viewport.width;
  if (isNarrow) return { top: clampTop(target.top), left: target.left + target.width + GAP };
  const below = target.top + target.height + GAP;
  if (below + card.height <= viewport.height - 8) return { top: below, left: clampLeft(target.left) };
  const above = target.top - GAP - card.height;
  if (above >= 8) return { top: above, left: clampLeft(target.left) };
  return { top: clampTop(target.top), left: clampLeft(target.left - card.width - GAP) };
}

function Highlight({ box, isPrimary }: { box: Box; isPrimary: boolean }) {
  const pad = 4;
  return (
    <div
      aria-hidden
      data-testid="tour-highlight"
      style={{
        position: 'fixed',
        top: box.top - pad,
        left: box.left - pad,
        width: box.width + pad * 2,
        height: box.height + pad * 2,
        borderRadius: 10,
        boxShadow: `0 0 0 ${isPrimary ? 3 : 2}px var(--mantine-primary-color-filled), 0 0 0 8px color-mix(in srgb, var(--mantine-primary-color-filled) 18%, transparent)`,
        pointerEvents: 'none',
        zIndex: Z_INDEX,
        transition: 'top 120ms, left 120ms, width 120ms, height 120ms',
      }}
    />
  );
}

/**
 * The guided tour: a card beside each step's target, which advances when the
 * target is clicked (Next does the same from the keyboard); the last steps
 * offer Finish. It never blocks the page: the merchant follows it by working.
 */
export function GuidedTour() {
  const { isActive, step } = useTourState();
  const definition = isActive ? TOUR_STEPS[step] : undefined;
  const { target, look } = useTarget(definition?.target);
  const extra = useTarget(definition?.alsoHighlight?.[0]).target;
  const boxes = useBoxes([target, extra], look);
  const cardRef = useRef<HTMLDivElement>(null);
  const [cardSize, setCardSize] = useState({ width: CARD_WIDTH, height: 180 });
  const titleId = useId();

  // A click on the target (or inside it) moves on, after the click has done its own work.
  useEffect(() => {
    if (!target) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && target.contains(event.target)) setTimeout(() => goToStep(step + 1), 0);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [target, step]);

  // The target is brought into view once, when its step starts.
  useEffect(() => {
    if (!target) return;
    const box = boxOf(target);
    if (box.top < 0 || box.top + box.height > window.innerHeight) target.scrollIntoView({ block: 'center' });
  }, [target]);

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const { width, height } = card.getBoundingClientRect();
    if (width !== cardSize.width || height !== cardSize.height) setCardSize({ width, height });
  });

  const box = boxes[0];
  if (!definition || !target || !box) return null;
  const position = placeCard(box, cardSize);
  const isLast = step === TOUR_STEPS.length - 1;

  return (
    <Portal>
      {boxes.map((highlight, index) =>
        highlight ? <Highlight key={index === 0 ? 'target' : 'extra'} box={highlight} isPrimary={index === 0} /> : null,
      )}
      <Paper
        ref={cardRef}
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        data-testid="guided-tour"
        shadow="xl"
        radius="lg"
        p="md"
        withBorder
        onKeyDown={(event) => {
          if (event.key === 'Escape') endGuidedTour('cancelled');
        }}
        style={{
          position: 'fixed',
          top: position.top,
          left: position.left,
          width: Math.min(CARD_WIDTH, window.innerWidth - 16),
          zIndex: Z_INDEX + 1,
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" fw={600}>
              Step {step + 1} of {TOUR_STEPS.length}
            </Text>
            <CloseButton size="sm" aria-label="End the tour" onClick={() => endGuidedTour('cancelled')} />
          </Group>
          <Text fw={700} id={titleId} aria-live="polite">
            {definition.title}
          </Text>
          {definition.body.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Group justify="flex-end" gap="xs" mt={4}>
            {!isLast && (
              <Button size="xs" variant={definition.canFinish ? 'default' : 'light'} onClick={() => goToStep(step + 1)}>
                Next
              </Button>
            )}
            {definition.canFinish && (
              <Button size="xs" onClick={() => endGuidedTour('complete')}>
                Finish
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}
