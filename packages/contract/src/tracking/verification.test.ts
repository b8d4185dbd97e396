import { describe, expect, it } from 'vitest';
import { VerifyRecipientInputSchema } from './verification';
import { RECIPIENT_VERIFICATION } from './verification-rules';

const digits = (n: number) => '7'.repeat(n);

describe('the recipient’s confirmation', () => {
  it('takes exactly the phone’s last digits or a whole code, one of the two', () => {
    const ok = (input: unknown) => VerifyRecipientInputSchema.safeParse(input).success;
    const { phoneDigits, codeLength } = RECIPIENT_VERIFICATION;
    expect(ok({ phoneLastDigits: digits(phoneDigits) })).toBe(true);
    expect(ok({ otp: digits(codeLength) })).toBe(true);
    for (const refused of [
      {},
      { phoneLastDigits: digits(phoneDigits - 1) },
      { phoneLastDigits: digits(phoneDigits + 1) },
      { phoneLastDigits: '12a4' },
      { otp: digits(codeLength - 1) },
      { otp: digits(codeLength + 1) },
      { phoneLastDigits: digits(phoneDigits), otp: digits(codeLength) },
    ])
      expect(ok(refused), JSON.stringify(refused)).toBe(false);
  });
});
