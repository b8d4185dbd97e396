import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, getDefaultZIndex, Paper, Portal, Stack, Text } from '@mantine/core';
import { type CSSProperties, type Ref, useEffect, useId } from 'react';
import { SKIPPED_STEPS_NOTE, TOUR_STEPS, TOUR_TARGETS, type TourStep } from './tour-steps';
import { endGuidedTour, goToStep, skipOrderSteps, useTourState } from './tour-store';
import { type Box, boxOf, isInDialog, useBoxes, useCardSize, useGrace, useTarget } from './use-tour-target';

const CARD_WIDTH = 320;
const GAP = 12;
/**
 * Above the page and its bulk actions bar (150), below Mantine's modals and
 * drawers (200): an order drawer opened over a step's target covers the card
 * too, and the tour waits behind it instead of floating over the drawer.
 */
const Z_INDEX = getDefaultZIndex('modal') - 20;
/** A target inside an open drawer (the phone menu's Orders link): the card rises above that drawer. */
const Z_INDEX_IN_DIALOG = getDefaultZIndex('modal') + 10;
/** How long a step looks for its target before it says the target is not there yet. */
const MISSING_GRACE_MS = 500;

/**
 * Below the target when there is room, else above, else beside it; always inside the window.
 * Right to left, the same placement seen in a mirror: aligned to the target's right edge, and
 * beside a narrow target (the sidebar's link, then on the right) on its left.
 */
function placeCard(target: Box, card: { width: number; height: number }) {
  if (document.documentElement.dir !== 'rtl') return placeCardLtr(target, card);
  const width = window.innerWidth;
  const mirrored = placeCardLtr({ ...target, left: width - target.left - target.width }, card);
  return { top: mirrored.top, left: width - mirrored.left - card.width };
}

function placeCardLtr(target: Box, card: { width: number; height: number }) {
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

function Highlight({ box, isPrimary, zIndex }: { box: Box; isPrimary: boolean; zIndex: number }) {
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
        zIndex,
        transition: 'top 120ms, left 120ms, width 120ms, height 120ms',
      }}
    />
  );
}

/** What the card says besides the step's text: how to reveal the target, or what it will be. */
type CardNote = { kind: 'reveal' | 'missing'; text: MessageDescriptor } | undefined;

function TourCard({
  step,
  skipsOrderSteps,
  definition,
  note,
  style,
  cardRef,
}: {
  step: number;
  skipsOrderSteps: boolean;
  definition: TourStep;
  note: CardNote;
  style: CSSProperties;
  cardRef: Ref<HTMLDivElement>;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const isLast = step === TOUR_STEPS.length - 1;
  return (
    <Paper
      ref={cardRef}
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      data-testid="guided-tour"
      data-placement={note?.kind === 'missing' ? 'centred' : 'target'}
      shadow="xl"
      radius="lg"
      p="md"
      withBorder
      onKeyDown={(event) => {
        if (event.key === 'Escape') endGuidedTour('cancelled');
      }}
      style={{ position: 'fixed', width: `min(${CARD_WIDTH}px, calc(100vw - 16px))`, ...style }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" fw={600}>
            {/* Numbered among the six even when some were skipped: step 1 may lead to an order, so the
                tour only knows at step 3 whether there is one, and the last step says what it skipped. */}
            <Trans>
              Step {step + 1} of {TOUR_STEPS.length}
            </Trans>
          </Text>
          <CloseButton size="sm" aria-label={t`End the tour`} onClick={() => endGuidedTour('cancelled')} />
        </Group>
        <Text fw={700} id={titleId} aria-live="polite">
          {t(definition.title)}
        </Text>
        {definition.body.map((line) => (
          <Text key={line.id} size="sm">
            {t(line)}
          </Text>
        ))}
        {note && (
          <Text size="sm" c="dimmed" data-testid="tour-note">
            {t(note.text)}
          </Text>
        )}
        {isLast && skipsOrderSteps && (
          <Text size="sm" c="dimmed" data-testid="tour-skipped">
            {t(SKIPPED_STEPS_NOTE)}
          </Text>
        )}
        <Group justify="flex-end" gap="xs" mt={4}>
          {isLast ? (
            <Button size="xs" onClick={() => endGuidedTour('complete')}>
              <Trans>Finish</Trans>
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={() => goToStep(step + 1)}>
              <Trans>Next</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The guided tour: a card beside each step's target, which advances when the
 * target is clicked (Next does the same from the keyboard); the last step
 * offers Finish, and only it. With no order yet, the steps that show an order's
 * row are skipped, and the last step says so. It never blocks the page: the merchant follows it by working.
 * A step whose target is not on the screen never vanishes: its card stands in
 * the middle of the screen, says what the target will be, and Next moves on.
 */
export function GuidedTour() {
  const { isActive, step, skipsOrderSteps } = useTourState();
  const definition = isActive ? TOUR_STEPS[step] : undefined;
  const { target, look } = useTarget(definition?.target);
  // The orders page says "No orders yet": the steps that show an order's row are left out.
  const noOrders = useTarget(definition?.needsOrder ? TOUR_TARGETS.ordersEmpty : undefined).target;
  const revealer = useTarget(target ? undefined : definition?.revealedBy?.selector).target;
  const extra = useTarget(definition?.alsoHighlight?.[0]).target;
  const pointedAt = target ?? revealer;
  const boxes = useBoxes([pointedAt, target ? extra : null], look);
  const isGraceOver = useGrace(isActive ? step : -1, MISSING_GRACE_MS);
  const { size: cardSize, ref: cardRef } = useCardSize({ width: CARD_WIDTH, height: 180 });

  useEffect(() => {
    if (noOrders && !target) skipOrderSteps();
  }, [noOrders, target]);

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
    if (!pointedAt) return;
    const box = boxOf(pointedAt);
    if (box.top < 0 || box.top + box.height > window.innerHeight) pointedAt.scrollIntoView({ block: 'center' });
  }, [pointedAt]);

  if (!definition) return null;
  const box = pointedAt ? boxes[0] : undefined;
  if (!box && !isGraceOver) return null;

  const zIndex = pointedAt && isInDialog(pointedAt) ? Z_INDEX_IN_DIALOG : Z_INDEX;
  let note: CardNote;
  let style: CSSProperties;
  if (box) {
    const position = placeCard(box, cardSize);
    note = target ? undefined : { kind: 'reveal', text: definition.revealedBy?.hint ?? definition.whenMissing };
    style = { top: position.top, left: position.left, zIndex: zIndex + 1 };
  } else {
    note = { kind: 'missing', text: definition.whenMissing };
    style = { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: zIndex + 1 };
  }

  return (
    <Portal>
      {box &&
        boxes.map((highlight, index) =>
          highlight ? (
            <Highlight key={index === 0 ? 'target' : 'extra'} box={highlight} isPrimary={index === 0} zIndex={zIndex} />
          ) : null,
        )}
      <TourCard
        step={step}
        skipsOrderSteps={skipsOrderSteps}
        definition={definition}
        note={note}
        style={style}
        cardRef={cardRef}
      />
    </Portal>
  );
}
