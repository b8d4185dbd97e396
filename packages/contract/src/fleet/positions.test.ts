import { describe, expect, it } from 'vitest';
import { courierDeviceBody, pushSubscriptionOf, vapidKeyBytes } from './fleet';
import {
  CourierPositionsBodySchema,
  courierPositionOf,
  courierPositionsRequest,
  MAX_POSITIONS_PER_BATCH,
  POSITION_MESSAGES,
} from './positions';

// The courier app's helpers for positions and push (docs/decisions/061).
describe("the courier app's positions", () => {
  const browserPosition = { coords: { latitude: 25.2048, longitude: 55.2708, accuracy: 12.6 }, timestamp: 0 };

  it('turns a browser position into one entry of the batch', () => {
    expect(courierPositionOf(browserPosition)).toEqual({
      lat: 25.2048,
      lng: 55.2708,
      accuracy: 13,
      at: '1970-01-01T00:00:00.000Z',
    });
  });

  it('sends the latest positions of a long wait, at most a batch', () => {
    const many = Array.from({ length: 70 }, (_, index) => ({ ...courierPositionOf(browserPosition), accuracy: index }));
    const request = courierPositionsRequest(many);
    expect(request).toMatchObject({ method: 'POST', path: '/courier/positions' });
    expect(request.body.positions).toHaveLength(MAX_POSITIONS_PER_BATCH);
    expect(request.body.positions.at(-1)?.accuracy).toBe(69);
    expect(CourierPositionsBodySchema.safeParse(request.body).success).toBe(true);
  });

  it('refuses a position outside the UAE and a body naming a courier', () => {
    const london = { ...courierPositionOf(browserPosition), lat: 51.5, lng: -0.12 };
    const outside = CourierPositionsBodySchema.safeParse({ positions: [london] });
    expect(outside.error?.issues.map((issue) => issue.message)).toContain(POSITION_MESSAGES.outsideUae);
    const named = CourierPositionsBodySchema.safeParse({
      courierId: 'cou_other',
      positions: [courierPositionOf(browserPosition)],
    });
    expect(named.success).toBe(false);
  });
});

describe("the courier app's push registration", () => {
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };

  it('keeps the subscription as JSON in gcmToken, read back as it was', () => {
    const body = courierDeviceBody({ toJSON: () => subscription }, 'phone-1');
    expect(body.pushId).toBe('phone-1');
    expect(pushSubscriptionOf(body.gcmToken)).toEqual(subscription);
    expect(courierDeviceBody(null, null)).toEqual({ pushId: null, gcmToken: null });
    expect(pushSubscriptionOf('gcm-1')).toBeNull();
    expect(pushSubscriptionOf(JSON.stringify({ ...subscription, endpoint: 'javascript:alert(1)' }))).toBeNull();
  });

  it("gives the VAPID key's 65 bytes for applicationServerKey", () => {
    const bytes = vapidKeyBytes(`BA${'_-'.repeat(42)}A`);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
