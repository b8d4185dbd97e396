import { describe, expect, it } from 'vitest';
import { isQuietTime, mayTakeAction, sendTimeFor } from './rules';

// Dubai is UTC+4: 22:00 Dubai is 18:00 UTC, 08:00 Dubai is 04:00 UTC.
describe('the quiet window, 22:00–08:00 Dubai', () => {
  it('sends at once in the day, at 08:00 after a night, and out for delivery always at once', () => {
    const day = new Date('2026-11-24T17:59:00Z');
    expect(sendTimeFor('delivery_complete', day)).toEqual(day);
    expect(sendTimeFor('delivery_complete', new Date('2026-11-24T18:00:00Z')).toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
    expect(sendTimeFor('rescheduled', new Date('2026-11-24T23:30:00Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(sendTimeFor('delivery_failed', new Date('2026-11-25T03:59:00Z')).toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
    const night = new Date('2026-11-24T20:00:00Z');
    expect(sendTimeFor('out_for_delivery', night)).toEqual(night);
    expect(isQuietTime(night)).toBe(true);
    expect(isQuietTime(new Date('2026-11-25T04:00:00Z'))).toBe(false);
  });

  it('lets the recipient change the delivery only before it leaves the depot, and rate it after', () => {
    expect(mayTakeAction('reschedule', 'received_at_depot')).toBe(true);
    expect(mayTakeAction('reschedule', 'out_for_delivery')).toBe(false);
    // After a first failed attempt the recipient may choose the next round's day and leave instructions.
    expect(mayTakeAction('reschedule', 'delivery_failed')).toBe(true);
    expect(mayTakeAction('instructions', 'delivery_failed')).toBe(true);
    expect(mayTakeAction('unavailable', 'delivery_failed')).toBe(false);
    expect(mayTakeAction('reschedule', 'on_hold')).toBe(false);
    expect(mayTakeAction('unavailable', 'pending')).toBe(false);
    expect(mayTakeAction('unavailable', 'received_at_depot')).toBe(true);
    expect(mayTakeAction('rating', 'delivery_complete')).toBe(true);
    expect(mayTakeAction('rating', 'delivery_failed')).toBe(false);
  });
});
