import { useDocumentVisibility, useIdle } from '@mantine/hooks';

/** No pointer, key, scroll or touch for this long and the user counts as idle. */
export const IDLE_AFTER_MS = 10 * 60_000;

/** The idle and tab-visible flags of spec §4: polling runs only while the tab is visible and the user active. */
export function usePollingGate(idleAfterMs = IDLE_AFTER_MS) {
  const isIdle = useIdle(idleAfterMs, {
    initialState: false,
    events: ['keydown', 'mousemove', 'pointerdown', 'touchstart', 'wheel', 'scroll'],
  });
  const isTabVisible = useDocumentVisibility() === 'visible';
  return { isIdle, isTabVisible, isPollingEnabled: isTabVisible && !isIdle };
}
