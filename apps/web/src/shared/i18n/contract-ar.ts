import {
  BULK_ROW_SENTENCES,
  BULK_SENTENCES,
  CARRIER_SENTENCES,
  DECISION_SENTENCES,
  DISPATCH_SERVICE_LABELS,
  DISPATCHER_RULE_SENTENCES,
  type EMIRATES,
  FLAG_SENTENCES,
  HISTORY_SENTENCES,
  ORDER_ERROR_SENTENCES,
  ORDER_NOTE_SENTENCES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  REQUEST_SENTENCES,
  type ReadSentence,
  SCHEDULE_SENTENCES,
  SHIPMENT_SENTENCES,
  SHOP_CONNECTION_SENTENCES,
  SHOP_SYNC_SENTENCES,
  STAFF_SENTENCES,
  sentenceReader,
  TEAM_SENTENCES,
  TRACKING_ERROR_SENTENCES,
  USER_VERSION_SENTENCES,
  WEBHOOK_DELIVERY_SENTENCES,
  WEBHOOK_SENTENCES,
} from '@sameday/contract';
import { CONTRACT_ARABIC, CONTRACT_ARABIC_PATTERNS } from './contract-catalog';

export { CONTRACT_ARABIC, CONTRACT_ARABIC_PATTERNS };

/** A person's words or a name inside an Arabic sentence, isolated so its own direction holds. */
const isolate = (value: string | undefined) => `\u2068${value ?? ''}\u2069`;
/**
 * An order id after "#", isolated with its "#": left beside Arabic words, the "#" is taken into
 * the sentence's direction and ends up on the far side of the id ("SD123#").
 */
