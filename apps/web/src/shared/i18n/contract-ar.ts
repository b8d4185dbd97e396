import {
  DISPATCH_SERVICE_LABELS,
  type EMIRATES,
  type InnerServerText,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type ReadSentence,
  renderServerText,
  SERVER_TEXTS,
  type ServerText,
  type ServerTextId,
  sentenceReader,
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
 * The Arabic of the sentences the server writes (the contract's *_SENTENCES templates), keyed by
 * their message id (decision 053): the server keeps and answers them as an id with values, and
 * values stay as written. Every id has its Arabic, or this does not compile.
 */
export const SERVER_TEXT_ARABIC: Readonly<Record<ServerTextId, (values: Values) => string>> = {
  'history.placed': () => 'تم إنشاء الطلب',
  'history.edited': () => 'عُدّل الطلب',
  'history.parcelsAdded': (v) => `أُضيفت طرود: ${isolate(v.items)}`,
  'history.parcelRemoved': (v) => `أُزيل طرد: ${isolate(v.items)}`,
  'history.returnChosen': () => 'اختير الإرجاع إلى المصدر',
  'history.reattemptChosen': (v) => `اختيرت إعادة المحاولة يوم ${arabicServiceDay(v.date)}`,
  'history.attemptFailed': () => 'فشلت محاولة التوصيل',
  'history.secondFailedAttempt': () => 'المحاولة الفاشلة الثانية: محتجز 72 ساعة بانتظار اختيارك',
  'history.thirdFailedAttempt': () => 'المحاولة الفاشلة الثالثة: يُعاد إليك',
  'history.collectedBy': (v) => `استلمه ${isolate(v.carrier)}`,
  'history.released': () => 'أفرجت عنه عمليات Sameday',
  'history.releasedWithNote': (v) => `أفرجت عنه عمليات Sameday: ${isolate(v.note)}`,
  'history.heldByRule': (v) => `محتجز للمراجعة بموجب قاعدة الشحن «${isolate(v.rule)}»`,
  'history.heldByRuleWithReason': (v) => `محتجز للمراجعة بموجب قاعدة الشحن «${isolate(v.rule)}»: ${isolate(v.reason)}`,
  'history.heldByRules': () => 'محتجز للمراجعة بموجب قواعد الشحن',
  'history.heldByRulesWithReason': (v) => `محتجز للمراجعة بموجب قواعد الشحن: ${isolate(v.reason)}`,
  'history.returnOf': (v) => `إرجاع للطلب ${orderRef(v.order)}`,
  'orderNotes.customerReturnOf': (v) => `إرجاع من العميل للطلب ${orderRef(v.order)}`,
  'history.returnOfWithReason': (v) => `إرجاع للطلب ${orderRef(v.order)}: ${isolate(v.reason)}`,
  'history.returnRequested': (v) => `طُلب إرجاعه: ${orderRef(v.order)}`,
  'history.returnRequestedByRecipient': (v) => `طلب المستلم إرجاعه: ${orderRef(v.order)}`,
  'history.rescheduledByRecipient': (v) => `أعاد المستلم جدولته إلى ${arabicServiceDay(v.date)}`,
  'history.ratedByRecipient': (v) => `قيّمه المستلم ${v.stars}/5`,
  'history.ratedByRecipientWithComment': (v) => `قيّمه المستلم ${v.stars}/5: «${isolate(v.comment)}»`,
  'history.instructionsFromRecipient': (v) => `تعليمات التوصيل من المستلم: ${isolate(v.text)}`,
  'history.cancelledInShop': () => 'أُلغي في المتجر',
  'history.recipientUnavailable': () => 'لن يكون المستلم متاحًا: محتجز بانتظار اختيارك',
  'history.recipientActor': (v) => `${isolate(v.name)} (المستلم)`,
  'history.operationsActor': () => 'عمليات Sameday',

  'decisions.carrierByRule': (v) =>
    `${carrier(v.carrier)} (${service(v.service)}) لأن القاعدة «${isolate(v.rule)}» انطبقت`,
  'decisions.carrierByDefault': (v) =>
    `${carrier(v.carrier)} (${service(v.service)}) بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة`,
  'decisions.carrierByPlatformDefault': (v) =>
    `${carrier(v.carrier)} (${service(v.service)}) بحسب الإعداد الافتراضي للمنصة`,
  'decisions.carrierByPlatformDefaultNoMatch': (v) =>
    `${carrier(v.carrier)} (${service(v.service)}) بحسب الإعداد الافتراضي للمنصة: لم تنطبق أي قاعدة`,
  'decisions.heldByRule': (v) => `محتجز للمراجعة لأن القاعدة «${isolate(v.rule)}» انطبقت`,
  'decisions.heldByRuleWithReason': (v) =>
    `محتجز للمراجعة لأن القاعدة «${isolate(v.rule)}» انطبقت: ${isolate(v.reason)}`,
  'decisions.refusedByRule': (v) => `مرفوض لأن القاعدة «${isolate(v.rule)}» انطبقت`,
  'decisions.refusedByRuleWithReason': (v) => `مرفوض لأن القاعدة «${isolate(v.rule)}» انطبقت: ${isolate(v.reason)}`,
  'decisions.heldByDefault': (v) => `محتجز للمراجعة بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة`,
  'decisions.heldByDefaultWithReason': (v) =>
    `محتجز للمراجعة بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة: ${isolate(v.reason)}`,
  'decisions.refusedByDefault': (v) => `مرفوض بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة`,
  'decisions.refusedByDefaultWithReason': (v) =>
    `مرفوض بحسب الإعداد الافتراضي لـ«${isolate(v.set)}»: لم تنطبق أي قاعدة: ${isolate(v.reason)}`,
  'decisions.noCarrier': () => 'محتجز للمراجعة: لا توجد شركة شحن يمكنها نقل هذا الطلب',
  'decisions.noCarrierReason': () => 'لا توجد شركة شحن يمكنها نقل هذا الطلب',
  'decisions.notToCountry': (v) => `${carrier(v.carrier)} لا توصل إلى ${country(v.country)}`,
  'decisions.noCashOnDelivery': (v) => `${carrier(v.carrier)} لا تحصّل الدفع عند الاستلام`,
  'decisions.weightLimit': (v) => `${carrier(v.carrier)} تقبل طرودًا حتى ${v.kg} كغ`,
  'decisions.noServiceThere': (v) => `لا تقدّم ${carrier(v.carrier)} خدمة ${service(v.service)} إلى هذه الوجهة`,
  'decisions.deferred': () => 'متروك لقواعد التاجر',
  'decisions.patternUnchecked': () => 'لم يُفحص نمط المرجع: استنفدت قواعد هذا الطلب حصتها من مطابقة الأنماط',
  'decisions.defaultOf': (v) => `الإعداد الافتراضي لـ«${isolate(v.set)}»`,
  'decisions.defaultAlone': () => 'الإعداد الافتراضي',
  'decisions.platformDefault': () => 'الإعداد الافتراضي للمنصة: أسطول Sameday بخدمة الطلب',

  'shopSync.autoImportOff': () => 'الاستيراد التلقائي متوقف لهذا المتجر.',
  'shopSync.shippingMethodFiltered': (v) => `طريقة الشحن (${isolate(v.methods)}) لا تتضمن "${isolate(v.wanted)}".`,
  'shopSync.tagFiltered': (v) => `لا يحمل الوسم "${isolate(v.wanted)}".`,
  'shopSync.phoneInvalid': (v) =>
    `رقم الهاتف "${isolate(v.phone)}" ليس رقمًا إماراتيًا صحيحًا (${innerClause(v.problem)}).`,
  'shopSync.noEmirate': () => 'العنوان خارج منطقة خدمتنا: لا يذكر أيًّا من الإمارات السبع.',
  'shopSync.noPickup': () => 'لا يوجد عنوان استلام: أضف عنوانًا، أو اختر العنوان الافتراضي في الإعدادات.',
  'shopSync.itemsInvalid': (v) => `لا يمكن توصيل المنتجات كما هي (${innerClause(v.problem)}).`,
  'shopSync.outsideCountry': (v) => `العنوان خارج منطقة خدمتنا (${country(v.country)}).`,
  'shopSync.cannotBecomeOrder': (v) => `لا يمكن أن يصبح طلبًا: ${innerClause(v.problem)}.`,
  'shopSync.referenceExists': (v) => `يوجد طلب بالمرجع ${isolate(v.reference)} بالفعل.`,
  'shopSync.accountBlocked': () => 'حسابك ممنوع من تقديم الطلبات (فواتير متأخرة): ادفعها، ثم استورد هذا الطلب.',
  'shopSync.changedAfterCollection': () => 'عدّل المتجر هذا الطلب بعد استلامه: لم يُطبَّق التعديل.',
  'shopSync.cancelledBeforeImport': () => 'أُلغي في المتجر قبل أن يصبح طلبًا هنا.',
  'shopSync.cancelledAfterCollection': () => 'ألغى المتجر هذا الطلب بعد استلامه: لم يُلغَ هنا.',
  'shopSync.fixedByHand': () => 'صُحّح يدويًا وقُدّم.',
  // What was sent back to the shop: the tracking number (the order id) as written; why the shop could not be told,
  // in Arabic when our adapter wrote it (its codes and the platform's own words as written).
  'shopSync.trackingCollected': (v) => `تم الاستلام: سُجّل تنفيذ الطلب في المتجر برقم التتبع ${isolate(v.order)}.`,
  'shopSync.trackingDelivered': () => 'تم التوصيل: عُلِّم طلب المتجر بأنه تم توصيله.',
  'shopSync.trackingReturning': () => 'قيد الإرجاع: أُضيفت ملاحظة إلى طلب المتجر.',
  'shopSync.trackingRefused': () => 'رفض المتجر وصول Sameday: أعد ربطه لإرسال بيانات التتبع مرة أخرى.',
  'shopSync.trackingRetrying': (v) => `تعذّر إبلاغ المتجر (${innerClause(v.problem)})؛ جارٍ إعادة المحاولة.`,
  'shopSync.storeAnswered': (v) => `ردّ المتجر بالحالة ${isolate(v.status)} (${isolate(v.code)}).`,
  'shopSync.storeUnreachable': (v) => `تعذّر الوصول إلى المتجر (${isolate(v.code)}).`,
  'shopSync.shopifyAnswered': (v) => `ردّ Shopify: ${isolate(v.message)}`,
  'shopSync.shopifyAnsweredNothing': () => 'لم يُرجع Shopify أي بيانات',
  'shopSync.shopifyRefused': (v) => `رفض Shopify: ${isolate(v.message)}`,

  'tracking.noLongerChangeable': (v) => `حالة هذه الشحنة «${status(v.status)}»: لم يعد بالإمكان تغييرها من هنا.`,
  'teams.invitationForOther': (v) =>
    `هذه الدعوة موجّهة إلى ${isolate(v.email)}. سجّل الدخول بهذا البريد الإلكتروني للانضمام.`,
  'teams.userRoleOneOf': (v) => `يجب أن يكون الدور أحد الأدوار التالية: ${isolate(v.roles)}`,
  'teams.tooManyInvitations': (v) =>
    `أرسل هذا الحساب ${v.max} دعوة خلال آخر 24 ساعة، وهو الحد الأقصى. حاول مرة أخرى بعد ${v.hours} ساعة.`,
  'webhooks.tooManyTestEvents': (v) =>
    `أرسل هذا الحساب ${v.max} حدثًا تجريبيًا خلال الساعة الأخيرة، وهو الحد الأقصى. حاول مرة أخرى بعد ${v.minutes} دقيقة.`,
  'shopConnections.alreadyAnOrder': (v) => `طلب المتجر هذا هو بالفعل الطلب ${isolate(v.order)} هنا.`,
  'shipments.noSuchService': (v) => `لا توجد خدمة كهذه لدى ${carrier(v.carrier)}.`,
  'shipments.chooseService': (v) => `اختر إحدى خدمات ${carrier(v.carrier)}`,
  'shipments.notToCountry': (v) => `لا توصل إلى ${country(v.country)}`,
  'shipments.weightLimit': (v) => `تقبل طرودًا حتى ${v.kg} كغ`,
  'shipments.carrierNotConnected': (v) => `${carrier(v.carrier)}: غير مربوطة على هذه المنصة.`,
  'shipments.carrierNotToCountry': (v) => `${carrier(v.carrier)}: لا توصل إلى ${country(v.country)}.`,
  'shipments.carrierNoCashOnDelivery': (v) => `${carrier(v.carrier)}: لا تحصّل الدفع عند الاستلام.`,
  'shipments.carrierWeightLimit': (v) => `${carrier(v.carrier)}: تقبل طرودًا حتى ${v.kg} كغ.`,
  'shipments.labelFormats': (v) => `تطبع ${carrier(v.carrier)} ملصقات بصيغة ${formats(v.formats)}.`,
  'shipments.keepCountry': (v) => `أبقِ ${country(v.country)}`,
  // A partner carrier that cannot be reached or refuses; HTTP statuses as written.
  'carriers.notConnected': (v) => `${carrier(v.carrier)} غير مربوطة على هذه المنصة.`,
  'carriers.noAnswer': (v) => `لم تردّ ${carrier(v.carrier)}. حاول مرة أخرى بعد قليل.`,
  'carriers.couldNotAnswer': (v) => `تعذّر على ${carrier(v.carrier)} الرد (الحالة ${isolate(v.status)}).`,
  'carriers.unknownStatus': (v) => `ردّت ${carrier(v.carrier)} بحالة غير معروفة.`,
  'carriers.noAddressChanges': (v) => `لم تعد ${carrier(v.carrier)} تقبل تغيير العنوان لهذه الشحنة.`,
  'shipments.flowExists': (v) =>
    `لهذا الحساب إعدادات للشحنات ${SHIPMENT_KIND_ARABIC[v.kind ?? ''] ?? isolate(v.kind)} بالفعل: عدّلها بدلًا من ذلك.`,
  'requests.permissionNeeded': (v) => `لا يسمح دورك بهذا (${isolate(v.permission)}).`,
  'userVersion.notSupported': (v) =>
    `إصدار API ${isolate(v.version)} غير مدعوم. حدّث الصفحة لتحميل الإصدار الحالي من لوحة التحكم.`,
  'schedule.tooEarly': (v) => `أقرب تاريخ توصيل لهذه الخدمة هو ${isolate(v.earliest)}`,
  'orders.cannotBecome': (v) => `لا يمكن تحويل طلب حالته «${status(v.from)}» إلى «${status(v.to)}».`,
  'orders.noLongerEditable': (v) => `لم يعد بالإمكان تعديل طلب حالته «${status(v.status)}».`,
  'orders.notHeldToReattempt': (v) =>
    `حالة الطلب ${isolate(v.order)} «${status(v.status)}»: لا تُعاد محاولة التوصيل إلا للطلبات المحتجزة.`,
  'orders.notHeldToReturn': (v) =>
    `حالة الطلب ${isolate(v.order)} «${status(v.status)}»: لا يُرجَع إلى المصدر إلا الطلب المحتجز.`,
  'orders.heldForReview': (v) =>
    `الطلب ${isolate(v.order)} محتجز لمراجعة عمليات Sameday منذ تقديمه: وهي التي تُفرج عنه للاستلام.`,
  'orders.noPriceForService': (v) => `لا تتضمن قائمة أسعارك سعرًا لهذه الخدمة إلى ${emirate(v.emirate)}`,
  'orders.noPriceForReturn': (v) => `لا تتضمن قائمة أسعارك سعرًا للإرجاع إلى ${emirate(v.emirate)}.`,
  'orders.refusedByRule': (v) => `رفضته قاعدة الشحن «${isolate(v.rule)}»`,
  'orders.refusedByRuleWithReason': (v) => `رفضته قاعدة الشحن «${isolate(v.rule)}»: ${inner(v.reason)}`,
  'orders.refusedByRules': () => 'رفضته قواعد الشحن',
  'orders.refusedByRulesWithReason': (v) => `رفضته قواعد الشحن: ${inner(v.reason)}`,
  'orders.notPlacedByRule': (v) => `لا يمكن تقديم هذا الطلب: رفضته قاعدة الشحن «${isolate(v.rule)}».`,
  'orders.notPlacedByRuleWithReason': (v) =>
    `لا يمكن تقديم هذا الطلب: رفضته قاعدة الشحن «${isolate(v.rule)}»: ${inner(v.reason)}.`,
  'orders.notPlacedByRules': () => 'لا يمكن تقديم هذا الطلب: رفضته قواعد الشحن.',
  'orders.notPlacedByRulesWithReason': (v) => `لا يمكن تقديم هذا الطلب: رفضته قواعد الشحن: ${inner(v.reason)}.`,

  'flags.unknownFlag': (v) => `علم ميزة غير معروف: ${isolate(v.feature)}`,
  'dispatcherRules.carrierOffers': (v) => `تقدّم شركة الشحن هذه: ${isolate(v.services)}`,
  'staff.roleNeeded': (v) => `يتطلب هذا أحد أدوار فريق العمل التالية: ${isolate(v.roles)}.`,

  // Why an attempt in a webhook endpoint's delivery log failed: seconds and HTTP statuses as written.
  'webhookDeliveries.noAnswer': (v) => `لم يصل أي رد خلال ${seconds(v.seconds)}`,
  'webhookDeliveries.connectionRefused': () => 'رُفض الاتصال',
  'webhookDeliveries.hostNotFound': () => 'تعذّر العثور على اسم المضيف',
  'webhookDeliveries.connectionClosed': () => 'أُغلق الاتصال قبل وصول الرد',
  'webhookDeliveries.certificateRefused': () => 'رُفضت شهادة TLS',
  'webhookDeliveries.requestFailed': () => 'تعذّر إرسال الطلب',
  'webhookDeliveries.endpointAnswered': (v) => `ردّت نقطة الاستقبال بالحالة ${isolate(v.status)}`,

  // A bulk file and its rows: counts, column names, references, dates and row numbers as written.
  'bulk.tooManyRows': (v) => `عدد صفوف الملف ${v.rows}، والحد المسموح ${v.limit} صف لكل ملف.`,
  'bulk.unknownColumns': (v) => `أعمدة غير معروفة: ${isolate(v.columns)}.`,
  'bulk.missingColumns': (v) => `أعمدة ناقصة: ${isolate(v.columns)}.`,
  'bulk.duplicatedColumns': (v) => `أعمدة مكرّرة: ${isolate(v.columns)}.`,
  'bulk.columnsProblem': (v) => `${columnProblems(v.problems)} استخدم أعمدة النموذج.`,
  'bulk.unclosedQuote': (v) => `تعذّرت قراءة الملف: في إحدى الخلايا علامة اقتباس لم تُغلق (قرب الصف ${v.row}).`,
  'bulkRows.pastDate': (v) =>
    `التاريخ ${isolate(v.date)} مضى: أقرب تاريخ توصيل لخدمة «${service(v.service)}» هو ${isolate(v.earliest)}`,
  'bulkRows.tooEarly': (v) => `أقرب تاريخ توصيل لخدمة «${service(v.service)}» هو ${isolate(v.earliest)}`,
  'bulkRows.tooLate': (v) => `يمكن جدولة الطلبات حتى ${v.days} يومًا مقدمًا: آخر تاريخ ممكن هو ${isolate(v.latest)}`,
  'bulkRows.notSameInOrder': (v) =>
    `يجب أن تكون قيمة العمود ${isolate(v.column)} واحدة في كل صفوف الطلب «${isolate(v.reference)}» (الصف ${v.row} يذكر غير ذلك)`,
  'bulkRows.tooManyItems': (v) =>
    `للطلب «${isolate(v.reference)}» أكثر من ${v.max} صفًا؛ ولا يضم الطلب الواحد أكثر من ${v.max} منتجًا`,
  'bulkRows.orderHasErrorsInRow': (v) => `لم يُستورد الطلب «${isolate(v.reference)}»: في صفّه ${v.row} أخطاء`,
  'bulkRows.orderHasErrorsInRows': (v) =>
    `لم يُستورد الطلب «${isolate(v.reference)}»: في صفوفه ${isolate(v.rows)} أخطاء`,
  'bulkRows.unknownPickup': (v) => `عنوان الاستلام «${isolate(v.name)}» غير معروف`,
  // The services as the file writes them, in English.
  'bulkRows.unknownService': (v) => `يجب أن تكون الخدمة Same day أو Next day أو 4-hour (وليست «${isolate(v.given)}»)`,
};

/** The Arabic of a text the server wrote, by its id; a text inside a value in Arabic too. Null for an id this table lacks (a newer server's). */
export function arabicServerText(text: ServerText | InnerServerText): string | null {
  const arabic = SERVER_TEXT_ARABIC[text.id as ServerTextId];
  if (!arabic) return null;
  const values = Object.entries(text.values).map(([name, value]) => [
    name,
    typeof value === 'string' ? value : (arabicServerText(value) ?? renderServerText(value) ?? ''),
  ]);
  return arabic(Object.fromEntries(values));
}

/** The same table by each id's English template: for the texts the dashboard and the contract still write in English themselves. */
export const SENTENCE_ARABIC: Readonly<Record<string, (values: Values) => string>> = Object.fromEntries(
  Object.entries(SERVER_TEXT_ARABIC).map(([id, arabic]) => [SERVER_TEXTS[id as ServerTextId], arabic]),
);

/**
 * Reads an English sentence back by its template. Only for what is not yet answered by id: texts
 * the dashboard's worker and the contract's schemas write themselves (a bulk file's rows, a field's
 * check built from a value) and the few API sentences still written as English alone (decision 053).
 */
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
