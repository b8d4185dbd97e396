import { useEffect } from 'react';
import { isOnboardingDone, startGuidedTour, useTourState } from './tour-store';

/** Once a browser session: a reload or a return to Orders does not start it again. */
const AUTO_STARTED_KEY = 'sameday.tourAutoStarted';

function hasAutoStarted(): boolean {
  try {
    return window.sessionStorage.getItem(AUTO_STARTED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A new user who has not finished or closed the tour gets it once, on arrival. `loadTour` brings
 * the tour's card first, so the card renders with the start instead of after it.
 */
export function useAutoStartTour(isNewUser: boolean | undefined, loadTour: () => Promise<unknown>) {
  const { isActive } = useTourState();
  useEffect(() => {
    if (!isNewUser || isActive || hasAutoStarted() || isOnboardingDone()) return;
    let isLeft = false;
    const start = () => {
      if (isLeft || hasAutoStarted()) return;
      try {
        window.sessionStorage.setItem(AUTO_STARTED_KEY, '1');
      } catch {
        // storage unavailable: the tour may start again on the next visit
      }
      startGuidedTour();
    };
    // A card that failed to load still starts the tour: its screen then shows the failure.
    loadTour().then(start, start);
    return () => {
      isLeft = true;
    };
  }, [isNewUser, isActive, loadTour]);
}
