import * as contract from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { arabicContractText, arabicServerText, arabicServiceDay, CONTRACT_ARABIC } from './contract-ar';

type Values = Record<string, string | number | contract.InnerServerText>;
/** The Arabic of a template written by id with its values, as the server and the contract's checks answer it. */
const written = contract.serverText as (template: string, values?: Values) => contract.ServerText;
const arabicOf = (template: string, values: Values = {}) => arabicServerText(written(template, values));

/** Every fixed sentence of the contract's *_MESSAGES tables: functions (with values) are written per screen. */
function sentences(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}

describe('the Arabic of the contract sentences', () => {
  const tables = Object.entries(contract).filter(([name]) => name === 'MESSAGES' || name.endsWith('_MESSAGES'));

  it('has every fixed sentence, in Arabic', () => {
    expect(tables.length).toBeGreaterThan(5);
    const missing = tables.flatMap(([name, table]) =>
      sentences(table)
        .filter((english) => !/[\u0600-\u06FF]/.test(CONTRACT_ARABIC[english] ?? ''))
        .map((english) => `${name}: ${english}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the Arabic of the sentences the server writes', () => {
  const tables = Object.entries(contract).filter(([name]) => name.endsWith('_SENTENCES'));
  const templates = tables.flatMap(([, table]) => Object.values(table as Record<string, string>));
  const namesOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

  it('has every template, in Arabic, with each of its values', () => {
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const template of templates) {
      const values = Object.fromEntries(namesOf(template).map((name) => [name, `«${name}-value»`]));
      const arabic = arabicOf(template, values) ?? '';
      expect(arabic, template).toMatch(/[\u0600-\u06FF]/);
      for (const name of namesOf(template)) {
        // Dates and services are translated; every other value is kept as written.
        if (name !== 'date' && name !== 'service') expect(arabic, `${template}: ${name}`).toContain(`«${name}-value»`);
      }
    }
    expect(Object.values(contract.SERVER_TEXTS).sort()).toEqual([...templates].sort());
  });

  it('shows a stored history reason in Arabic by its id, as the API answers and keeps it', () => {
    // As written by the server, stored (JSON) and answered: nothing is read back from the English.
    const kept = JSON.parse(
      JSON.stringify(contract.serverText(contract.HISTORY_SENTENCES.reattemptChosen, { date: 'Thu 27 Nov' })),
    );
    const answered = contract.ServerTextSchema.parse(kept);
    expect(answered).toEqual({ id: 'history.reattemptChosen', values: { date: 'Thu 27 Nov' } });
    expect(contract.renderServerText(answered)).toBe('Reattempt chosen for Thu 27 Nov');
    expect(arabicServerText(answered)).toBe('اختيرت إعادة المحاولة يوم الخميس 27 نوفمبر');
    // A person's note that reads like another template is a value, kept as written.
    const note = contract.serverText(contract.HISTORY_SENTENCES.releasedWithNote, { note: 'Reattempt chosen for Fri' });
    expect(arabicServerText(note)).toBe('أفرجت عنه عمليات Sameday: \u2068Reattempt chosen for Fri\u2069');
    // A text inside a value is shown by its own id.
    const store = contract.serverText(contract.SHOP_SYNC_SENTENCES.storeAnswered, { status: 500, code: 'boom' });
    const retrying = contract.serverText(contract.SHOP_SYNC_SENTENCES.trackingRetrying, {
      problem: contract.innerServerText(store),
    });
    expect(arabicServerText(retrying)).toContain('ردّ المتجر بالحالة');
    expect(arabicServerText({ id: 'history.fromANewerServer', values: {} })).toBeNull();
  });

  it('finds a template without values by its whole sentence, and leaves people’s words alone', () => {
    expect(arabicContractText(contract.DECISION_SENTENCES.noCarrierReason)).toBe(
      'لا توجد شركة شحن يمكنها نقل هذا الطلب',
    );
    // A sentence with values is shown by its id only: its English is never read apart.
    const line = contract.sentence(contract.HISTORY_SENTENCES.releasedWithNote, { note: 'address checked' });
    expect(arabicContractText(line)).toBeNull();
    expect(arabicContractText('Customer asked us to wait')).toBeNull();
  });

  it('translates a contract sentence inside a template, and keeps a person’s words inside one', () => {
    expect(
      arabicOf(contract.SHOP_SYNC_SENTENCES.cannotBecomeOrder, {
        problem: contract.MESSAGES.required,
      }),
    ).toBe(`لا يمكن أن يصبح طلبًا: ${CONTRACT_ARABIC[contract.MESSAGES.required]}.`);
    expect(
      arabicOf(contract.SHOP_SYNC_SENTENCES.cannotBecomeOrder, { problem: 'ask Omar' })?.replace(
        /[\u2066-\u2069]/g,
        '',
      ),
    ).toBe('لا يمكن أن يصبح طلبًا: ask Omar.');
    expect(arabicContractText('ask Omar')).toBeNull();
  });

  it('keeps an order id and its "#" in one isolate: beside Arabic words the "#" would land after the id', () => {
    expect(arabicOf(contract.ORDER_NOTE_SENTENCES.customerReturnOf, { order: 'SD2133N7XQBS' })).toBe(
      'إرجاع من العميل للطلب \u2068#SD2133N7XQBS\u2069',
    );
    expect(arabicOf(contract.HISTORY_SENTENCES.returnRequested, { order: 'SD2133N7XQBS' })).toBe(
      'طُلب إرجاعه: \u2068#SD2133N7XQBS\u2069',
    );
  });

  it('writes a service day in Arabic', () => {
    expect(arabicServiceDay('Thu 27 Nov')).toBe('الخميس 27 نوفمبر');
    expect(arabicServiceDay('Mon 1 Dec')).toBe('الاثنين 1 ديسمبر');
    expect(arabicServiceDay('someday')).toContain('someday');
  });
});

describe('the API’s refusals, in Arabic', () => {
  const bare = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');
  const { ORDER_ERROR_MESSAGES, ORDER_ERROR_SENTENCES, ORDER_STATUS_LABELS, sentence } = contract;

  it('has a fixed refusal in Arabic', () => {
    expect(arabicContractText(ORDER_ERROR_MESSAGES.changedMeanwhile)).toBe(
      'تغيّر الطلب في هذه الأثناء. أعد تحميله وحاول مرة أخرى.',
    );
    expect(arabicContractText(contract.TEAM_MESSAGES.ownerRoleFixed)).toMatch(/[\u0600-\u06FF]/);
  });

  it('says a refused move with the two statuses in the catalogs’ words', () => {
    const refused = sentence(ORDER_ERROR_SENTENCES.cannotBecome, {
      from: ORDER_STATUS_LABELS.delivery_complete,
      to: ORDER_STATUS_LABELS.cancelled,
    });
    expect(refused).toBe('An order that is Delivered cannot become Cancelled.');
    expect(
      arabicOf(ORDER_ERROR_SENTENCES.cannotBecome, {
        from: ORDER_STATUS_LABELS.delivery_complete,
        to: ORDER_STATUS_LABELS.cancelled,
      }),
    ).toBe('لا يمكن تحويل طلب حالته «تم التوصيل» إلى «ملغى».');
  });

  it('reads the tracking page’s status in lower case', () => {
    expect(
      arabicOf(contract.TRACKING_ERROR_SENTENCES.noLongerChangeable, {
        status: ORDER_STATUS_LABELS.out_for_delivery.toLowerCase(),
      }),
    ).toBe('حالة هذه الشحنة «خرج للتوصيل»: لم يعد بالإمكان تغييرها من هنا.');
  });

  it('keeps a rule’s name as written and says its reason in Arabic when the contract wrote it', () => {
    expect(
      bare(
        arabicOf(ORDER_ERROR_SENTENCES.notPlacedByRuleWithReason, {
          rule: 'No Fujairah COD',
          reason: contract.DECISION_SENTENCES.noCarrierReason,
        }),
      ),
    ).toBe('لا يمكن تقديم هذا الطلب: رفضته قاعدة الشحن «No Fujairah COD»: لا توجد شركة شحن يمكنها نقل هذا الطلب.');
    expect(
      bare(arabicOf(ORDER_ERROR_SENTENCES.refusedByRuleWithReason, { rule: 'Big', reason: 'call us first' })),
    ).toBe('رفضته قاعدة الشحن «Big»: call us first');
  });

  it('says an API version the server does not know in Arabic, the version as written', () => {
    const refused = contract.userVersionRefusal('v9');
    expect(refused.message).toBe(contract.userVersionNotSupported('v9'));
    expect(bare(arabicServerText(refused.text))).toBe(
      'إصدار API v9 غير مدعوم. حدّث الصفحة لتحميل الإصدار الحالي من لوحة التحكم.',
    );
  });

  it('says the Sameday fleet’s own refusals in Arabic', () => {
    const { SAMEDAY_FLEET_MESSAGES: M } = contract;
    expect(arabicContractText(M.courierOnTheWay)).toBe('المندوب في الطريق بالفعل: لم يعد بالإمكان تغيير العنوان.');
    expect(arabicContractText(M.serviceNotCarried)).toBe('لا ينقل أسطول Sameday هذه الشحنة بهذه الخدمة.');
    expect(arabicContractText(M.noSuchShipment)).toBe('لا توجد شحنة كهذه لدى أسطول Sameday.');
  });

  it('says why a partner carrier cannot answer or refuses in Arabic, its name and the status as written', () => {
    const { CARRIER_SENTENCES: C } = contract;
    expect(bare(arabicOf(C.couldNotAnswer, { carrier: 'Aramex', status: 503 }))).toBe(
      'تعذّر على Aramex الرد (الحالة 503).',
    );
    expect(bare(arabicOf(C.noAddressChanges, { carrier: 'Aramex' }))).toBe(
      'لم تعد Aramex تقبل تغيير العنوان لهذه الشحنة.',
    );
    expect(bare(arabicOf(C.noAnswer, { carrier: 'Aramex' }))).toBe('لم تردّ Aramex. حاول مرة أخرى بعد قليل.');
  });

  it('names a country the server gives by its code as the shipment form does, and the Sameday fleet in Arabic', () => {
    const { SHIPMENT_SENTENCES: T, SHOP_SYNC_SENTENCES: Y } = contract;
    expect(arabicOf(T.notToCountry, { country: 'SA' })).toBe('لا توصل إلى المملكة العربية السعودية');
    expect(arabicOf(Y.outsideCountry, { country: 'GB' })).toBe('العنوان خارج منطقة خدمتنا (المملكة المتحدة).');
    expect(bare(arabicOf(T.notToCountry, { country: 'somewhere' }))).toBe('لا توصل إلى somewhere');
    expect(arabicContractText(contract.CARRIERS.sameday.name)).toBe('أسطول Sameday');
  });

  it('keeps an address and an emirate’s place in the sentence', () => {
    expect(arabicOf(contract.TEAM_SENTENCES.invitationForOther, { email: 'sara@shop.ae' })).toContain(
      '\u2068sara@shop.ae\u2069',
    );
    expect(arabicOf(ORDER_ERROR_SENTENCES.noPriceForService, { emirate: 'Ras Al Khaimah' })).toBe(
      'لا تتضمن قائمة أسعارك سعرًا لهذه الخدمة إلى رأس الخيمة',
    );
  });
});

describe('the refusals of fulfilment, the dispatcher, webhooks, staff and the bulk file, in Arabic', () => {
  const bare = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');
  const { BULK_MESSAGES, BULK_ROW_TEXTS, DISPATCHER_MESSAGES } = contract;

  it('says a fixed refusal of each area in Arabic', () => {
    expect(arabicContractText(DISPATCHER_MESSAGES.operationsOnly)).toBe(
      'يحتفظ فريق التشغيل بمجموعة القواعد هذه: لا يغيّرها إلا فريق التشغيل.',
    );
    expect(arabicContractText(DISPATCHER_MESSAGES.tooManyRules)).toBe(
      `الحد الأقصى لعدد القواعد في مجموعة القواعد هو ${contract.DISPATCHER_LIMITS.rulesPerSet}.`,
    );
    expect(arabicContractText(contract.WEBHOOK_MESSAGES.endpointOff)).toBe(
      'نقطة الاستقبال هذه متوقفة. شغّلها لترسل الأحداث إليها.',
    );
    expect(arabicContractText(contract.PASSWORD_MESSAGES.currentPasswordWrong)).toBe('كلمة المرور الحالية غير صحيحة.');
    expect(arabicContractText(contract.FULFILMENT_MESSAGES.orderNotFound)).toBe('لم يتم العثور على طلب التجهيز');
    expect(arabicContractText(contract.OAUTH_CLIENT_MESSAGES.notFound)).toBe('لا يوجد عميل API بهذا المعرّف في حسابك.');
  });

  it('keeps a staff role and a flag’s name as written', () => {
    const roleNeeded = contract.STAFF_TEXTS.roleNeeded(['operations', 'finance']);
    expect(roleNeeded.message).toBe('This needs one of the staff roles: admin, operations, finance.');
    expect(bare(arabicServerText(roleNeeded.text))).toBe(
      'يتطلب هذا أحد أدوار فريق العمل التالية: admin, operations, finance.',
    );
    expect(bare(arabicOf(contract.FLAG_SENTENCES.unknownFlag, { feature: 'new_checkout' }))).toBe(
      'علم ميزة غير معروف: new_checkout',
    );
  });

  it('says a file with too many rows with both counts as written', () => {
    const tooMany = contract.BULK_TEXTS.tooManyRows(60_000);
    const limit = contract.BULK_MAX_ROWS.toLocaleString('en-US');
    expect(tooMany.message).toBe(`The file has 60,000 rows; the limit is ${limit} per file.`);
    expect(tooMany.message).toBe(BULK_MESSAGES.tooManyRows(60_000));
    expect(arabicServerText(tooMany.text)).toBe(`عدد صفوف الملف 60,000، والحد المسموح ${limit} صف لكل ملف.`);
  });

  it('says each part of a file’s wrong columns in Arabic, the columns as written', () => {
    // As the rules of the rows write it: the joined English, and each kind of problem by itself.
    const header = [...contract.BULK_HEADERS.filter((name) => name !== 'Emirate'), 'Pickup', 'Name'];
    const checked = contract.validateBulkTable([header], {
      pickups: [],
      now: new Date(),
      cutOffs: contract.DEFAULT_CUT_OFFS,
      isFourHourEnabled: false,
      pricing: contract.DEFAULT_PRICING_MODEL,
    });
    if (checked.ok) throw new Error('The columns were taken');
    expect(checked.message).toBe(
      'Unknown columns: "Pickup", "Name". Missing columns: "Emirate". Use the columns of the template.',
    );
    expect(bare(arabicServerText(checked.text ?? { id: '', values: {} }))).toBe(
      'أعمدة غير معروفة: "Pickup", "Name". أعمدة ناقصة: "Emirate". استخدم أعمدة النموذج.',
    );
  });

  it('says a row’s reasons in Arabic: the service and the emirate in the catalogs’ words, dates and references as written', () => {
    const past = BULK_ROW_TEXTS.pastDate('01-11-2026', '24-11-2026', contract.SERVICE_KIND_LABELS.same_day);
    expect(past.message).toBe('01-11-2026 is in the past: the earliest delivery date for Same day is 24-11-2026');
    expect(bare(arabicServerText(past.text))).toBe(
      'التاريخ 01-11-2026 مضى: أقرب تاريخ توصيل لخدمة «في اليوم نفسه» هو 24-11-2026',
    );
    expect(arabicServerText(BULK_ROW_TEXTS.noPrice('Fujairah').text)).toBe(
      'لا تتضمن قائمة أسعارك سعرًا لهذه الخدمة إلى الفجيرة',
    );
    const oneRow = BULK_ROW_TEXTS.orderHasErrors('SO-7', [4]);
    expect(oneRow.message).toBe('Order "SO-7" is not imported: its row 4 has errors');
    expect(bare(arabicServerText(oneRow.text))).toBe('لم يُستورد الطلب «SO-7»: في صفّه 4 أخطاء');
    const manyRows = BULK_ROW_TEXTS.orderHasErrors('SO-7', [2, 3, 4, 5, 6, 7]);
    expect(manyRows.message).toBe('Order "SO-7" is not imported: its rows 2, 3, 4, 5, 6… have errors');
    expect(bare(arabicServerText(manyRows.text))).toBe('لم يُستورد الطلب «SO-7»: في صفوفه 2, 3, 4, 5, 6… أخطاء');
  });
});

describe('the bulk checker’s remaining reasons, in Arabic', () => {
  const bare = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');
  const { BULK_ROW_MESSAGES, BULK_ROW_TEXTS } = contract;

  it('says a row’s cell problems in Arabic, the merchant’s words as written', () => {
    expect(bare(arabicServerText(BULK_ROW_TEXTS.unknownPickup('Warehouse 3').text))).toBe(
      'عنوان الاستلام «Warehouse 3» غير معروف',
    );
    const service = BULK_ROW_TEXTS.unknownService('overnight');
    expect(service.message).toBe('Service must be Same day, Next day or 4-hour (not "overnight")');
    expect(bare(arabicServerText(service.text))).toBe(
      'يجب أن تكون الخدمة Same day أو Next day أو 4-hour (وليست «overnight»)',
    );
    for (const fixed of [
      BULK_ROW_MESSAGES.weight,
      BULK_ROW_MESSAGES.codNumber,
      BULK_ROW_MESSAGES.codDecimals,
      BULK_ROW_MESSAGES.rowNotValid,
      BULK_ROW_MESSAGES.serviceNotAvailable,
    ])
      expect(arabicContractText(fixed), fixed).toMatch(/[\u0600-\u06FF]/);
  });

  it('says a file with an unclosed quote in Arabic, with its row', () => {
    const records = contract.bulkCsvRecords();
    records.step({ data: ['Pickup', 'Name'], errors: [] }, { abort: () => undefined });
    records.step({ data: ['"Warehouse'], errors: [{ type: 'Quotes' }] }, { abort: () => undefined });
    const read = records.result();
    if (!('error' in read) || !read.text) throw new Error('The file was read');
    expect(read.error).toBe('The file could not be read: a quoted cell is not closed (near row 2).');
    expect(arabicServerText(read.text)).toBe('تعذّرت قراءة الملف: في إحدى الخلايا علامة اقتباس لم تُغلق (قرب الصف 2).');
  });
});

describe('a webhook delivery log’s failures, in Arabic', () => {
  const bare = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');
  const { WEBHOOK_DELIVERY_SENTENCES: W, sentence } = contract;

  it('says the endpoint’s answer and a timeout with the status and the seconds as written', () => {
    const answered = sentence(W.endpointAnswered, { status: 503 });
    expect(answered).toBe('The endpoint answered 503');
    expect(bare(arabicOf(W.endpointAnswered, { status: 503 }))).toBe('ردّت نقطة الاستقبال بالحالة 503');
    expect(arabicOf(W.noAnswer, { seconds: 10 })).toBe('لم يصل أي رد خلال 10 ثوانٍ');
    expect(arabicOf(W.noAnswer, { seconds: 2 })).toBe('لم يصل أي رد خلال ثانيتين');
    expect(bare(arabicOf(W.noAnswer, { seconds: 30 }))).toBe('لم يصل أي رد خلال 30 ثانية');
  });

  it('says each failure without a value in Arabic, and an address refused on the attempt too', () => {
    expect(arabicContractText(W.connectionRefused)).toBe('رُفض الاتصال');
    expect(arabicContractText(W.hostNotFound)).toBe('تعذّر العثور على اسم المضيف');
    expect(arabicContractText(W.connectionClosed)).toBe('أُغلق الاتصال قبل وصول الرد');
    expect(arabicContractText(W.certificateRefused)).toBe('رُفضت شهادة TLS');
    expect(arabicContractText(W.requestFailed)).toBe('تعذّر إرسال الطلب');
    expect(arabicContractText(contract.WEBHOOK_URL_MESSAGES.blocked)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('a shop’s sync log and import runs, in Arabic', () => {
  const bare = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');
  const { IMPORT_RUN_MESSAGES, SHOP_SYNC_SENTENCES: Y } = contract;

  it('says what was sent back to the shop, the tracking number as written', () => {
    expect(bare(arabicOf(Y.trackingCollected, { order: 'SD-10424' }))).toBe(
      'تم الاستلام: سُجّل تنفيذ الطلب في المتجر برقم التتبع SD-10424.',
    );
    expect(arabicContractText(Y.trackingDelivered)).toBe('تم التوصيل: عُلِّم طلب المتجر بأنه تم توصيله.');
    expect(arabicContractText(Y.trackingReturning)).toBe('قيد الإرجاع: أُضيفت ملاحظة إلى طلب المتجر.');
    expect(arabicContractText(Y.trackingRefused)).toBe(
      'رفض المتجر وصول Sameday: أعد ربطه لإرسال بيانات التتبع مرة أخرى.',
    );
  });

  it('says why the shop could not be told in Arabic, its codes and its own words as written', () => {
    const store = contract.innerServerText(
      contract.serverText(Y.storeAnswered, { status: 500, code: 'internal_server_error' }),
    );
    expect(bare(arabicOf(Y.trackingRetrying, { problem: store }))).toBe(
      'تعذّر إبلاغ المتجر (ردّ المتجر بالحالة 500 (internal_server_error))؛ جارٍ إعادة المحاولة.',
    );
    const shopify = contract.innerServerText(
      contract.serverText(Y.shopifyRefused, { message: 'Fulfillment order is closed' }),
    );
    expect(bare(arabicOf(Y.trackingRetrying, { problem: shopify }))).toBe(
      'تعذّر إبلاغ المتجر (رفض Shopify: Fulfillment order is closed)؛ جارٍ إعادة المحاولة.',
    );
    expect(bare(arabicOf(Y.trackingRetrying, { problem: 'fetch failed' }))).toBe(
      'تعذّر إبلاغ المتجر (fetch failed)؛ جارٍ إعادة المحاولة.',
    );
  });

  it('says a check inside brackets or before the full stop without a full stop of its own', () => {
    expect(arabicOf(Y.cannotBecomeOrder, { problem: contract.MESSAGES.invalidEmail })).toBe(
      'لا يمكن أن يصبح طلبًا: يرجى إدخال بريد إلكتروني صحيح.',
    );
    expect(bare(arabicOf(Y.phoneInvalid, { phone: '050 12', problem: contract.MESSAGES.invalidEmail }))).toBe(
      'رقم الهاتف "050 12" ليس رقمًا إماراتيًا صحيحًا (يرجى إدخال بريد إلكتروني صحيح).',
    );
  });

  it('says why an import stopped in Arabic', () => {
    expect(arabicContractText(IMPORT_RUN_MESSAGES.accessRefused)).toBe(
      'رفض المتجر وصول Sameday: أعد ربطه، ثم استورد الطلبات مرة أخرى.',
    );
    expect(arabicContractText(IMPORT_RUN_MESSAGES.disconnected)).toBe('فُصل المتجر قبل انتهاء الاستيراد.');
    expect(arabicContractText(IMPORT_RUN_MESSAGES.unreadable)).toBe('تعذّرت قراءة المتجر: حاول مرة أخرى لاحقًا.');
  });
});

describe('the Arabic of the bulk upload template', () => {
  it('has the limits, every note and every column’s description', () => {
    const texts = [
      contract.BULK_LIMITS_TEXT,
      ...contract.BULK_TEMPLATE_NOTES,
      ...contract.BULK_COLUMNS.map((column) => column.description),
    ];
    const missing = texts.filter((english) => !/[\u0600-\u06FF]/.test(CONTRACT_ARABIC[english] ?? ''));
    expect(missing).toEqual([]);
  });
});

describe('the contract’s own field checks, in Arabic', () => {
  /** The messages a schema gives bad input, as the dashboard's forms show them. */
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('says the account settings’ checks of company details and opening hours in Arabic', () => {
    const company = contract.CompanyInputSchema.safeParse({
      name: 'Shop',
      legalName: '',
      tradeLicenseNumber: '',
      taxRegistrationNumber: '123',
      billingAddress: '',
      website: 'shop',
      contactEmail: '',
      contactPhone: '050',
    });
    expect(messagesOf(company).map(arabicContractText)).toEqual([
      'يتكوّن رقم التسجيل الضريبي (TRN) من 15 رقمًا بالضبط',
      'أدخل عنوان موقع إلكتروني يبدأ بـ https://',
      'استخدم ‎+971 متبوعًا بـ 8 أو 9 أرقام',
    ]);
    const day = contract.OpeningDaySchema.safeParse({ isOpen: true, opensAt: '18:00', closesAt: '09:00' });
    expect(messagesOf(day).map(arabicContractText)).toEqual(['يجب أن يكون وقت الإغلاق بعد وقت الفتح']);
  });

  it('says the operations console’s checks of an ownership in Arabic', () => {
    const ownership = contract.OwnershipCreateSchema.safeParse({
      accountId: '',
      ownerId: 0,
      billingIdentifier: 'a b',
      note: 'x'.repeat(501),
    });
    expect(messagesOf(ownership).map(arabicContractText)).toEqual([
      'اختر الحساب',
      'اختر المالك',
      'يتكوّن معرّف الفوترة من أحرف وأرقام ونقطة وشرطة وشرطة سفلية',
      'الحد الأقصى لطول الملاحظة 500 حرف',
    ]);
  });

  it('says a shipping rule’s checks in Arabic, the carrier’s services as written', () => {
    const rule = contract.RuleInputSchema.safeParse({
      name: '',
      conditions: [{ field: 'weight_kg', operator: 'gt', value: 20_000 }],
      action: { type: 'carrier', carrier: 'sameday', service: 'overnight' },
    });
    const services = contract.DISPATCH_CARRIER_SERVICES.sameday.join(', ');
    expect(messagesOf(rule).map((message) => arabicContractText(message)?.replace(/[\u2066-\u2069]/g, ''))).toEqual([
      'أدخل اسمًا للقاعدة',
      'يجب ألا يزيد على 10,000 كغ',
      `تقدّم شركة الشحن هذه: ${services}`,
    ]);
  });

  it('says a parcel’s and a customs line’s checks in Arabic', () => {
    const parcel = contract.ParcelInputSchema.safeParse({ weightKg: 0 });
    expect(messagesOf(parcel).map(arabicContractText)).toEqual(['يجب أن يكون أكبر من 0 كغ']);
    const line = contract.CustomsLineSchema.safeParse({
      description: 'x'.repeat(201),
      hsCode: '12',
      quantity: 0,
      unitValueMinor: 100,
    });
    expect(messagesOf(line).map(arabicContractText)).toEqual([
      'يجب ألا يزيد النص على 200 حرفًا',
      'يتكوّن رمز النظام المنسق (HS) من 4 إلى 14 رقمًا',
      '1 على الأقل',
    ]);
  });

  it('says the bank account’s IBAN and SWIFT checks and the saved-card check in Arabic', () => {
    const bank = (iban: unknown, swiftCode = '') =>
      messagesOf(
        contract.BankDetailsInputSchema.safeParse({ accountHolder: 'Shop LLC', bankName: 'ENBD', iban, swiftCode }),
      ).map(arabicContractText);
    expect(bank(undefined)).toEqual(['أدخل رقم الآيبان']);
    expect(bank('  ')).toEqual(['أدخل رقم الآيبان']);
    expect(bank('GB82 WEST 1234 5698 7654 32')).toEqual(['أدخل رقم آيبان إماراتيًا (يبدأ بـ AE)']);
    expect(bank('AE07 0331 2345')).toEqual(['رقم الآيبان الإماراتي هو AE متبوعًا بـ 21 رقمًا']);
    expect(bank('AE08 0331 2345 6789 0123 456')).toEqual(['رقم الآيبان هذا غير صالح: تحقّق من عدم وجود خطأ في كتابته']);
    expect(bank('AE07 0331 2345 6789 0123 456', 'BANK')).toEqual([
      'يتكوّن رمز SWIFT/BIC من 8 أو 11 خانة من الأحرف والأرقام',
    ]);
    const card = contract.SavedCardPaymentBodySchema.safeParse({ paymentMethodId: ' ' });
    expect(messagesOf(card).map(arabicContractText)).toEqual(['اختر بطاقة محفوظة']);
  });

  it('says an unknown user role in Arabic, the roles as written', () => {
    const role = contract.UserRoleChangeSchema.safeParse({ role: 'superuser' });
    const [message = ''] = messagesOf(role);
    expect(message).toBe(`A role is one of: ${contract.ROLES.join(', ')}`);
    expect(arabicContractText(message)).toBe(
      `يجب أن يكون الدور أحد الأدوار التالية: \u2068${contract.ROLES.join(', ')}\u2069`,
    );
  });

  it('says a pickup address’s coordinates outside the UAE and a wrong emirate in Arabic', () => {
    const address = contract.AddressInputSchema.safeParse({
      contactName: 'Omar',
      phone: '+971501234567',
      addressLine1: 'Marina Heights Tower',
      area: 'Dubai Marina',
      emirate: 'Doha',
      latitude: 40.1,
      longitude: 10,
    });
    expect(messagesOf(address).map(arabicContractText)).toEqual([
      'اختر إحدى الإمارات السبع',
      'الإحداثيات خارج دولة الإمارات',
      'الإحداثيات خارج دولة الإمارات',
    ]);
  });

  it('says the shipping rules’ try-an-order checks, the import rules’ filter and a list of order ids in Arabic', () => {
    const facts = contract.OrderFactsSchema.safeParse({ serviceKind: 'overnight', weightKg: '' });
    expect(messagesOf(facts).map(arabicContractText)).toEqual(['اختر خدمة التوصيل', 'أدخل الوزن']);
    const rules = (filter: string) =>
      contract.IntegrationSettingsSchema.safeParse({
        autoImport: true,
        filter,
        filterValue: '',
        defaultServiceKind: 'same_day',
        defaultPickupLocationId: null,
        paymentRule: 'always_prepaid',
      });
    expect(messagesOf(rules('tag')).map(arabicContractText)).toEqual(['أدخل الوسم الذي تُطابَق به الطلبات']);
    expect(messagesOf(rules('shipping_method')).map(arabicContractText)).toEqual([
      'أدخل اسم طريقة الشحن الذي تُطابَق به الطلبات',
    ]);
    const ids = contract.OrderIdsParamsSchema.safeParse({ ids: ' , ' });
    expect(messagesOf(ids).map(arabicContractText)).toEqual(['من طلب واحد إلى 1,000 طلب']);
  });

  it('says a fulfilment product’s size and weight checks in Arabic', () => {
    const patch = contract.ProductPatchSchema.safeParse({ weightKg: 0, lengthCm: 600 });
    expect(messagesOf(patch).map(arabicContractText)).toEqual(['يجب أن يكون أكبر من 0 كغ', 'يجب ألا يزيد على 500 سم']);
  });
});
