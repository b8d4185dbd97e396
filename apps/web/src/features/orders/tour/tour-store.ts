import { ONBOARDING_STORAGE_KEY } from '@sameday/contract';
import { useSyncExternalStore } from 'react';
import { completeOnboarding } from '../../../entities/account';
import { track } from '../../../shared/analytics';
import { TOUR_STEPS } from './tour-steps';

export type TourState = { isActive: boolean; step: number };
export type TourEnd = 'complete' | 'cancelled';

let state: TourState = { isActive: false, step: 0 };
const listeners = new Set<() => void>();

function set(next: TourState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the user has finished or closed the tour before (local storage `onboarding` = 'done'). */
export function isOnboardingDone(): boolean {
  try {
    return window.localStorage.getItem(ONBOARDING_STORAGE_KEY) === 'done';
  } catch {
    return false;
  }
}

/** Starts the tour at its first step (Tutorial in the sidebar, or a new user's first visit). */
export function startGuidedTour(): void {
  track({ event: 'onboarding', action: 'tour started' });
  set({ isActive: true, step: 0 });
}

export function goToStep(step: number): void {
  if (!state.isActive) return;
  if (step >= TOUR_STEPS.length) {
    endGuidedTour('complete');
    return;
  }
  track({ event: 'onboarding', action: 'tour step', step: step + 1 });
  set({ isActive: true, step });
}

/** Spec §4: the tour ends as complete or cancelled; both set onboarding to done. */
export function endGuidedTour(how: TourEnd): void {
  if (!state.isActive) return;
  try {
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, 'done');
  } catch {
    // storage unavailable: the tour may show again next time
  }
  track({ event: 'onboarding', action: `tour ${how}`, step: state.step + 1 });
  void completeOnboarding();
  set({ isActive: false, step: 0 });
}

export function useTourState(): TourState {
  return useSyncExternalStore(subscribe, () => state);
}
