import {
  ORDER_STATUS_LABELS,
  RECIPIENT_VERIFICATION_MESSAGES,
  RETURN_MESSAGES,
  renderServerText,
  serverText,
  TRACKING_ERROR_MESSAGES,
  TRACKING_ERROR_SENTENCES,
} from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('the tracking page’s words', () => {
  it('reads them from the shared catalog, in English and in Arabic, with their counts and choices', () => {
    expect(MESSAGES.en.title).toBe('Track your delivery');
    expect(MESSAGES.ar.title).toBe('تتبّع شحنتك');
    expect(MESSAGES.ar.from('Oud Traders')).toBe('طلبك من Oud Traders');
    expect([1, 2, 4].map(MESSAGES.ar.stars)).toEqual(['نجمة واحدة', 'نجمتان', '4 نجوم']);
    expect([1, 3].map(MESSAGES.en.stars)).toEqual(['1 star', '3 stars']);
    expect(MESSAGES.en.codeSent('sms', 10)).toBe(
      'We sent a code by text message to the phone number of this delivery. It is valid for 10 minutes.',
    );
    expect(MESSAGES.ar.codeSent('whatsapp', 10)).toBe(
      'أرسلنا رمزاً عبر واتساب إلى رقم الهاتف المسجّل لهذه الشحنة. الرمز صالح لمدة 10 دقائق.',
    );
    expect(MESSAGES.ar.status.delivery_complete).toBe('تم التوصيل');
    expect(MESSAGES.ar.service.next_day).toBe('توصيل في اليوم التالي');
  });
});

const refused = (text: Parameters<typeof renderServerText>[0]) => renderServerText(text) ?? '';

describe('the tracking page’s refusals', () => {
  it('says the API’s refusals to the recipient in Arabic', () => {
    expect(MESSAGES.ar.refusal(TRACKING_ERROR_MESSAGES.ratedOnce)).toBe(
      'يمكن تقييم التوصيل مرة واحدة فقط، بعد وصول الشحنة.',
    );
    expect(MESSAGES.ar.refusal(RETURN_MESSAGES.recipientRefused)).toMatch(/^يمكن طلب الإرجاع/);
  });

  it('names the delivery’s status in the page’s own words', () => {
    const text = serverText(TRACKING_ERROR_SENTENCES.noLongerChangeable, {
      status: ORDER_STATUS_LABELS.out_for_delivery.toLowerCase(),
    });
    const refused = renderServerText(text) ?? '';
    expect(MESSAGES.ar.refusal(refused, text)).toBe('حالة هذه الشحنة: «خرج للتوصيل». لم يعد بالإمكان تغييرها من هنا.');
    expect(MESSAGES.en.refusal(refused, text)).toBe(
      'This delivery is out for delivery: it can no longer be changed here.',
    );
  });

  it('says a refusal built from a value by the id answered beside it, whatever its English', () => {
    const text = serverText(TRACKING_ERROR_SENTENCES.noLongerChangeable, {
      status: ORDER_STATUS_LABELS.out_for_delivery.toLowerCase(),
    });
    expect(MESSAGES.ar.refusal('This parcel can no longer change.', text)).toBe(
      'حالة هذه الشحنة: «خرج للتوصيل». لم يعد بالإمكان تغييرها من هنا.',
    );
    // Without the id, English that only looks like the template is left as it came.
    expect(MESSAGES.ar.refusal(refused(text))).toBe(refused(text));
  });

  it('leaves other text as it came', () => {
    expect(MESSAGES.ar.refusal('Something else')).toBe('Something else');
  });
});

describe('confirming it is the recipient', () => {
  it('says every refusal of the confirmation in Arabic', () => {
    for (const message of Object.values(RECIPIENT_VERIFICATION_MESSAGES)) {
      const arabic = MESSAGES.ar.refusal(message);
      expect(arabic, message).not.toBe(message);
      expect(arabic, message).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('says how long a lock lasts, with Arabic numbers agreeing', () => {
    expect(MESSAGES.en.tooManyTries(15)).toBe('Too many wrong tries for this delivery. Try again in 15 minutes.');
    expect(MESSAGES.en.tooManyCodes(1)).toMatch(/in 1 minute\.$/);
    expect(MESSAGES.ar.tooManyTries(15)).toMatch(/بعد 15 دقيقة\.$/);
    expect(MESSAGES.ar.tooManyTries(5)).toMatch(/بعد 5 دقائق\.$/);
    expect(MESSAGES.ar.tooManyCodes(2)).toMatch(/بعد دقيقتين\.$/);
  });
});
