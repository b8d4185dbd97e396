import {
  ORDER_STATUS_LABELS,
  RETURN_MESSAGES,
  sentence,
  TRACKING_ERROR_MESSAGES,
  TRACKING_ERROR_SENTENCES,
} from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('the tracking page’s refusals', () => {
  it('says the API’s refusals to the recipient in Arabic', () => {
    expect(MESSAGES.ar.refusal(TRACKING_ERROR_MESSAGES.ratedOnce)).toBe(
      'يمكن تقييم التوصيل مرة واحدة فقط، بعد وصول الشحنة.',
    );
    expect(MESSAGES.ar.refusal(RETURN_MESSAGES.recipientRefused)).toMatch(/^يمكن طلب الإرجاع/);
  });

  it('names the delivery’s status in the page’s own words', () => {
    const refused = sentence(TRACKING_ERROR_SENTENCES.noLongerChangeable, {
      status: ORDER_STATUS_LABELS.out_for_delivery.toLowerCase(),
    });
    expect(MESSAGES.ar.refusal(refused)).toBe('حالة هذه الشحنة: «خرج للتوصيل». لم يعد بالإمكان تغييرها من هنا.');
    expect(MESSAGES.en.refusal(refused)).toBe('This delivery is out for delivery: it can no longer be changed here.');
  });

  it('leaves other text as it came', () => {
    expect(MESSAGES.ar.refusal('Something else')).toBe('Something else');
  });
});
