// The tracking page's words in English and Arabic, written for the recipient (not the merchant).
// Arabic uses Western digits (0–9), as UAE shops, receipts and phone numbers do (decision 037).

import {
  ORDER_ERROR_MESSAGES,
  ORDER_STATUS_LABELS,
  RECIPIENT_VERIFICATION_MESSAGES,
  RETURN_MESSAGES,
  sentenceReader,
  TRACKING_ERROR_MESSAGES,
  TRACKING_ERROR_SENTENCES,
} from '@sameday/contract';

export type Lang = 'en' | 'ar';

const en = {
  title: 'Track your delivery',
  loading: 'Loading your delivery…',
  switchTo: 'العربية',
  switchLabel: 'اقرأ هذه الصفحة بالعربية',
  from: (merchant: string) => `Your order from ${merchant}`,
  reference: 'Delivery',
  expected: 'Expected',
  between: (from: string, to: string) => `between ${from} and ${to}`,
  deliverTo: 'Delivering to',
  cod: 'Cash on delivery',
  codHint: 'Please have this amount ready for the courier.',
  prepaid: 'Already paid: nothing to pay on delivery.',
  proof: 'Proof of delivery',
  photo: 'Photo',
  signature: 'Signature',
  timeline: 'Progress',
  attempts: 'Delivery attempts',
  attemptFailed: 'Delivery attempt failed',
  changeTitle: 'Change the delivery',
  instructions: 'Delivery instructions',
  instructionsHint: 'For example: leave it with the concierge.',
  saveInstructions: 'Save instructions',
  savedInstructions: 'Your instructions were saved.',
  currentInstructions: 'Your instructions',
  reschedule: 'Deliver on another day',
  chooseDay: 'Choose a day',
  rescheduleButton: 'Change the day',
  rescheduled: 'The delivery day was changed.',
  unavailable: 'I won’t be available',
  unavailableHint: 'The merchant will hold your parcel and choose a new day with you.',
  unavailableDone: 'Thank you: the merchant will contact you about a new day.',
  rateTitle: 'How was your delivery?',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  comment: 'Comment (optional)',
  sendRating: 'Send rating',
  rated: (n: number) => `You rated this delivery ${n} out of 5. Thank you!`,
  returnTitle: 'Return your order',
  returnHint: (until: string) => `You can ask for a return until ${until}. A courier will collect the parcel from you.`,
  returnReason: 'Reason for the return (optional)',
  requestReturn: 'Request a return',
  returnRequested: 'Your return was requested. A courier will collect the parcel from you.',
  confirmTitle: 'Confirm it’s you',
  confirmHint:
    'To change this delivery, type the last 4 digits of the phone number it is for, or get a code on that phone.',
  confirmReturnHint: 'To ask for a return, confirm with a code we send to the phone number of this delivery.',
  phoneDigits: 'Last 4 digits of your phone number',
  phoneDigitsHint: 'The number the shop has for this delivery.',
  confirm: 'Confirm',
  checking: 'Checking…',
  or: 'or',
  sendCode: 'Send me a code',
  sending: 'Sending…',
  sendAgain: 'Send a new code',
  otpLabel: 'Code from the message',
  codeSent: (channel: string, minutes: number) =>
    `We sent a code by ${channel === 'whatsapp' ? 'WhatsApp' : 'text message'} to the phone number of this delivery. It is valid for ${minutes} minutes.`,
  confirmed: 'Confirmed. You can now make your changes.',
  tooManyTries: (minutes: number) =>
    `Too many wrong tries for this delivery. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  tooManyCodes: (minutes: number) =>
    `Too many codes were sent for this delivery. You can ask for another in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  notFound: 'We couldn’t find this delivery. Check the code on your label or in your message.',
  tooMany: 'Too many requests from this connection. Please wait a minute and try again.',
  failed: 'The page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  poweredBy: 'Delivered by Sameday',
  /** A refusal of the API (the contract's English) in the page's language; other text as it came. */
  refusal: (message: string) => message,
  status: {
    pending: 'Order placed',
    ready_for_collection: 'Ready for collection',
    collected: 'Collected from the merchant',
    received_at_depot: 'At our depot',
    out_for_delivery: 'Out for delivery',
    delivery_complete: 'Delivered',
    delivery_failed: 'Delivery attempt failed',
    on_hold: 'On hold for the merchant',
    return_to_origin: 'Returning to the merchant',
    returned_to_origin: 'Returned to the merchant',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  service: {
    four_hour: '4-hour delivery',
    same_day: 'Same-day delivery',
    next_day: 'Next-day delivery',
  } as Record<string, string>,
};

export type Messages = typeof en;

/** The refusals a recipient can meet on this page, in Arabic: keyed by the contract's constants. */
const ARABIC_REFUSALS: Readonly<Record<string, string>> = {
  [TRACKING_ERROR_MESSAGES.unknownCode]: 'لم نعثر على شحنة بهذا الرمز.',
  [TRACKING_ERROR_MESSAGES.ratedOnce]: 'يمكن تقييم التوصيل مرة واحدة فقط، بعد وصول الشحنة.',
  [TRACKING_ERROR_MESSAGES.chooseOfferedDay]: 'اختر أحد الأيام المعروضة.',
  [RETURN_MESSAGES.recipientRefused]: 'يمكن طلب الإرجاع مرة واحدة فقط، بعد التوصيل وخلال مهلة الإرجاع.',
  [ORDER_ERROR_MESSAGES.changedMeanwhile]: 'تغيّرت بيانات الشحنة في هذه الأثناء. حدّث الصفحة وحاول مجدداً.',
  [RECIPIENT_VERIFICATION_MESSAGES.required]: 'أكّد هويتك أولاً: آخر 4 أرقام من رقم هاتفك، أو رمز نرسله إليه.',
  [RECIPIENT_VERIFICATION_MESSAGES.codeRequired]: 'يتطلب الإرجاع الرمز الذي نرسله إلى هاتفك.',
  [RECIPIENT_VERIFICATION_MESSAGES.wrongDigits]: 'هذه ليست آخر 4 أرقام من رقم الهاتف المسجّل لهذه الشحنة.',
  [RECIPIENT_VERIFICATION_MESSAGES.wrongCode]: 'هذا الرمز غير صحيح أو مستخدم أو منتهي الصلاحية. اطلب رمزاً جديداً.',
  [RECIPIENT_VERIFICATION_MESSAGES.oneWay]: 'أدخل آخر 4 أرقام من رقم هاتفك أو الرمز الذي أرسلناه، لا كليهما.',
  [RECIPIENT_VERIFICATION_MESSAGES.digits]: 'اكتب 4 أرقام.',
  [RECIPIENT_VERIFICATION_MESSAGES.code]: 'اكتب الرمز المكوّن من 6 أرقام.',
  [RECIPIENT_VERIFICATION_MESSAGES.tooManyTries]: 'محاولات خاطئة كثيرة لهذه الشحنة. يُرجى الانتظار ثم المحاولة لاحقاً.',
  [RECIPIENT_VERIFICATION_MESSAGES.tooManyCodes]: 'أُرسلت رموز كثيرة لهذه الشحنة. يُرجى الانتظار قبل طلب رمز آخر.',
  [RECIPIENT_VERIFICATION_MESSAGES.noPhone]: 'لا يوجد رقم هاتف لهذه الشحنة لإرسال رمز إليه.',
  [RECIPIENT_VERIFICATION_MESSAGES.notSent]: 'تعذّر إرسال الرمز. حاول بعد قليل، أو استخدم آخر أرقام هاتفك.',
};

/** Minutes in Arabic, with the number's agreement (1, 2, 3–10, 11 and more). */
function arabicMinutes(n: number): string {
  if (n === 1) return 'دقيقة واحدة';
  if (n === 2) return 'دقيقتين';
  if (n >= 3 && n <= 10) return `${n} دقائق`;
  return `${n} دقيقة`;
}
const readRefusal = sentenceReader(Object.values(TRACKING_ERROR_SENTENCES));
const statusByLabel = new Map(Object.entries(ORDER_STATUS_LABELS).map(([key, label]) => [label.toLowerCase(), key]));

function arabicRefusal(message: string): string {
  const fixed = ARABIC_REFUSALS[message];
  if (fixed) return fixed;
  const read = readRefusal(message);
  if (read?.template === TRACKING_ERROR_SENTENCES.noLongerChangeable) {
    const key = statusByLabel.get(read.values.status ?? '') ?? '';
    const label = ar.status[key] ?? read.values.status;
    return `حالة هذه الشحنة: «${label}». لم يعد بالإمكان تغييرها من هنا.`;
  }
  return message;
}

const ar: Messages = {
  title: 'تتبّع شحنتك',
  loading: 'جارٍ تحميل بيانات شحنتك…',
  switchTo: 'English',
  switchLabel: 'Read this page in English',
  from: (merchant) => `طلبك من ${merchant}`,
  reference: 'رقم الشحنة',
  expected: 'موعد التوصيل المتوقع',
  between: (from, to) => `بين الساعة ${from} والساعة ${to}`,
  deliverTo: 'التوصيل إلى',
  cod: 'الدفع عند الاستلام',
  codHint: 'يُرجى تجهيز هذا المبلغ لتسليمه إلى المندوب.',
  prepaid: 'الطلب مدفوع مسبقاً: لا شيء للدفع عند الاستلام.',
  proof: 'إثبات التسليم',
  photo: 'الصورة',
  signature: 'التوقيع',
  timeline: 'مراحل الشحنة',
  attempts: 'محاولات التوصيل',
  attemptFailed: 'فشلت محاولة التوصيل',
  changeTitle: 'تعديل التوصيل',
  instructions: 'تعليمات التوصيل',
  instructionsHint: 'مثلاً: اتركها لدى حارس المبنى.',
  saveInstructions: 'حفظ التعليمات',
  savedInstructions: 'تم حفظ تعليماتك.',
  currentInstructions: 'تعليماتك',
  reschedule: 'التوصيل في يوم آخر',
  chooseDay: 'اختر يوماً',
  rescheduleButton: 'تغيير اليوم',
  rescheduled: 'تم تغيير يوم التوصيل.',
  unavailable: 'لن أكون متاحاً',
  unavailableHint: 'سيحتفظ المتجر بشحنتك ويتفق معك على يوم جديد.',
  unavailableDone: 'شكراً لك: سيتواصل معك المتجر لتحديد يوم جديد.',
  rateTitle: 'كيف كانت تجربة التوصيل؟',
  stars: (n) => (n === 1 ? 'نجمة واحدة' : n === 2 ? 'نجمتان' : `${n} نجوم`),
  comment: 'تعليق (اختياري)',
  sendRating: 'إرسال التقييم',
  rated: (n) => `قيّمت هذا التوصيل بـ ${n} من 5. شكراً لك!`,
  returnTitle: 'إرجاع طلبك',
  returnHint: (until) => `يمكنك طلب الإرجاع حتى ${until}. سيأتي المندوب لاستلام الشحنة منك.`,
  returnReason: 'سبب الإرجاع (اختياري)',
  requestReturn: 'طلب إرجاع',
  returnRequested: 'تم تسجيل طلب الإرجاع. سيأتي المندوب لاستلام الشحنة منك.',
  confirmTitle: 'تأكيد هويتك',
  confirmHint: 'لتعديل هذا التوصيل، اكتب آخر 4 أرقام من رقم الهاتف المسجّل للشحنة، أو اطلب رمزاً يصل إلى ذلك الهاتف.',
  confirmReturnHint: 'لطلب الإرجاع، أكّد هويتك برمز نرسله إلى رقم الهاتف المسجّل لهذه الشحنة.',
  phoneDigits: 'آخر 4 أرقام من رقم هاتفك',
  phoneDigitsHint: 'الرقم المسجّل لدى المتجر لهذه الشحنة.',
  confirm: 'تأكيد',
  checking: 'جارٍ التحقق…',
  or: 'أو',
  sendCode: 'أرسل لي رمزاً',
  sending: 'جارٍ الإرسال…',
  sendAgain: 'أرسل رمزاً جديداً',
  otpLabel: 'الرمز الوارد في الرسالة',
  codeSent: (channel, minutes) =>
    `أرسلنا رمزاً عبر ${channel === 'whatsapp' ? 'واتساب' : 'رسالة نصية'} إلى رقم الهاتف المسجّل لهذه الشحنة. الرمز صالح لمدة ${arabicMinutes(minutes)}.`,
  confirmed: 'تم التأكيد. يمكنك الآن إجراء التعديلات.',
  tooManyTries: (minutes) => `محاولات خاطئة كثيرة لهذه الشحنة. حاول مجدداً بعد ${arabicMinutes(minutes)}.`,
  tooManyCodes: (minutes) => `أُرسلت رموز كثيرة لهذه الشحنة. يمكنك طلب رمز آخر بعد ${arabicMinutes(minutes)}.`,
  notFound: 'لم نعثر على هذه الشحنة. تأكد من الرمز المطبوع على الملصق أو في رسالتك.',
  tooMany: 'طلبات كثيرة من هذا الاتصال. يُرجى الانتظار دقيقة ثم المحاولة مجدداً.',
  failed: 'تعذّر تحميل الصفحة. تحقّق من اتصالك وحاول مجدداً.',
  retry: 'إعادة المحاولة',
  poweredBy: 'التوصيل بواسطة Sameday',
  refusal: (message) => arabicRefusal(message),
  status: {
    pending: 'تم تسجيل الطلب',
    ready_for_collection: 'جاهز للاستلام من المتجر',
    collected: 'تم الاستلام من المتجر',
    received_at_depot: 'في مستودعنا',
    out_for_delivery: 'خرج للتوصيل',
    delivery_complete: 'تم التوصيل',
    delivery_failed: 'تعذّرت محاولة التوصيل',
    on_hold: 'محتجز لدى المتجر',
    return_to_origin: 'قيد الإرجاع إلى المتجر',
    returned_to_origin: 'أُعيد إلى المتجر',
    cancelled: 'أُلغي الطلب',
  },
  service: {
    four_hour: 'توصيل خلال 4 ساعات',
    same_day: 'توصيل في اليوم نفسه',
    next_day: 'توصيل في اليوم التالي',
  },
};

export const MESSAGES: Record<Lang, Messages> = { en, ar };
export const LOCALES: Record<Lang, string> = { en: 'en-AE', ar: 'ar-AE' };
