import {
  COURIER_APP_MESSAGES,
  COURIER_ROLE,
  courierPositionOf,
  FAILED_ATTEMPT_REASONS,
  FLEET_MESSAGES,
  FLEET_PATHS,
  MAX_POSITIONS_PER_BATCH,
  MISSION_MESSAGES,
  POSITION_INTERVAL_MS,
  RUNTIME_PATHS,
} from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import * as plain from './contract-plain';

describe("the courier app's copies of the contract's plain values", () => {
  it('equal the contract', () => {
    expect(plain.COURIER_ROLE).toBe(COURIER_ROLE);
    expect(plain.FAILED_ATTEMPT_REASONS).toEqual(FAILED_ATTEMPT_REASONS);
    const { notOnShift, notYourOrder, proofNeeded, ...courierApp } = plain.REFUSALS;
    expect(notOnShift).toBe(FLEET_MESSAGES.notOnShift);
    expect(notYourOrder).toBe(MISSION_MESSAGES.notYourOrder);
    expect(proofNeeded).toBe(MISSION_MESSAGES.proofNeeded);
    for (const [key, text] of Object.entries(courierApp))
      expect(text).toBe(COURIER_APP_MESSAGES[key as keyof typeof COURIER_APP_MESSAGES]);
  });

  it('the positions and push values equal the contract', () => {
    expect(plain.COURIER_PATHS).toEqual({
      positions: FLEET_PATHS.courierPositions,
      device: FLEET_PATHS.courierDevice,
      env: RUNTIME_PATHS.env,
    });
    expect(plain.POSITION_INTERVAL_MS).toBe(POSITION_INTERVAL_MS);
    expect(plain.MAX_POSITIONS_PER_BATCH).toBe(MAX_POSITIONS_PER_BATCH);
    const fix = { coords: { latitude: 25.2, longitude: 55.27, accuracy: 12.6 }, timestamp: 1_780_000_000_000 };
    expect(plain.courierPositionOf(fix)).toEqual(courierPositionOf(fix));
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    expect([...plain.vapidKeyBytes(key)]).toEqual([...Buffer.from(key, 'base64url')]);
  });
});
