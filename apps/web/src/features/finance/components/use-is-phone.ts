import { useMediaQuery } from '@mantine/hooks';
import { PHONE_BREAKPOINT_PX } from '@sameday/contract';

/** Phones get cards instead of wide tables. */
export const useIsPhone = () =>
  useMediaQuery(`(max-width: ${PHONE_BREAKPOINT_PX}px)`, undefined, { getInitialValueInEffect: false });
