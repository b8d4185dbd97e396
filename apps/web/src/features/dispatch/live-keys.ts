import type { LiveEvent } from '@sameday/contract';
import type { QueryKey } from '@tanstack/react-query';
import { dispatchKeys } from './api/dispatch-api';

/**
 * What a live event makes stale on the board (docs/decisions/058): a mission changed or an order
 * moved (an order ready joins the unassigned list, a delivery changes the day's numbers) → the
 * board's days and numbers; a courier's app sent positions → the map's couriers only.
 */
export function dispatchKeysOfLiveEvent(event: LiveEvent): QueryKey[] {
  if (event.kind === 'courier.moved') return [dispatchKeys.positions];
  return event.kind === 'mission.changed' || event.kind === 'order.moved' ? [dispatchKeys.all] : [];
}
