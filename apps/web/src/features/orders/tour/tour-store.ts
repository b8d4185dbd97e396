import { ONBOARDING_STORAGE_KEY } from '@sameday/contract';
import { useSyncExternalStore } from 'react';
import { completeOnboarding } from '../../../entities/account';
import { track } from '../../../shared/analytics';
import { TOUR_STEPS } from './tour-steps';

/** `skipsOrderSteps`: the account has no order, so the steps that show an order's row were left out. */
export type TourState = { isActive: boolean; step: number; skipsOrderSteps: boolean };
export type TourEnd = 'complete' | 'cancelled';

let state: TourState = { isActive: false, step: 0, skipsOrderSteps: false };
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
  set({ isActive: true, step: 0, skipsOrderSteps: false });
}

export function goToStep(step: number): void {
  if (!state.isActive) return;
  if (step >= TOUR_STEPS.length) {
    endGuidedTour('complete');
    return;
  }
  track({ event: 'onboarding', action: 'tour step', step: step + 1 });
  set({ ...state, isActive: true, step });
}

/** With no order yet: leaves out the steps that show an order's row, on to the next step that does not. */
export function skipOrderSteps(): void {
  if (!state.isActive) return;
  const next = TOUR_STEPS.findIndex((step, index) => index > state.step && !step.needsOrder);
  set({ ...state, skipsOrderSteps: true });
  goToStep(next === -1 ? TOUR_STEPS.length : next);
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
  set({ isActive: false, step: 0, skipsOrderSteps: false });
}

export function useTourState(): TourState {
  return useSyncExternalStore(subscribe, () => state);
}
