import { useMediaQuery } from '@mantine/hooks';
import { PHONE_BREAKPOINT_PX } from '@sameday/contract';

/**
 * True on a phone-sized window: the phone header replaces the sidebar, and
 * wide tables become cards. Read on the first render, so a phone never paints
 * the desktop layout first.
 */
export const useIsPhone = (): boolean =>
  useMediaQuery(`(max-width: ${PHONE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