const orderRef = (id: string | undefined) => isolate(`#${id ?? ''}`);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A service day as the server writes it ("Thu 27 Nov", formatServiceDate) in Arabic: "الخميس 27 نوفمبر". */
export function arabicServiceDay(english: string | undefined): string {
  const match = /^(\w{3}) (\d{1,2}) (\w{3})$/.exec(english ?? '');
  const weekday = WEEKDAYS.indexOf(match?.[1] ?? '');
  const month = MONTHS.indexOf(match?.[3] ?? '');
  if (!match || weekday < 0 || month < 0) return isolate(english);
  // 2023-01-01 was a Sunday: the weekday's name from a day of that week, the month's from its first day.
  const name = (date: Date, part: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ar-AE-u-nu-latn', { ...part, timeZone: 'UTC' }).format(date);
  return `${name(new Date(Date.UTC(2023, 0, 1 + weekday)), { weekday: 'long' })} ${match[2]} ${name(new Date(Date.UTC(2023, month, 1)), { month: 'long' })}`;
}

const SERVICE_ARABIC: Readonly<Record<string, string>> = {
  [DISPATCH_SERVICE_LABELS.same_day as string]: 'في اليوم نفسه',
  [DISPATCH_SERVICE_LABELS.next_day as string]: 'اليوم التالي',
  [DISPATCH_SERVICE_LABELS.four_hour as string]: 'خلال 4 ساعات',
  [DISPATCH_SERVICE_LABELS.standard as string]: 'عادي',
  [DISPATCH_SERVICE_LABELS.express_worldwide as string]: 'Express Worldwide السريعة',
  [DISPATCH_SERVICE_LABELS.economy_select as string]: 'Economy Select الاقتصادية',
};
const service = (english: string | undefined) => SERVICE_ARABIC[english ?? ''] ?? isolate(english);
/** An order's status label in the words of the dashboard's catalogs (entities/order-status); the tracking page writes it in lower case. */
const STATUS_ARABIC: Readonly<Record<OrderStatus, string>> = {
  pending: 'معلّق',
  ready_for_collection: 'جاهز للاستلام',
  collected: 'تم الاستلام',
  received_at_depot: 'في المستودع',
  out_for_delivery: 'خرج للتوصيل',
  delivery_complete: 'تم التوصيل',
  delivery_failed: 'فشل التوصيل',
  on_hold: 'محتجز',
  return_to_origin: 'قيد الإرجاع',
  returned_to_origin: 'تم الإرجاع',
  cancelled: 'ملغى',
};
const STATUS_BY_LABEL = new Map(
  Object.entries(ORDER_STATUS_LABELS).map(([key, label]) => [label.toLowerCase(), STATUS_ARABIC[key as OrderStatus]]),
);
const status = (english: string | undefined) => STATUS_BY_LABEL.get((english ?? '').toLowerCase()) ?? isolate(english);

const EMIRATE_ARABIC: Readonly<Record<(typeof EMIRATES)[number], string>> = {
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
};
const emirate = (english: string | undefined) =>
  EMIRATE_ARABIC[english as (typeof EMIRATES)[number]] ?? isolate(english);

const SHIPMENT_KIND_ARABIC: Readonly<Record<string, string>> = { international: 'الدولية', domestic: 'المحلية' };
/** A carrier's label formats, "4x6 or A4": the formats as written, the "or" in Arabic. */
const formats = (english: string | undefined) =>
  (english ?? '')
    .split(' or ')
    .map((format) => isolate(format))
    .join(' أو ');

const carrier = (english: string | undefined) => (english === 'Sameday fleet' ? 'أسطول Sameday' : isolate(english));

const REGION_NAMES = new Intl.DisplayNames(['ar'], { type: 'region' });
/** A country the server names by its ISO code ("SA") in Arabic, as the shipment form lists it: "المملكة العربية السعودية". */
function country(code: string | undefined): string {
  const name = code && /^[A-Z]{2}$/.test(code) ? REGION_NAMES.of(code) : undefined;
  return name && name !== code ? name : isolate(code);
}

/** A count of seconds as Arabic counts them: ثانيتين, 5 ثوانٍ, 30 ثانية. */
const seconds = (english: string | undefined) => {
  const count = Number(english);
  if (count === 1) return 'ثانية واحدة';
  if (count === 2) return 'ثانيتين';
  if (count >= 3 && count <= 10) return `${count} ثوانٍ`;
  return `${isolate(english)} ثانية`;
};

type Values = Readonly<Record<string, string>>;
const H = HISTORY_SENTENCES;
const D = DECISION_SENTENCES;
const Y = SHOP_SYNC_SENTENCES;
const O = ORDER_ERROR_SENTENCES;
const B = BULK_SENTENCES;
const R = BULK_ROW_SENTENCES;
const W = WEBHOOK_DELIVERY_SENTENCES;
/** A value that is itself a sentence of the contract (a field's check): in Arabic when it is one. */
const inner = (english: string | undefined) => arabicContractText(english ?? '') ?? isolate(english);
/** The same inside brackets or before the sentence's own full stop: without its own full stop ("(….)" reads doubled). */
const innerClause = (english: string | undefined) => inner(english).replace(/\.$/, '');
/** A bulk file's column problems, one sentence after the other ("Unknown columns: …. Missing columns: …."), each in Arabic. */
const columnProblems = (english: string | undefined) =>
  (english ?? '')
    .split(/ (?=(?:Missing columns|Columns given twice): )/)
    .map(inner)
    .join(' ');

/**
 * The Arabic of the sentences the server writes into an order's history and a decision
 * (the contract's *_SENTENCES templates), keyed by the template; values stay as written.
 */
export const SENTENCE_ARABIC: Readonly<Record<string, (values: Values) => string>> = {
  [H.placed]: () => 'تم إنشاء الطلب',
  [H.edited]: () => 'عُدّل الطلب',
  [H.parcelsAdded]: (v) => `أُضيفت طرود: ${isolate(v.items)}`,
  [H.parcelRemoved]: (v) => `أُزيل طرد: ${isolate(v.items)}`,
  [H.returnChosen]: () => 'اختير الإرجاع إلى المصدر',
  [H.reattemptChosen]: (v) => `اختيرت إعادة المحاولة يوم ${arabicServiceDay(v.date)}`,
  [H.attemptFailed]: () => 'فشلت محاولة التوصيل',
  [H.secondFailedAttempt]: () => 'المحاولة الفاشلة الثانية: محتجز 72 ساعة بانتظار اختيارك',
  [H.thirdFailedAttempt]: () => 'المحاولة الفاشلة الثالثة: يُعاد إليك',
  [H.collectedBy]: (v) => `استلمه ${isolate(v.carrier)}`,
  [H.released]: () => 'أفرجت عنه عمليات Sameday',
  [H.releasedWithNote]: (v) => `أفرجت عنه عمليات Sameday: ${isolate(v.note)}`,
  [H.heldByRule]: (v) => `محتجز للمراجعة بموجب قاعدة الشحن «${isolate(v.rule)}»`,
  [H.heldByRuleWithReason]: (v) => `محتجز للمراجعة بموجب قاعدة الشحن «${isolate(v.rule)}»: ${isolate(v.reason)}`,
  [H.heldByRules]: () => 'محتجز للمراجعة بموجب قواعد الشحن',
  [H.heldByRulesWithReason]: (v) => `محتجز للمراجعة بموجب قواعد الشحن: ${isolate(v.reason)}`,
  [H.returnOf]: (v) => `إرجاع للطلب ${orderRef(v.order)}`,
  [ORDER_NOTE_SENTENCES.customerReturnOf]: (v) => `إرجاع من العميل للطلب ${orderRef(v.order)}`,
  [H.returnOfWithReason]: (v) => `إرجاع للطلب ${orderRef(v.order)}: ${isolate(v.reason)}`,
  [H.returnRequested]: (v) => `طُلب إرجاعه: ${orderRef(v.order)}`,
  [H.returnRequestedByRecipient]: (v) => `طلب المستلم إرجاعه: ${orderRef(v.order)}`,
  [H.rescheduledByRecipient]: (v) => `أعاد المستلم جدولته إلى ${arabicServiceDay(v.date)}`,
  [H.ratedByRecipient]: (v) => `قيّمه المستلم ${v.stars}/5`,
  [H.ratedByRecipientWithComment]: (v) => `قيّمه المستلم ${v.stars}/5: «${isolate(v.comment)}»`,
  [H.instructionsFromRecipient]: (v) => `تعليمات التوصيل من المستلم: ${isolate(v.text)}`,
  [H.cancelledInShop]: () => 'أُلغي في المتجر',
  [H.recipientUnavailable]: () => 'لن يكون المستلم متاحًا: محتجز بانتظار اختيارك',
  [H.recipientActor]: (v) => `${isolate(v.name)} (المستلم)`,
  [H.operationsActor]: () => 'عمليات Sameday',

  [D.carrierByRule]: (v) => `${carrier(v.carrier)} (${service(v.service)}) لأن القاعدة «${isolate(v.rule)}» انطبقت`,
  [D.carrierByDefault]: (v) =>
    `${carrier(v.carrier)} (${service(v.service)}) بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة`,
  [D.carrierByPlatformDefault]: (v) => `${carrier(v.carrier)} (${service(v.service)}) بحسب الإعداد الافتراضي للمنصة`,
  [D.carrierByPlatformDefaultNoMatch]: (v) =>
    `${carrier(v.carrier)} (${service(v.service)}) بحسب الإعداد الافتراضي للمنصة: لم تنطبق أي قاعدة`,
  [D.heldByRule]: (v) => `محتجز للمراجعة لأن القاعدة «${isolate(v.rule)}» انطبقت`,
  [D.heldByRuleWithReason]: (v) => `محتجز للمراجعة لأن القاعدة «${isolate(v.rule)}» انطبقت: ${isolate(v.reason)}`,
  [D.refusedByRule]: (v) => `مرفوض لأن القاعدة «${isolate(v.rule)}» انطبقت`,
  [D.refusedByRuleWithReason]: (v) => `مرفوض لأن القاعدة «${isolate(v.rule)}» انطبقت: ${isolate(v.reason)}`,
  [D.heldByDefault]: (v) => `محتجز للمراجعة بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة`,
  [D.heldByDefaultWithReason]: (v) =>
    `محتجز للمراجعة بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة: ${isolate(v.reason)}`,
  [D.refusedByDefault]: (v) => `مرفوض بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة`,
  [D.refusedByDefaultWithReason]: (v) =>
    `مرفوض بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة: ${isolate(v.reason)}`,
  [D.noCarrier]: () => 'محتجز للمراجعة: لا توجد شركة شحن يمكنها نقل هذا الطلب',
  [D.noCarrierReason]: () => 'لا توجد شركة شحن يمكنها نقل هذا الطلب',
  [D.notToCountry]: (v) => `${carrier(v.carrier)} لا توصل إلى ${country(v.country)}`,
  [D.noCashOnDelivery]: (v) => `${carrier(v.carrier)} لا تحصّل الدفع عند الاستلام`,
  [D.weightLimit]: (v) => `${carrier(v.carrier)} تقبل طرودًا حتى ${v.kg} كغ`,
  [D.noServiceThere]: (v) => `لا تقدّم ${carrier(v.carrier)} خدمة ${service(v.service)} إلى هذه الوجهة`,
  [D.deferred]: () => 'متروك لقواعد التاجر',
  [D.patternUnchecked]: () => 'لم يُفحص نمط المرجع: استنفدت قواعد هذا الطلب حصتها من مطابقة الأنماط',
  [D.defaultOf]: (v) => `الإعداد الافتراضي لـ«${isolate(v.set)}»`,
  [D.defaultAlone]: () => 'الإعداد الافتراضي',
  [D.platformDefault]: () => 'الإعداد الافتراضي للمنصة: أسطول Sameday بخدمة الطلب',

  [Y.autoImportOff]: () => 'الاستيراد التلقائي متوقف لهذا المتجر.',
  [Y.shippingMethodFiltered]: (v) => `طريقة الشحن (${isolate(v.methods)}) لا تتضمن "${isolate(v.wanted)}".`,
  [Y.tagFiltered]: (v) => `لا يحمل الوسم "${isolate(v.wanted)}".`,
  [Y.phoneInvalid]: (v) => `رقم الهاتف "${isolate(v.phone)}" ليس رقمًا إماراتيًا صحيحًا (${innerClause(v.problem)}).`,
  [Y.noEmirate]: () => 'العنوان خارج منطقة خدمتنا: لا يذكر أيًّا من الإمارات السبع.',
  [Y.noPickup]: () => 'لا يوجد عنوان استلام: أضف عنوانًا، أو اختر العنوان الافتراضي في الإعدادات.',
  [Y.itemsInvalid]: (v) => `لا يمكن توصيل المنتجات كما هي (${innerClause(v.problem)}).`,
  [Y.outsideCountry]: (v) => `العنوان خارج منطقة خدمتنا (${country(v.country)}).`,
  [Y.cannotBecomeOrder]: (v) => `لا يمكن أن يصبح طلبًا: ${innerClause(v.problem)}.`,
  [Y.referenceExists]: (v) => `يوجد طلب بالمرجع ${isolate(v.reference)} بالفعل.`,
  [Y.accountBlocked]: () => 'حسابك ممنوع من تقديم الطلبات (فواتير متأخرة): ادفعها، ثم استورد هذا الطلب.',
  [Y.changedAfterCollection]: () => 'عدّل المتجر هذا الطلب بعد استلامه: لم يُطبَّق التعديل.',
  [Y.cancelledBeforeImport]: () => 'أُلغي في المتجر قبل أن يصبح طلبًا هنا.',
  [Y.cancelledAfterCollection]: () => 'ألغى المتجر هذا الطلب بعد استلامه: لم يُلغَ هنا.',
  [Y.fixedByHand]: () => 'صُحّح يدويًا وقُدّم.',
  // What was sent back to the shop: the tracking number (the order id) as written; why the shop could not be told,
  // in Arabic when our adapter wrote it (its codes and the platform's own words as written).
  [Y.trackingCollected]: (v) => `تم الاستلام: سُجّل تنفيذ الطلب في المتجر برقم التتبع ${isolate(v.order)}.`,
  [Y.trackingDelivered]: () => 'تم التوصيل: عُلِّم طلب المتجر بأنه تم توصيله.',
  [Y.trackingReturning]: () => 'قيد الإرجاع: أُضيفت ملاحظة إلى طلب المتجر.',
  [Y.trackingRefused]: () => 'رفض المتجر وصول Sameday: أعد ربطه لإرسال بيانات التتبع مرة أخرى.',
  [Y.trackingRetrying]: (v) => `تعذّر إبلاغ المتجر (${innerClause(v.problem)})؛ جارٍ إعادة المحاولة.`,
  [Y.storeAnswered]: (v) => `ردّ المتجر بالحالة ${isolate(v.status)} (${isolate(v.code)}).`,
  [Y.storeUnreachable]: (v) => `تعذّر الوصول إلى المتجر (${isolate(v.code)}).`,
  [Y.shopifyAnswered]: (v) => `ردّ Shopify: ${isolate(v.message)}`,
  [Y.shopifyAnsweredNothing]: () => 'لم يُرجع Shopify أي بيانات',
  [Y.shopifyRefused]: (v) => `رفض Shopify: ${isolate(v.message)}`,

  [TRACKING_ERROR_SENTENCES.noLongerChangeable]: (v) =>
    `حالة هذه الشحنة «${status(v.status)}»: لم يعد بالإمكان تغييرها من هنا.`,
  [TEAM_SENTENCES.invitationForOther]: (v) =>
    `هذه الدعوة موجّهة إلى ${isolate(v.email)}. سجّل الدخول بهذا البريد الإلكتروني للانضمام.`,
  [TEAM_SENTENCES.userRoleOneOf]: (v) => `يجب أن يكون الدور أحد الأدوار التالية: ${isolate(v.roles)}`,
  [TEAM_SENTENCES.tooManyInvitations]: (v) =>
    `أرسل هذا الحساب ${v.max} دعوة خلال آخر 24 ساعة، وهو الحد الأقصى. حاول مرة أخرى بعد ${v.hours} ساعة.`,
  [WEBHOOK_SENTENCES.tooManyTestEvents]: (v) =>
    `أرسل هذا الحساب ${v.max} حدثًا تجريبيًا خلال الساعة الأخيرة، وهو الحد الأقصى. حاول مرة أخرى بعد ${v.minutes} دقيقة.`,
  [SHOP_CONNECTION_SENTENCES.alreadyAnOrder]: (v) => `طلب المتجر هذا هو بالفعل الطلب ${isolate(v.order)} هنا.`,
  [SHIPMENT_SENTENCES.noSuchService]: (v) => `لا توجد خدمة كهذه لدى ${carrier(v.carrier)}.`,
  [SHIPMENT_SENTENCES.chooseService]: (v) => `اختر إحدى خدمات ${carrier(v.carrier)}`,
  [SHIPMENT_SENTENCES.notToCountry]: (v) => `لا توصل إلى ${country(v.country)}`,
  [SHIPMENT_SENTENCES.weightLimit]: (v) => `تقبل طرودًا حتى ${v.kg} كغ`,
  [SHIPMENT_SENTENCES.carrierNotConnected]: (v) => `${carrier(v.carrier)}: غير مربوطة على هذه المنصة.`,
  [SHIPMENT_SENTENCES.carrierNotToCountry]: (v) => `${carrier(v.carrier)}: لا توصل إلى ${country(v.country)}.`,
  [SHIPMENT_SENTENCES.carrierNoCashOnDelivery]: (v) => `${carrier(v.carrier)}: لا تحصّل الدفع عند الاستلام.`,
  [SHIPMENT_SENTENCES.carrierWeightLimit]: (v) => `${carrier(v.carrier)}: تقبل طرودًا حتى ${v.kg} كغ.`,
  [SHIPMENT_SENTENCES.labelFormats]: (v) => `تطبع ${carrier(v.carrier)} ملصقات بصيغة ${formats(v.formats)}.`,
  [SHIPMENT_SENTENCES.keepCountry]: (v) => `أبقِ ${country(v.country)}`,
  // A partner carrier that cannot be reached or refuses; HTTP statuses as written.
  [CARRIER_SENTENCES.notConnected]: (v) => `${carrier(v.carrier)} غير مربوطة على هذه المنصة.`,
  [CARRIER_SENTENCES.noAnswer]: (v) => `لم تردّ ${carrier(v.carrier)}. حاول مرة أخرى بعد قليل.`,
  [CARRIER_SENTENCES.couldNotAnswer]: (v) => `تعذّر على ${carrier(v.carrier)} الرد (الحالة ${isolate(v.status)}).`,
  [CARRIER_SENTENCES.unknownStatus]: (v) => `ردّت ${carrier(v.carrier)} بحالة غير معروفة.`,
  [CARRIER_SENTENCES.noAddressChanges]: (v) => `لم تعد ${carrier(v.carrier)} تقبل تغيير العنوان لهذه الشحنة.`,
  [SHIPMENT_SENTENCES.flowExists]: (v) =>
    `لهذا الحساب إعدادات للشحنات ${SHIPMENT_KIND_ARABIC[v.kind ?? ''] ?? isolate(v.kind)} بالفعل: عدّلها بدلًا من ذلك.`,
  [REQUEST_SENTENCES.permissionNeeded]: (v) => `لا يسمح دورك بهذا (${isolate(v.permission)}).`,
  [USER_VERSION_SENTENCES.notSupported]: (v) =>
    `إصدار API ${isolate(v.version)} غير مدعوم. حدّث الصفحة لتحميل الإصدار الحالي من لوحة التحكم.`,
  [SCHEDULE_SENTENCES.tooEarly]: (v) => `أقرب تاريخ توصيل لهذه الخدمة هو ${isolate(v.earliest)}`,
  [O.cannotBecome]: (v) => `لا يمكن تحويل طلب حالته «${status(v.from)}» إلى «${status(v.to)}».`,
  [O.noLongerEditable]: (v) => `لم يعد بالإمكان تعديل طلب حالته «${status(v.status)}».`,
  [O.notHeldToReattempt]: (v) =>
    `حالة الطلب ${isolate(v.order)} «${status(v.status)}»: لا تُعاد محاولة التوصيل إلا للطلبات المحتجزة.`,
  [O.notHeldToReturn]: (v) =>
    `حالة الطلب ${isolate(v.order)} «${status(v.status)}»: لا يُرجَع إلى المصدر إلا الطلب المحتجز.`,
  [O.heldForReview]: (v) =>
    `الطلب ${isolate(v.order)} محتجز لمراجعة عمليات Sameday منذ تقديمه: وهي التي تُفرج عنه للاستلام.`,
  [O.noPriceForService]: (v) => `لا تتضمن قائمة أسعارك سعرًا لهذه الخدمة إلى ${emirate(v.emirate)}`,
  [O.noPriceForReturn]: (v) => `لا تتضمن قائمة أسعارك سعرًا للإرجاع إلى ${emirate(v.emirate)}.`,
  [O.refusedByRule]: (v) => `رفضته قاعدة الشحن «${isolate(v.rule)}»`,
  [O.refusedByRuleWithReason]: (v) => `رفضته قاعدة الشحن «${isolate(v.rule)}»: ${inner(v.reason)}`,
  [O.refusedByRules]: () => 'رفضته قواعد الشحن',
  [O.refusedByRulesWithReason]: (v) => `رفضته قواعد الشحن: ${inner(v.reason)}`,
  [O.notPlacedByRule]: (v) => `لا يمكن تقديم هذا الطلب: رفضته قاعدة الشحن «${isolate(v.rule)}».`,
  [O.notPlacedByRuleWithReason]: (v) =>
    `لا يمكن تقديم هذا الطلب: رفضته قاعدة الشحن «${isolate(v.rule)}»: ${inner(v.reason)}.`,
  [O.notPlacedByRules]: () => 'لا يمكن تقديم هذا الطلب: رفضته قواعد الشحن.',
  [O.notPlacedByRulesWithReason]: (v) => `لا يمكن تقديم هذا الطلب: رفضته قواعد الشحن: ${inner(v.reason)}.`,

  [FLAG_SENTENCES.unknownFlag]: (v) => `علم ميزة غير معروف: ${isolate(v.feature)}`,
  [DISPATCHER_RULE_SENTENCES.carrierOffers]: (v) => `تقدّم شركة الشحن هذه: ${isolate(v.services)}`,
  [STAFF_SENTENCES.roleNeeded]: (v) => `يتطلب هذا أحد أدوار فريق العمل التالية: ${isolate(v.roles)}.`,

  // Why an attempt in a webhook endpoint's delivery log failed: seconds and HTTP statuses as written.
  [W.noAnswer]: (v) => `لم يصل أي رد خلال ${seconds(v.seconds)}`,
  [W.connectionRefused]: () => 'رُفض الاتصال',
  [W.hostNotFound]: () => 'تعذّر العثور على اسم المضيف',
  [W.connectionClosed]: () => 'أُغلق الاتصال قبل وصول الرد',
  [W.certificateRefused]: () => 'رُفضت شهادة TLS',
  [W.requestFailed]: () => 'تعذّر إرسال الطلب',
  [W.endpointAnswered]: (v) => `ردّت نقطة الاستقبال بالحالة ${isolate(v.status)}`,

  // A bulk file and its rows: counts, column names, references, dates and row numbers as written.
  [B.tooManyRows]: (v) => `عدد صفوف الملف ${v.rows}، والحد المسموح ${v.limit} صف لكل ملف.`,
  [B.unknownColumns]: (v) => `أعمدة غير معروفة: ${isolate(v.columns)}.`,
  [B.missingColumns]: (v) => `أعمدة ناقصة: ${isolate(v.columns)}.`,
  [B.duplicatedColumns]: (v) => `أعمدة مكرّرة: ${isolate(v.columns)}.`,
  [B.columnsProblem]: (v) => `${columnProblems(v.problems)} استخدم أعمدة النموذج.`,
  [B.unclosedQuote]: (v) => `تعذّرت قراءة الملف: في إحدى الخلايا علامة اقتباس لم تُغلق (قرب الصف ${v.row}).`,
  [R.pastDate]: (v) =>
    `التاريخ ${isolate(v.date)} مضى: أقرب تاريخ توصيل لخدمة «${service(v.service)}» هو ${isolate(v.earliest)}`,
  [R.tooEarly]: (v) => `أقرب تاريخ توصيل لخدمة «${service(v.service)}» هو ${isolate(v.earliest)}`,
  [R.tooLate]: (v) => `يمكن جدولة الطلبات حتى ${v.days} يومًا مقدمًا: آخر تاريخ ممكن هو ${isolate(v.latest)}`,
  [R.notSameInOrder]: (v) =>
    `يجب أن تكون قيمة العمود ${isolate(v.column)} واحدة في كل صفوف الطلب «${isolate(v.reference)}» (الصف ${v.row} يذكر غير ذلك)`,
  [R.tooManyItems]: (v) =>
    `للطلب «${isolate(v.reference)}» أكثر من ${v.max} صفًا؛ ولا يضم الطلب الواحد أكثر من ${v.max} منتجًا`,
  [R.orderHasErrorsInRow]: (v) => `لم يُستورد الطلب «${isolate(v.reference)}»: في صفّه ${v.row} أخطاء`,
  [R.orderHasErrorsInRows]: (v) => `لم يُستورد الطلب «${isolate(v.reference)}»: في صفوفه ${isolate(v.rows)} أخطاء`,
  [R.unknownPickup]: (v) => `عنوان الاستلام «${isolate(v.name)}» غير معروف`,
  // The services as the file writes them, in English.
  [R.unknownService]: (v) => `يجب أن تكون الخدمة Same day أو Next day أو 4-hour (وليست «${isolate(v.given)}»)`,
};

/** Reads a stored server sentence back by its template (see @sameday/contract sentences.ts). */
export const readServerSentence: (text: string) => ReadSentence | null = sentenceReader(Object.keys(SENTENCE_ARABIC));

/** The Arabic of an English text of the contract: a fixed sentence, one built from a value, or a server template; null for other text. */
export function arabicContractText(english: string): string | null {
  const fixed = CONTRACT_ARABIC[english];
  if (fixed) return fixed;
  for (const [pattern, arabic] of CONTRACT_ARABIC_PATTERNS) {
    const match = pattern.exec(english);
    if (match) return arabic(match[1] ?? '');
  }
  const read = readServerSentence(english);
  return read && (SENTENCE_ARABIC[read.template]?.(read.values) ?? null);
}
