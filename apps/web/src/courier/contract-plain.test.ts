import {
  COURIER_APP_MESSAGES,
  COURIER_ROLE,
  FAILED_ATTEMPT_REASONS,
  FLEET_MESSAGES,
  MISSION_MESSAGES,
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
});
