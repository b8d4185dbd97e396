import {
  ACCOUNT_ACCESS_ENDED,
  ACCOUNT_MESSAGES,
  ACCOUNT_ROLE_DESCRIPTIONS,
  ACCOUNT_ROLE_LABELS,
  ADDRESS_MESSAGES,
  BANK_DETAILS_MESSAGES,
  BULK_LIMITS_TEXT,
  BULK_MESSAGES,
  BULK_ROW_MESSAGES,
  BULK_ROW_SENTENCES,
  BULK_SENTENCES,
  BULK_TEMPLATE_NOTES,
  bulkColumnOf,
  CARD_ENTRY_ELSEWHERE,
  CARRIER_SENTENCES,
  CARRIERS,
  DECISION_SENTENCES,
  DISPATCH_SERVICE_LABELS,
  DISPATCHER_CONDITION_MAX,
  DISPATCHER_LIMITS,
  DISPATCHER_MESSAGES,
  DISPATCHER_RULE_MESSAGES,
  DISPATCHER_RULE_SENTENCES,
  EMAIL_VERIFICATION_MESSAGES,
  type EMIRATES,
  FIELD_MESSAGES,
  FLAG_MESSAGES,
  FLAG_SENTENCES,
  FULFILMENT_FIELD_MESSAGES,
  FULFILMENT_MESSAGES,
  FULFILMENT_ORDER_MAX_LINES,
  FULFILMENT_ORDER_MESSAGES,
  HELD_ORDER_MESSAGES,
  HISTORY_SENTENCES,
  IMPORT_RECENT_MAX_DAYS,
  IMPORT_RECENT_MESSAGES,
  IMPORT_RUN_MESSAGES,
  MARKETING_CLAIMS,
  MESSAGES,
  NESTING_MAX_DEPTH,
  NOT_A_MEMBER_MESSAGE,
  NOTIFICATION_MESSAGES,
  OAUTH_CLIENT_MESSAGES,
  OAUTH_CLIENT_NAME_MAX,
  OAUTH_REDIRECT_URIS_MAX,
  ORDER_ERROR_MESSAGES,
  ORDER_ERROR_SENTENCES,
  ORDER_FIELD_MESSAGES,
  ORDER_NOTE_SENTENCES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PAYMENT_MESSAGES,
  PENDING_SHOP_LINK_EXPIRED,
  PLACE_MESSAGES,
  PLATFORM_NOT_SET_UP_MESSAGES,
  PREFERENCE_MESSAGES,
  PRICING_MESSAGES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_FILE_MESSAGES,
  PRODUCT_IMPORT_MAX_ROWS,
  QUANTITY_MAX,
  QUIQDASH_MESSAGES,
  RECIPIENT_VERIFICATION_MESSAGES,
  REGION_PLACEHOLDERS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  REQUEST_MESSAGES,
  REQUEST_SENTENCES,
  RETURN_MESSAGES,
  type ReadSentence,
  SAMEDAY_FLEET_MESSAGES,
  SCHEDULE_MESSAGES,
  SCHEDULE_SENTENCES,
  SERVICE_WINDOW_MESSAGES,
  SHIPMENT_FIELD_MESSAGES,
  SHIPMENT_MESSAGES,
  SHIPMENT_SENTENCES,
  SHOP_CONNECTION_MESSAGES,
  SHOP_CONNECTION_SENTENCES,
  SHOP_SYNC_SENTENCES,
  SKU_MAX_LENGTH,
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_SENTENCES,
  STOCK_MOVEMENT_MESSAGES,
  sentenceReader,
  TEAM_MESSAGES,
  TEAM_SENTENCES,
  TEXT_MESSAGES,
  TRACKING_ERROR_MESSAGES,
  TRACKING_ERROR_SENTENCES,
  TRACKING_SETTINGS_MESSAGES,
  USER_VERSION_SENTENCES,
  VAT_NOTE,
  WEBHOOK_DELIVERY_SENTENCES,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SENTENCES,
  WEBHOOK_URL_MESSAGES,
  WOO_CONNECT_MESSAGES,
} from '@sameday/contract';

/**
 * The Arabic of the sentences the specs fix in English (@sameday/contract): shared with the
 * API, which answers them in English, so the dashboard translates them on display. Keyed by
 * the contract's own constants, never by a copy of the English. Loaded only in Arabic.
 */
export const CONTRACT_ARABIC: Readonly<Record<string, string>> = {
  [MESSAGES.required]: 'هذا الحقل مطلوب',
  [MESSAGES.phoneTooShort]: 'رقم الهاتف قصير جدًا',
  [MESSAGES.invalidEmail]: 'يرجى إدخال بريد إلكتروني صحيح.',
  [MESSAGES.passwordsDoNotMatch]: 'كلمتا المرور غير متطابقتين',
  [MESSAGES.passwordRules.length]: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  [MESSAGES.passwordRules.uppercase]: 'حرف لاتيني كبير (A-Z)',
  [MESSAGES.passwordRules.lowercase]: 'حرف لاتيني صغير (a-z)',
  [MESSAGES.passwordRules.number]: 'رقم (0-9)',
  [MESSAGES.passwordRules.special]: 'رمز خاص (@، #، $، !، %، إلخ)',
  [MESSAGES.signUpReceived]: 'استلمنا طلب إنشاء حسابك. سنبلغك عندما يصبح بريدك الإلكتروني جاهزًا لتسجيل الدخول.',
  [MESSAGES.signUpFailed]: 'تعذّر إنشاء الحساب، يرجى التواصل مع الدعم!',
  [MESSAGES.resetLinkSent]: 'أرسلنا إلى بريدك الإلكتروني رابطًا لإعادة تعيين كلمة المرور.',
  [MESSAGES.passwordChanged]: 'تم تغيير كلمة المرور بنجاح',
  [MESSAGES.goHomepage]: 'الذهاب إلى الصفحة الرئيسية',
  [MESSAGES.signedIn]: 'تم تسجيل الدخول بنجاح!',
  [MESSAGES.emailNotFound]: 'البريد الإلكتروني غير موجود',
  [MESSAGES.invalidPassword]: 'كلمة المرور غير صحيحة',
  [MESSAGES.signInFailed]: 'تعذّر تسجيل الدخول',
  [MESSAGES.resetCodeFailed]: 'تعذّر إرسال رمز إعادة التعيين',
  [MESSAGES.passwordResetFailed]: 'تعذّرت إعادة تعيين كلمة المرور',
  [MESSAGES.invalidLogin]: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  [MESSAGES.tokenSaveFailed]: 'حدث خطأ أثناء حفظ الجلسة',
  [MESSAGES.sessionExpired]: 'عذرًا، انتهت صلاحية جلستك. يرجى تسجيل الدخول مجددًا لإنشاء طلب جديد.',
  [MESSAGES.appError]: 'حدث خطأ ما. يرجى التواصل مع الدعم.',
  [MESSAGES.errorTitle]: 'خطأ',
  [MESSAGES.errorSubtitle]: 'عذرًا، حدث خطأ ما.',
  [MESSAGES.initFailed]: 'حدث خطأ أثناء تهيئة التطبيق، يرجى التواصل مع الدعم.',
  [MESSAGES.tokenSyncFailed]: 'تعذّرت مزامنة جلسة المستخدم. يرجى تحديث الصفحة.',
  [MESSAGES.sessionUpdated]: 'تم تحديث جلسة المستخدم. جارٍ تحديث البيانات...',
  [MESSAGES.preferenceFailed]: 'حدثت مشكلة في الطلب',
  [MESSAGES.teamCreated]: 'تم إنشاء الفريق بنجاح!',
  [MESSAGES.teamFailed]: 'تعذّر إنشاء الفريق، يرجى المحاولة مرة أخرى!',
  [MESSAGES.activeOrgFailed]: 'تعذّر تعيين المؤسسة النشطة، يرجى المحاولة مرة أخرى!',
  [MESSAGES.updateTitle]: 'حدّث تطبيقك!',
  [MESSAGES.updateBody]: 'أنت تستخدم إصدارًا قديمًا من المنتج، حدّثه الآن لتحصل على الميزات والإصلاحات الجديدة.',
  [MESSAGES.updateAction]: 'نعم، حدّث الآن!',
  [MESSAGES.accountBlockedTitle]: 'الحساب موقوف',
  [MESSAGES.accountBlocked]: 'تم إيقاف حسابك بسبب دفعات متأخرة. يرجى سداد المستحقات لإعادة تفعيل حسابك.',
  [MESSAGES.invoiceOverdueTitle]: 'فاتورة متأخرة',
  [MESSAGES.invoiceOverdue]: 'شريكنا العزيز، لديك دفعات متأخرة. يرجى سدادها لتجنّب انقطاع الخدمة.',
  [MESSAGES.signInLocked]: 'محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد 15 دقيقة أو أعد تعيين كلمة المرور.',
  [MESSAGES.tooManyRequests]: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  [MESSAGES.serverBusy]: 'Sameday مشغول جدًا الآن. يرجى المحاولة بعد قليل.',
  [MESSAGES.resetCodeFormat]: 'يتكوّن الرمز من 6 أرقام.',
  [MESSAGES.resetCodeInvalid]: 'الرمز غير صحيح أو انتهت صلاحيته. اطلب رمزًا جديدًا.',
  [MESSAGES.resetLinkInvalid]: 'رابط إعادة التعيين هذا غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا.',
  [MESSAGES.emailTaken]: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  [MESSAGES.signedOut]: 'تم تسجيل خروجك.',

  // The API's answers to a request it cannot take.
  [REQUEST_MESSAGES.invalidFields]: 'بعض الحقول غير صحيحة.',
  [REQUEST_MESSAGES.passwordRulesNotMet]: 'كلمة المرور لا تستوفي الشروط.',
  [REQUEST_MESSAGES.tooLarge]: 'حجم الطلب أكبر من المسموح.',
  [REQUEST_MESSAGES.notJson]: 'يجب إرسال الطلب بصيغة JSON.',
  [REQUEST_MESSAGES.unreadable]: 'تعذّرت قراءة الطلب.',
  [REQUEST_MESSAGES.headersTooLarge]: 'سطر الطلب أو ترويساته أكبر من المسموح.',
  [REQUEST_MESSAGES.tooSlow]: 'استغرق وصول الطلب وقتًا طويلًا.',
  [REQUEST_MESSAGES.signIn]: 'سجّل الدخول للمتابعة.',
  [REQUEST_MESSAGES.temporaryPassword]: 'غيّر كلمة المرور المؤقتة للمتابعة.',

  [EMAIL_VERIFICATION_MESSAGES.linkInvalid]:
    'رابط التحقق هذا غير صالح أو انتهت صلاحيته أو سبق استخدامه. اطلب رابطًا جديدًا.',
  [EMAIL_VERIFICATION_MESSAGES.verified]: 'تم التحقق من بريدك الإلكتروني.',
  [EMAIL_VERIFICATION_MESSAGES.alreadyVerified]: 'تم التحقق من بريدك الإلكتروني مسبقًا.',
  [EMAIL_VERIFICATION_MESSAGES.linkSent]: 'أرسلنا رابط تحقق إلى بريدك الإلكتروني. يعمل مرة واحدة خلال 24 ساعة.',

  [STAFF_MESSAGES.staffOnly]: 'هذه الصفحة لفريق عمليات Sameday فقط.',
  [STAFF_MESSAGES.actorReadOnly]: 'هذا عرض دعم للقراءة فقط لهذا الحساب: لا يمكنه تغيير أي شيء.',
  [STAFF_MESSAGES.reasonRequired]: 'اذكر السبب',
  [STAFF_MESSAGES.ownershipExists]: 'لهذا الحساب مسؤول متابعة بالفعل',
  [STAFF_MESSAGES.ownershipNotFound]: 'لم يتم العثور على مسؤول المتابعة',
  [STAFF_MESSAGES.accountNotFound]: 'لم يتم العثور على الحساب',
  [STAFF_MESSAGES.userNotFound]: 'لم يتم العثور على المستخدم',
  [STAFF_MESSAGES.ownerNotStaff]: 'يجب أن يكون المسؤول من فريق العمل',
  [STAFF_MESSAGES.emailTaken]: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل',
  [STAFF_MESSAGES.migrateSameTarget]: 'اختر مسؤولًا أو معرّف فوترة مختلفًا للنقل إليه',
  [STAFF_MESSAGES.migrateNeedsSource]: 'حدّد المسؤول أو معرّف الفوترة الذي يتم النقل منه',
  [STAFF_MESSAGES.migrateNeedsTarget]: 'حدّد المسؤول أو معرّف الفوترة الذي يتم النقل إليه',

  [BULK_MESSAGES.empty]: 'الملف فارغ.',
  [BULK_MESSAGES.headerOnly]: 'يحتوي الملف على صف العناوين فقط دون أي طلبات.',
  [BULK_MESSAGES.notCsvOrXlsx]: 'ارفع ملفًا بصيغة ‎.csv أو ‎.xlsx.',
  [BULK_MESSAGES.notText]: 'هذا ليس ملف CSV نصيًا. احفظه بصيغة "CSV UTF-8" أو ارفع ملف ‎.xlsx.',
  [BULK_MESSAGES.notXlsx]: 'هذا الملف ليس مصنّف Excel بصيغة ‎.xlsx.',
  [BULK_MESSAGES.brokenUpload]: 'لم يصل الملف كاملًا. اختر الملف وارفعه مرة أخرى.',
  [BULK_MESSAGES.tooLarge]: 'حجم الملف أكبر من المسموح. قسّمه إلى ملفات أصغر.',
  [BULK_MESSAGES.overRowLimit]: 'عدد صفوف الملف أكبر من الحد المسموح لكل ملف. قسّمه إلى ملفات أصغر.',
  [BULK_MESSAGES.noValidRows]: 'لا يمكن استيراد أي صف من الملف. صحّح الصفوف المذكورة ثم ارفع الملف مرة أخرى.',
  [BULK_MESSAGES.xlsxTooLarge]: 'هذا المصنّف كبير جدًا بعد فتحه. احفظه بصيغة CSV أو قسّمه إلى ملفات أصغر.',
  [BULK_MESSAGES.xlsxTooManyParts]: 'يحتوي هذا المصنّف على أجزاء كثيرة لا تناسب جدول طلبات. احفظه بصيغة CSV وارفعه.',
  [BULK_MESSAGES.sameUploadInProgress]: 'لا تزال معالجة الرفع نفسه جارية. حاول مرة أخرى بعد قليل.',
  [BULK_MESSAGES.anotherUploadInProgress]: 'لا يزال ملف آخر لهذا الحساب قيد المعالجة. حاول مرة أخرى عند انتهائه.',
  [BULK_MESSAGES.noFile]: 'اختر ملفًا بصيغة ‎.csv أو ‎.xlsx لرفعه.',
  [BULK_ROW_MESSAGES.phone]: 'يجب أن يكون الهاتف رقم جوال إماراتيًا: ‎050…‎ أو ‎+971…',
  [BULK_ROW_MESSAGES.date]: 'استخدم تاريخًا مثل 23-11-2026 (يوم-شهر-سنة) أو 23/11/2026 أو 2026-11-23',
  [BULK_ROW_MESSAGES.weight]: 'يجب أن يكون الوزن رقمًا بالكيلوغرام، مثل 0.5',
  [BULK_ROW_MESSAGES.codNumber]: 'يجب أن يكون مبلغ الدفع عند الاستلام رقمًا، مثل 250 أو 1,250.50',
  [BULK_ROW_MESSAGES.codDecimals]: 'يجب ألا يتجاوز مبلغ الدفع عند الاستلام منزلتين عشريتين',
  [BULK_ROW_MESSAGES.rowNotValid]: 'هذا الصف غير صالح',
  [BULK_ROW_MESSAGES.serviceNotAvailable]: 'هذه الخدمة غير متاحة',

  [SCHEDULE_MESSAGES.tooLate]: 'يمكن جدولة الطلبات حتى 30 يومًا مقدمًا',

  [TEXT_MESSAGES.unsafe]: 'احذف رموز التحكم أو الأحرف التالفة من هذا الحقل.',
  [TEXT_MESSAGES.tooLong]: 'النص أطول من الحد المسموح لهذا الحقل.',
  [TEXT_MESSAGES.tooDeep]: `يجب ألا يتجاوز التداخل ${NESTING_MAX_DEPTH} مستوى.`,

  [RECIPIENT_VERIFICATION_MESSAGES.required]: 'أكّد هويتك أولًا: آخر 4 أرقام من رقم هاتفك، أو رمزًا نرسله إليه.',
  [RECIPIENT_VERIFICATION_MESSAGES.codeRequired]: 'يتطلب الإرجاع الرمز الذي نرسله إلى هاتفك.',
  [RECIPIENT_VERIFICATION_MESSAGES.wrongDigits]: 'هذه ليست آخر 4 أرقام من رقم الهاتف المسجّل لهذا التوصيل.',
  [RECIPIENT_VERIFICATION_MESSAGES.wrongCode]: 'هذا الرمز غير صحيح أو مستخدم أو منتهي الصلاحية. اطلب رمزًا جديدًا.',
  [RECIPIENT_VERIFICATION_MESSAGES.oneWay]: 'أدخل إما آخر 4 أرقام من رقم هاتفك أو الرمز الذي أرسلناه.',
  [RECIPIENT_VERIFICATION_MESSAGES.digits]: 'أدخل الأرقام الأربعة',
  [RECIPIENT_VERIFICATION_MESSAGES.code]: 'أدخل الرمز المكوّن من 6 أرقام',
  [RECIPIENT_VERIFICATION_MESSAGES.tooManyTries]: 'محاولات خاطئة كثيرة لهذا التوصيل. يرجى الانتظار والمحاولة لاحقًا.',
  [RECIPIENT_VERIFICATION_MESSAGES.tooManyCodes]: 'أُرسلت رموز كثيرة لهذا التوصيل. يرجى الانتظار قبل طلب رمز آخر.',
  [RECIPIENT_VERIFICATION_MESSAGES.noPhone]: 'لا يوجد رقم هاتف لهذا التوصيل لإرسال رمز إليه.',
  [RECIPIENT_VERIFICATION_MESSAGES.notSent]: 'تعذّر إرسال الرمز. حاول مرة أخرى بعد قليل، أو استخدم آخر أرقام هاتفك.',

  [PAYMENT_MESSAGES.alreadyPaid]: 'هذه الفاتورة مدفوعة بالفعل.',
  [PAYMENT_MESSAGES.cardPaymentsClosed]: 'الدفع بالبطاقة غير متاح حاليًا. يرجى الدفع بتحويل بنكي.',
  [PAYMENT_MESSAGES.providerUnavailable]: 'لم يستجب مزوّد الدفع. يرجى المحاولة بعد دقيقة.',
  [PAYMENT_MESSAGES.badSignature]: 'توقيع الإشعار غير صالح.',
  [PAYMENT_MESSAGES.processing]: 'أُرسلت الدفعة إلى مُصدر بطاقتك. ستظهر الفاتورة مدفوعة فور تأكيدها.',
  [PAYMENT_MESSAGES.invoiceNotFound]: 'لم يتم العثور على الفاتورة',
  [PAYMENT_MESSAGES.codStatementNotFound]: 'لم يتم العثور على كشف الدفع عند الاستلام',
  [PAYMENT_MESSAGES.paymentMethodNotFound]: 'لم يتم العثور على طريقة الدفع',
  [PAYMENT_MESSAGES.cardSavedBeforeCardPayments]:
    'حُفظت هذه البطاقة قبل إتاحة الدفع بالبطاقة. ادفع من صفحة الدفع واحفظ البطاقة مرة أخرى.',
  [PAYMENT_MESSAGES.cardDeclined]: 'رُفضت البطاقة.',
  [PAYMENT_MESSAGES.chooseSavedCard]: 'اختر بطاقة محفوظة',
  // The bank account's field checks (the IBAN as the finance screens write it, SWIFT/BIC as written).
  [BANK_DETAILS_MESSAGES.enterIban]: 'أدخل رقم الآيبان',
  [BANK_DETAILS_MESSAGES.ibanNotUae]: 'أدخل رقم آيبان إماراتيًا (يبدأ بـ AE)',
  [BANK_DETAILS_MESSAGES.ibanShape]: 'رقم الآيبان الإماراتي هو AE متبوعًا بـ 21 رقمًا',
  [BANK_DETAILS_MESSAGES.ibanChecksum]: 'رقم الآيبان هذا غير صالح: تحقّق من عدم وجود خطأ في كتابته',
  [BANK_DETAILS_MESSAGES.swiftCode]: 'يتكوّن رمز SWIFT/BIC من 8 أو 11 خانة من الأحرف والأرقام',
  [CARD_ENTRY_ELSEWHERE]:
    'تُدفع المبالغ بالبطاقة على الصفحة الآمنة لمزوّد الدفع لدينا. لا يستلم Sameday رقم بطاقتك ولا يحتفظ به أبدًا.',

  [FULFILMENT_MESSAGES.notFulfilmentAccount]:
    'خدمة التخزين والتجهيز غير مفعّلة لهذا الحساب. تواصل مع فريق التجهيز للبدء.',
  [FULFILMENT_MESSAGES.skuTaken]: 'رمز SKU هذا مستخدم لمنتج آخر',
  [FULFILMENT_MESSAGES.unknownSku]: 'لا يوجد منتج بهذا الرمز SKU',
  [FULFILMENT_MESSAGES.bundleInBundle]: 'تتكوّن الحزمة من منتجات، لا من حزم أخرى',
  [FULFILMENT_MESSAGES.bundleNeedsComponents]: 'يجب أن تحتوي الحزمة على مكوّن واحد على الأقل',
  [FULFILMENT_MESSAGES.archivedProduct]: 'هذا المنتج مؤرشف',
  [FULFILMENT_MESSAGES.notEditable]: 'يمكن تعديل الطلب فقط قبل بدء التجهيز',
  [FULFILMENT_MESSAGES.notCancellable]: 'لم يعد بالإمكان إلغاء الطلب',
  [FULFILMENT_MESSAGES.badTransition]: 'لا يمكن نقل الطلب إلى هذه الحالة الآن',
  [FULFILMENT_MESSAGES.alreadyReceived]: 'تم استلام هذه الشحنة الواردة مسبقًا',
  [FULFILMENT_MESSAGES.belowReserved]: 'لا يمكن أن يقل المخزون المتوفر عن الكمية المحجوزة',
  [FULFILMENT_MESSAGES.contactRequestSent]: 'شكرًا لك. سيتواصل معك فريق التجهيز قريبًا.',

  [QUIQDASH_MESSAGES.notYourUserKey]: 'مفتاح المستخدم هذا ليس لك.',
  [QUIQDASH_MESSAGES.reportsNotConfigured]: 'التقارير المدمجة غير مُعدّة على هذه المنصة.',
  [QUIQDASH_MESSAGES.unknownDashboard]: 'لوحة تقارير غير معروفة.',
  [RETURN_MESSAGES.notDelivered]: 'لا يمكن إرجاع طلب إلا بعد توصيله.',
  [RETURN_MESSAGES.isReturn]: 'لا يمكن إرجاع طلب إرجاع.',
  [RETURN_MESSAGES.recipientRefused]: 'يمكن طلب الإرجاع مرة واحدة فقط، بعد التوصيل وخلال مهلة الإرجاع.',
  [QUIQDASH_MESSAGES.alreadyCollected]: 'غادر الطلب موقع الاستلام: لم يعد بالإمكان إخراجه من المهمة المجمّعة.',

  [WEBHOOK_URL_MESSAGES.invalid]: 'أدخل عنوانًا كاملًا، مثل https://example.com/webhooks',
  [WEBHOOK_URL_MESSAGES.https]: 'يجب أن يبدأ العنوان بـ https://',
  [WEBHOOK_URL_MESSAGES.credentials]: 'لا يمكن أن يحتوي العنوان على اسم مستخدم أو كلمة مرور',
  [WEBHOOK_URL_MESSAGES.blocked]: 'يشير هذا العنوان إلى شبكة خاصة أو محلية ولا يمكنه استقبال الإشعارات',
  [WEBHOOK_URL_MESSAGES.port]: 'يجب أن يستخدم العنوان المنفذ المعتاد: 443 لـ https',
  [WEBHOOK_URL_MESSAGES.unresolved]: 'تعذّر العثور على هذا العنوان',

  [WOO_CONNECT_MESSAGES.connected]: 'تم ربط متجرك. ستظهر الطلبات الجديدة هنا فور تقديمها.',
  [WOO_CONNECT_MESSAGES.denied]: 'لم يتم ربط المتجر: لم تتم الموافقة على الوصول في WooCommerce.',
  [WOO_CONNECT_MESSAGES.read_only]:
    'لم يتم ربط المتجر: يحتاج Sameday إلى صلاحيتي القراءة والكتابة لإرسال بيانات التتبع. حاول مرة أخرى ووافق على كلتيهما.',
  [WOO_CONNECT_MESSAGES.already_exists]: 'هذا المتجر مرتبط بحساب Sameday آخر. افصله من هناك أولًا.',
  [WOO_CONNECT_MESSAGES.expired]: 'انتهت صلاحية رابط الربط أو سبق استخدامه. ابدأ من جديد من زر الربط.',
  [WOO_CONNECT_MESSAGES.failed]: 'تعذّر ربط المتجر. تأكد من تفعيل WooCommerce REST API ثم حاول مرة أخرى.',

  [MARKETING_CLAIMS.deliverySuccessRate]: 'نسبة نجاح التوصيل 98%',
  [MARKETING_CLAIMS.support]: 'دعم على مدار الساعة طوال أيام الأسبوع',
  [MARKETING_CLAIMS.dubai]: 'توصيل خلال 4 ساعات في دبي',
  [MARKETING_CLAIMS.uae]: 'توصيل في اليوم التالي في جميع أنحاء الإمارات',

  [ACCOUNT_ROLE_LABELS.owner]: 'المالك',
  [ACCOUNT_ROLE_LABELS.admin]: 'مسؤول',
  [ACCOUNT_ROLE_LABELS.operations]: 'العمليات',
  [ACCOUNT_ROLE_LABELS.finance]: 'المالية',
  [ACCOUNT_ROLE_LABELS.viewer]: 'مشاهد',
  [ACCOUNT_ROLE_DESCRIPTIONS.owner]: 'كل الصلاحيات، بما فيها الفريق والحساب نفسه.',
  [ACCOUNT_ROLE_DESCRIPTIONS.admin]: 'كل الصلاحيات، بما فيها دعوة الأعضاء وإزالتهم.',
  [ACCOUNT_ROLE_DESCRIPTIONS.operations]: 'يقدّم الطلبات ويعدّلها ويطبعها، والمخزون، والتحليلات.',
  [ACCOUNT_ROLE_DESCRIPTIONS.finance]: 'الفواتير والدفع عند الاستلام وبيانات الدفع، ويطّلع على الطلبات.',
  [ACCOUNT_ROLE_DESCRIPTIONS.viewer]: 'يطّلع على الطلبات والتحليلات.',

  [VAT_NOTE]: 'تُضاف ضريبة القيمة المضافة بنسبة 5% على فاتورتك الشهرية.',

  // The contract's own field checks (sign-up, team, language and cut-off forms).
  [FIELD_MESSAGES.phoneDigitsOnly]: 'يجب أن يحتوي رقم الهاتف على أرقام فقط',
  [FIELD_MESSAGES.phoneTooLong]: 'رقم الهاتف طويل جدًا',
  [FIELD_MESSAGES.phonePrefix]: 'يجب أن يبدأ رقم الهاتف بـ ‎+971',
  [FIELD_MESSAGES.phoneNotUae]: 'رقم الهاتف ليس رقمًا إماراتيًا صالحًا',
  [FIELD_MESSAGES.chooseRole]: 'اختر دورًا.',
  [FIELD_MESSAGES.chooseLanguage]: 'اختر الإنجليزية (en) أو العربية (ar)',
  [FIELD_MESSAGES.clock24h]: 'استخدم صيغة 24 ساعة HH:mm',
  [FIELD_MESSAGES.unknownProductCategory]: 'فئة المنتجات غير معروفة',
  [FIELD_MESSAGES.phoneFormat]: 'استخدم ‎+971 متبوعًا بـ 8 أو 9 أرقام',
  [FIELD_MESSAGES.countryCodeAe]: 'استخدم رمز دولة من حرفين، مثل AE',
  [FIELD_MESSAGES.countryCodeGb]: 'استخدم رمز دولة من حرفين، مثل GB',
  [FIELD_MESSAGES.currencyCode]: 'استخدم رمز عملة من ثلاثة أحرف، مثل AED',
  [FIELD_MESSAGES.hsCode]: 'يتكوّن رمز النظام المنسق (HS) من 4 إلى 14 رقمًا',
  [FIELD_MESSAGES.enterNumber]: 'أدخل رقمًا',
  [FIELD_MESSAGES.aboveZeroKg]: 'يجب أن يكون أكبر من 0 كغ',
  [FIELD_MESSAGES.aboveZeroCm]: 'يجب أن يكون أكبر من 0 سم',
  [FIELD_MESSAGES.chooseCarrier]: 'اختر شركة الشحن',
  [FIELD_MESSAGES.chooseService]: 'اختر الخدمة',

  // The account settings' field checks (company details and opening hours).
  [ACCOUNT_MESSAGES.tradeLicenceCharacters]: 'استخدم الأحرف والأرقام و- و/ فقط',
  [ACCOUNT_MESSAGES.trnDigits]: 'يتكوّن رقم التسجيل الضريبي (TRN) من 15 رقمًا بالضبط',
  [ACCOUNT_MESSAGES.website]: 'أدخل عنوان موقع إلكتروني يبدأ بـ https://',
  [ACCOUNT_MESSAGES.closingAfterOpening]: 'يجب أن يكون وقت الإغلاق بعد وقت الفتح',

  [HELD_ORDER_MESSAGES.notHeld]: 'لم يعد هذا الطلب محتجزًا للمراجعة: أُفرج عنه أو تغيّر في هذه الأثناء.',

  [REGION_PLACEHOLDERS.dubaiBuilding]: 'مثل: برج مارينا هايتس',
  [REGION_PLACEHOLDERS.abuDhabiBuilding]: 'مثل: برج الريم B',
  [REGION_PLACEHOLDERS.addressDetails]: 'الشارع، معلم قريب، إرشادات للمندوب',
  [REGION_PLACEHOLDERS.apartment]: 'مثل: 1204',
  [REGION_PLACEHOLDERS.dubaiPickup]: 'مثل: مستودع 5، القوز الصناعية 3',
  [REGION_PLACEHOLDERS.abuDhabiPickup]: 'مثل: مصفح M-14، قطعة 22',

  // The order's field checks (the API's answers and the order form).
  [ORDER_FIELD_MESSAGES.dateFormat]: 'استخدم تاريخًا مثل 2026-11-23',
  [ORDER_FIELD_MESSAGES.emirate]: 'اختر إحدى الإمارات السبع',
  [ORDER_FIELD_MESSAGES.quantityWhole]: 'يجب أن تكون الكمية عددًا صحيحًا',
  [ORDER_FIELD_MESSAGES.quantityMin]: 'يجب ألا تقل الكمية عن 1',
  [ORDER_FIELD_MESSAGES.quantityMax]: 'يجب ألا تزيد الكمية على 999',
  [ORDER_FIELD_MESSAGES.weightNumber]: 'يجب أن يكون الوزن رقمًا',
  [ORDER_FIELD_MESSAGES.weightPositive]: 'يجب أن يكون الوزن أكبر من 0',
  [ORDER_FIELD_MESSAGES.weightMin]: 'يجب ألا يقل الوزن عن 0.001 كغ (1 غ)',
  [ORDER_FIELD_MESSAGES.weightMax]: 'يجب ألا يزيد الوزن على 100 كغ',
  [ORDER_FIELD_MESSAGES.codWhole]: 'يجب أن يكون مبلغ الدفع عند الاستلام بالفلس (أعدادًا صحيحة)',
  [ORDER_FIELD_MESSAGES.codPositive]: 'يجب أن يكون مبلغ الدفع عند الاستلام أكبر من 0',
  [ORDER_FIELD_MESSAGES.atLeastOneItem]: 'أضف منتجًا واحدًا على الأقل',
  [ORDER_FIELD_MESSAGES.tooManyItems]: '50 منتجًا كحد أقصى في الطلب الواحد',
  [ORDER_FIELD_MESSAGES.service]: 'اختر خدمة التوصيل',
  [ORDER_FIELD_MESSAGES.pickup]: 'اختر عنوان الاستلام',
  [ORDER_FIELD_MESSAGES.reference]: '64 حرفًا كحد أقصى',
  [ORDER_FIELD_MESSAGES.emptyTag]: 'لا يمكن أن يكون الوسم فارغًا',
  [ORDER_FIELD_MESSAGES.tagLength]: '40 حرفًا كحد أقصى لكل وسم',
  [ORDER_FIELD_MESSAGES.tooManyTags]: '10 وسوم كحد أقصى',
  [ORDER_FIELD_MESSAGES.sideWhole]: 'أدخل الطول بالسنتيمترات الكاملة',
  [ORDER_FIELD_MESSAGES.sideMin]: 'يجب ألا يقل أطول ضلع عن 1 سم',
  [ORDER_FIELD_MESSAGES.sideMax]: 'يجب ألا يزيد أطول ضلع على 300 سم',
  [ORDER_FIELD_MESSAGES.chooseEmirate]: 'اختر الإمارة',
  [ORDER_FIELD_MESSAGES.codAmountRequired]: 'أدخل المبلغ المطلوب تحصيله',
  [ORDER_FIELD_MESSAGES.codAmountFormat]: 'أدخل مبلغًا بالدرهم، مثل 125.50',
  [ORDER_FIELD_MESSAGES.codAmountMax]: 'يجب ألا يزيد مبلغ الدفع عند الاستلام على 100,000 درهم',
  [ORDER_FIELD_MESSAGES.orderIds]: 'من طلب واحد إلى 1,000 طلب',

  [SERVICE_WINDOW_MESSAGES.fourHourNotEnabled]: 'التوصيل خلال 4 ساعات غير مفعّل لحسابك.',
  [SERVICE_WINDOW_MESSAGES.fourHourDubaiOnly]: 'التوصيل خلال 4 ساعات متاح داخل دبي فقط.',
  [SERVICE_WINDOW_MESSAGES.notOffered]: 'هذه الخدمة غير متاحة لهذا المسار.',

  // The orders API's refusals.
  [ORDER_ERROR_MESSAGES.notFound]: 'لم يتم العثور على الطلب',
  [ORDER_ERROR_MESSAGES.changedMeanwhile]: 'تغيّر الطلب في هذه الأثناء. أعد تحميله وحاول مرة أخرى.',
  [ORDER_ERROR_MESSAGES.sameRequestInProgress]: 'لا تزال معالجة العملية نفسها جارية. حاول مرة أخرى بعد قليل.',
  [ORDER_ERROR_MESSAGES.reattemptNeedsADay]:
    'يخرج الطلب المحتجز للتوصيل مرة أخرى في يوم تختاره: استخدم «إعادة المحاولة» واختر اليوم.',
  [ORDER_ERROR_MESSAGES.dayFromToday]: 'اختر يومًا من اليوم فصاعدًا',
  [ORDER_ERROR_MESSAGES.parcelsLocked]: 'لا يمكن تغيير الطرود إلا قبل الاستلام.',
  [ORDER_ERROR_MESSAGES.parcelNotFound]: 'لم يتم العثور على الطرد',
  [ORDER_ERROR_MESSAGES.lastParcel]: 'يجب أن يبقى في الطلب منتج واحد على الأقل.',
  [ORDER_ERROR_MESSAGES.unknownPickup]: 'عنوان الاستلام غير معروف',
  [ORDER_ERROR_MESSAGES.serviceNotAvailable]: 'الخدمة غير متاحة',
  [ORDER_ERROR_MESSAGES.referenceTaken]: 'يوجد طلب بهذا المرجع بالفعل',
  [ORDER_ERROR_MESSAGES.unknownGroup]: 'مجموعة طلبات غير معروفة',
  [ORDER_ERROR_MESSAGES.regionNotFound]: 'لم يتم العثور على المنطقة',

  // The tracking page's refusals (the recipient's page has its own Arabic, track/messages.ts).
  [TRACKING_ERROR_MESSAGES.unknownCode]: 'لا توجد شحنة تحمل رمز التتبع هذا.',
  [TRACKING_ERROR_MESSAGES.ratedOnce]: 'يمكن تقييم الشحنة مرة واحدة فقط، بعد توصيلها.',
  [TRACKING_ERROR_MESSAGES.chooseOfferedDay]: 'اختر أحد الأيام المعروضة',

  [ADDRESS_MESSAGES.notFound]: 'لم يتم العثور على العنوان',
  [ADDRESS_MESSAGES.outsideUae]: 'الإحداثيات خارج دولة الإمارات',
  // ADDRESS_MESSAGES.emirate is the same English as ORDER_FIELD_MESSAGES.emirate: one Arabic above serves both.
  // ACCOUNT_MESSAGES.notFound is the same English as STAFF_MESSAGES.accountNotFound: one Arabic above serves both.

  [TEAM_MESSAGES.alreadyHasTeam]: 'لهذا الحساب فريق بالفعل.',
  [TEAM_MESSAGES.createTeamFirst]: 'أنشئ فريقًا أولًا، ثم ادعُ أعضاءه.',
  [TEAM_MESSAGES.alreadyMember]: 'هذا الشخص عضو في الفريق بالفعل.',
  [TEAM_MESSAGES.invitationNotFound]: 'لم يتم العثور على الدعوة',
  [TEAM_MESSAGES.invitationInvalid]: 'هذه الدعوة غير صالحة أو انتهت صلاحيتها أو سبق استخدامها. اطلب دعوة جديدة.',
  [TEAM_MESSAGES.ownMembership]: 'لا يمكنك تغيير عضويتك أنت من هنا.',
  [TEAM_MESSAGES.memberNotFound]: 'لم يتم العثور على العضو',
  [TEAM_MESSAGES.ownerRoleFixed]: 'لا يمكن تغيير دور المالك.',
  [NOT_A_MEMBER_MESSAGE]: 'لست عضوًا في هذا الحساب.',
  [ACCOUNT_ACCESS_ENDED.message]: 'لم تعد عضوًا في هذا الحساب. تم فتح حسابك الخاص من جديد.',

  // The shop integrations' refusals.
  [SHOP_CONNECTION_MESSAGES.notFound]: 'ربط المتجر هذا غير موجود.',
  [SHOP_CONNECTION_MESSAGES.reconnectFirst]: 'أعد ربط هذا المتجر قبل استيراد طلباته.',
  [SHOP_CONNECTION_MESSAGES.choosePickup]: 'اختر أحد عناوين الاستلام الخاصة بك.',
  [SHOP_CONNECTION_MESSAGES.entryNotFound]: 'هذا الإدخال غير موجود في سجل المزامنة.',
  [SHOP_CONNECTION_MESSAGES.orderNotFound]: 'هذا الطلب غير موجود.',
  [SHOP_CONNECTION_MESSAGES.orderAlreadyLinked]: 'هذا الطلب مرتبط بالفعل بطلب من المتجر.',
  [SHOP_CONNECTION_MESSAGES.shopTaken]: 'هذا المتجر مرتبط بالفعل بحساب Sameday آخر.',
  [SHOP_CONNECTION_MESSAGES.platformNotSetUp]: 'منصة المتاجر هذه غير مُعدّة على هذا الخادم.',
  [SHOP_CONNECTION_MESSAGES.shopifyLinkInvalid]: 'رابط Shopify هذا غير صالح أو انتهت صلاحيته. اربط المتجر مرة أخرى.',
  [SHOP_CONNECTION_MESSAGES.storeUrlMissing]: 'أدخل عنوان متجرك.',
  [SHOP_CONNECTION_MESSAGES.storeUrlExample]: 'أدخل عنوان متجرك، مثل https://shop.example.com.',
  [SHOP_CONNECTION_MESSAGES.storeUrlHttps]: 'يجب أن يبدأ عنوان المتجر بـ https://.',
  [SHOP_CONNECTION_MESSAGES.storeUrlExtras]: 'أدخل عنوان المتجر فقط، دون بيانات دخول أو استعلام أو #.',
  [SHOP_CONNECTION_MESSAGES.storeUrlPublic]: 'يجب أن يكون عنوان المتجر اسم نطاق عامًا، مثل shop.example.com.',
  [SHOP_CONNECTION_MESSAGES.storeUrlPort]: 'يجب أن يستخدم عنوان المتجر المنفذ المعتاد: 443 لـ https.',
  [SHOP_CONNECTION_MESSAGES.storeUrlPath]: 'يحتوي عنوان المتجر على مسار لا يمكن أن يكون موقع WordPress.',
  [SHOP_CONNECTION_MESSAGES.enterStoreAddress]: 'أدخل عنوان متجرك',
  [SHOP_CONNECTION_MESSAGES.enterShopAddress]: 'أدخل عنوان متجرك',
  [SHOP_CONNECTION_MESSAGES.shopifyShopAddress]: 'أدخل عنوان متجرك، مثل your-shop.myshopify.com',
  [SHOP_CONNECTION_MESSAGES.enterTagToMatch]: 'أدخل الوسم الذي تُطابَق به الطلبات',
  [SHOP_CONNECTION_MESSAGES.enterShippingMethodToMatch]: 'أدخل اسم طريقة الشحن الذي تُطابَق به الطلبات',
  [IMPORT_RECENT_MESSAGES.chooseDays]: 'اختر عدد الأيام السابقة',
  [IMPORT_RECENT_MESSAGES.atLeastOneDay]: 'يوم واحد على الأقل',
  [IMPORT_RECENT_MESSAGES.tooManyDays]: `${IMPORT_RECENT_MAX_DAYS} يومًا كحد أقصى`,
  // Why an "Import recent orders" run stopped.
  [IMPORT_RUN_MESSAGES.disconnected]: 'فُصل المتجر قبل انتهاء الاستيراد.',
  [IMPORT_RUN_MESSAGES.accessRefused]: 'رفض المتجر وصول Sameday: أعد ربطه، ثم استورد الطلبات مرة أخرى.',
  [IMPORT_RUN_MESSAGES.unreadable]: 'تعذّرت قراءة المتجر: حاول مرة أخرى لاحقًا.',
  [TRACKING_SETTINGS_MESSAGES.brandColour]: 'استخدم لونًا مثل ‎#0b5cad',
  [TRACKING_SETTINGS_MESSAGES.logoHttps]: 'استخدم عنوانًا يبدأ بـ https://',
  [REPORT_MESSAGES.endAfterStart]: 'يكون تاريخ النهاية في يوم البداية أو بعده',
  [REPORT_MESSAGES.tooManyDays]: `يغطي التقرير ${REPORT_MAX_DAYS} يومًا كحد أقصى`,

  // The shipments' refusals.
  [SHIPMENT_MESSAGES.notFound]: 'لم يتم العثور على الشحنة',
  [SHIPMENT_MESSAGES.noSuchDocument]: 'لا يوجد مستند كهذا لهذه الشحنة.',
  [SHIPMENT_MESSAGES.internationalOutsideUae]: 'الشحنة الدولية تكون إلى خارج الإمارات.',
  [SHIPMENT_MESSAGES.chooseCountryOutsideUae]: 'اختر دولة خارج الإمارات',
  [SHIPMENT_MESSAGES.domesticInsideUae]: 'الشحنة المحلية تبقى داخل الإمارات.',
  [SHIPMENT_MESSAGES.chooseUae]: 'اختر الإمارات',
  [SHIPMENT_MESSAGES.clientOrderIdTaken]: 'توجد شحنة محجوزة برقم طلب العميل هذا بالفعل.',
  [SHIPMENT_MESSAGES.needsCustomsLines]: 'تحتاج هذه الشحنة إلى بنود جمركية لمستنداتها.',
  [SHIPMENT_MESSAGES.correctionSameCountry]: 'يبقى العنوان المصحَّح في الدولة نفسها.',
  [SHIPMENT_MESSAGES.noAddressAsked]: 'لم تطلب شركة الشحن عنوانًا جديدًا لهذه الشحنة.',
  [SHIPMENT_MESSAGES.notConnected]: 'غير مربوطة على هذه المنصة',
  [SHIPMENT_MESSAGES.noCashOnDelivery]: 'لا تحصّل الدفع عند الاستلام',
  [SHIPMENT_MESSAGES.noServiceThere]: 'لا توجد خدمة لهذه الوجهة',
  [SHIPMENT_MESSAGES.flowSettingNotFound]: 'لم يتم العثور على إعدادات الشحن',
  [SHIPMENT_MESSAGES.flowKindFixed]: 'لا يتغيّر نوع إعدادات الشحن: أضف إعدادات للنوع الآخر.',
  [SHIPMENT_MESSAGES.ruleSetNotFound]: 'لم يتم العثور على مجموعة القواعد',
  [SHIPMENT_MESSAGES.tooManyRules]: 'تضم مجموعة القواعد 100 قاعدة كحد أقصى.',
  // The platform's own fleet, as the rates and an order's carrier name it; the partners' names are brands.
  [CARRIERS.sameday.name]: 'أسطول Sameday',
  // The Sameday fleet's own refusals (a booking, a label, an address change).
  [SAMEDAY_FLEET_MESSAGES.serviceNotCarried]: 'لا ينقل أسطول Sameday هذه الشحنة بهذه الخدمة.',
  [SAMEDAY_FLEET_MESSAGES.noSuchShipment]: 'لا توجد شحنة كهذه لدى أسطول Sameday.',
  [SAMEDAY_FLEET_MESSAGES.courierOnTheWay]: 'المندوب في الطريق بالفعل: لم يعد بالإمكان تغيير العنوان.',
  [SAMEDAY_FLEET_MESSAGES.cancelBeforePickup]: 'لا يمكن إلغاء الشحنة إلا قبل استلامها.',

  // The shipment forms' field checks, in the words of the shipments screens.
  [SHIPMENT_FIELD_MESSAGES.chooseCountry]: 'اختر الدولة',
  [SHIPMENT_FIELD_MESSAGES.phoneWithCountryCode]: 'أدخل رقم الهاتف مع رمز الدولة',
  [SHIPMENT_FIELD_MESSAGES.validEmail]: 'أدخل بريدًا إلكترونيًا صحيحًا',
  [SHIPMENT_FIELD_MESSAGES.enterWeight]: 'أدخل الوزن',
  [SHIPMENT_FIELD_MESSAGES.enterHsCode]: 'أدخل رمز النظام المنسق (HS)',
  [SHIPMENT_FIELD_MESSAGES.enterQuantity]: 'أدخل الكمية',
  [SHIPMENT_FIELD_MESSAGES.wholeUnits]: 'بوحدات كاملة',
  [SHIPMENT_FIELD_MESSAGES.atLeastOne]: '1 على الأقل',
  [SHIPMENT_FIELD_MESSAGES.enterValue]: 'أدخل القيمة',
  [SHIPMENT_FIELD_MESSAGES.valueInMinorUnits]: 'القيمة بالوحدة الصغرى للعملة',
  [SHIPMENT_FIELD_MESSAGES.atLeastOneCustomsLine]: 'أضف بندًا جمركيًا واحدًا على الأقل',
  [SHIPMENT_FIELD_MESSAGES.atLeastOneParcel]: 'أضف طردًا واحدًا على الأقل',
  [SHIPMENT_FIELD_MESSAGES.chooseKind]: 'اختر الشحنات الدولية أو المحلية',
  [SHIPMENT_FIELD_MESSAGES.enterAValue]: 'أدخل قيمة',
  [SHIPMENT_FIELD_MESSAGES.sayWhy]: 'اذكر السبب',
  [SHIPMENT_FIELD_MESSAGES.chooseDocument]: 'اختر المستند الذي يتطلبه هذا التحقق',
  [SHIPMENT_FIELD_MESSAGES.countryOperator]: 'تُقارَن الدولة بـ«يساوي» أو «من بين»',

  [PENDING_SHOP_LINK_EXPIRED]: 'رابط المتجر هذا غير صالح أو انتهت صلاحيته. اربط المتجر مرة أخرى من صفحة التطبيق.',

  [WOO_CONNECT_MESSAGES.refused]:
    'رفض متجرك المفاتيح التي منحها لـ Sameday للتو، فلم يتم ربطه. تأكد من تفعيل WooCommerce REST API ومن أن أي إضافة أمان أو مزوّد استضافة لا يحجبها، ثم حاول مرة أخرى.',

  [PLATFORM_NOT_SET_UP_MESSAGES.shopify]:
    'ربط متاجر Shopify غير مُعدّ على هذا الخادم بعد. اطلب من دعم Sameday تفعيله؛ ويمكنك حتى ذلك الحين إضافة طلباتك يدويًا أو بالرفع المجمّع.',
  [PLATFORM_NOT_SET_UP_MESSAGES.woocommerce]:
    'ربط متاجر WooCommerce غير مُعدّ على هذا الخادم بعد. اطلب من دعم Sameday تفعيله؛ ويمكنك حتى ذلك الحين إضافة طلباتك يدويًا أو بالرفع المجمّع.',

  // The bulk upload's template: its limits, how to fill it in and each column (column names stay as in the file).
  [BULK_LIMITS_TEXT]: 'حتى 50,000 صف و10 ميغابايت لكل ملف (.csv أو .xlsx).',
  [BULK_TEMPLATE_NOTES[0] as string]:
    'صف واحد لكل منتج. الصفوف التي تحمل المرجع (Reference) نفسه طلب واحد بعدة منتجات (50 على الأكثر): اكتب كل منتج في صف مستقل وكرّر أعمدة الطلب الأخرى (الاستلام، المستلم، الهاتف، العنوان، مبلغ الدفع عند الاستلام، الخدمة، التاريخ المحدد، الملاحظات) كما هي؛ ويجب أن تكون متطابقة في كل صفوف الطلب.',
  [BULK_TEMPLATE_NOTES[1] as string]:
    'التواريخ بصيغة DD-MM-YYYY، مثل 23-11-2026. والهواتف أرقام جوال إماراتية، مثل 0501234567 أو +971501234567.',
  [BULK_TEMPLATE_NOTES[2] as string]:
    'الصفوف التي تبدأ بالرمز # ملاحظات تُتجاوز عند الرفع؛ وصفوف الأمثلة موجودة لتستبدلها بطلباتك.',
  [bulkColumnOf('pickup').description]: 'اسم أحد عناوين الاستلام المحفوظة لديك، كما يظهر في «عناوين الاستلام».',
  [bulkColumnOf('recipientName').description]: 'من يستلم الطرد.',
  [bulkColumnOf('phone').description]:
    'رقم جوال إماراتي: 050… أو +971…، مثل 0501234567 أو +971501234567 (وتصلح أيضًا 501234567 و971501234567 و00971501234567).',
  [bulkColumnOf('addressLine1').description]: 'المبنى أو الفيلا أو الشارع.',
  [bulkColumnOf('addressLine2').description]: 'معلم قريب أو وصف الطريق.',
  [bulkColumnOf('apartmentNumber').description]: 'رقم الشقة أو الفيلا.',
  [bulkColumnOf('area').description]: 'المنطقة أو الحي.',
  [bulkColumnOf('emirate').description]:
    'Dubai أو Abu Dhabi أو Sharjah أو Ajman أو Umm Al Quwain أو Ras Al Khaimah أو Fujairah (بالإنجليزية كما في النموذج).',
  [bulkColumnOf('itemName').description]:
    'محتوى الطرد، منتج واحد في كل صف. الطلب متعدد المنتجات له صف لكل منتج بالمرجع (Reference) نفسه.',
  [bulkColumnOf('quantity').description]: 'عدد صحيح من 1 إلى 999.',
  [bulkColumnOf('weightKg').description]: 'وزن المنتج الواحد بالكيلوغرام، حتى 100.',
  [bulkColumnOf('barcode').description]: 'باركود المنتج، اختياري.',
  [bulkColumnOf('codAmount').description]:
    'المبلغ المطلوب تحصيله بالدرهم عن الطلب كله، مثل 250 أو 1,250.50 (وهو نفسه في كل صفوف الطلب). اتركه فارغًا للطلب المدفوع مسبقًا.',
  [bulkColumnOf('serviceKind').description]: 'Same day أو Next day أو 4-hour (بالإنجليزية كما في النموذج).',
  [bulkColumnOf('reference').description]:
    'رقم طلبك الخاص. الصفوف التي تحمل المرجع نفسه طلب واحد بعدة منتجات: كرّر أعمدة الطلب في كل صف من صفوفه. والطلب الذي قُدّم مرجعه من قبل لا يُقدَّم مرة أخرى.',
  [bulkColumnOf('scheduledDate').description]:
    'يوم التوصيل، اختياري، بصيغة DD-MM-YYYY مثل 23-11-2026 (وتصلح أيضًا 23/11/2026 و2026-11-23)، من أقرب يوم تتيحه الخدمة حتى 30 يومًا قادمة. تركه فارغًا يعني أقرب يوم.',
  [bulkColumnOf('notes').description]: 'تعليمات للمندوب.',

  // Fulfilment's refusals and the products import (column names and counts as written).
  [FULFILMENT_MESSAGES.productNotFound]: 'لم يتم العثور على المنتج',
  [FULFILMENT_MESSAGES.orderNotFound]: 'لم يتم العثور على طلب التجهيز',
  [FULFILMENT_MESSAGES.inboundNotFound]: 'لم يتم العثور على الشحنة الواردة',
  [FULFILMENT_MESSAGES.onlyBundleHasComponents]: 'لا تكون المكوّنات إلا للحزمة',
  [PRODUCT_FILE_MESSAGES.needsColumns]: `يجب أن يحتوي الملف على الأعمدة \u2068${PRODUCT_CSV_COLUMNS.join(', ')}\u2069`,
  [PRODUCT_FILE_MESSAGES.tooManyRows]: `الحد الأقصى لعدد المنتجات في الملف الواحد ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en')}`,
  [PRODUCT_FILE_MESSAGES.skuTwice]: 'رمز SKU هذا مكرّر في الملف',
  [PRODUCT_FILE_MESSAGES.notValid]: 'قيمة غير صالحة',
  [FULFILMENT_FIELD_MESSAGES.chooseLocation]: 'اختر دبي أو أبوظبي',
  [FULFILMENT_FIELD_MESSAGES.skuTooLong]: `الحد الأقصى لطول رمز SKU هو ${SKU_MAX_LENGTH} حرفًا`,
  [FULFILMENT_FIELD_MESSAGES.skuCharacters]: 'يتكوّن رمز SKU من أحرف وأرقام ونقطة وشرطة وشرطة سفلية',
  [FULFILMENT_FIELD_MESSAGES.quantityMax]: `يجب ألا تزيد الكمية على ${QUANTITY_MAX.toLocaleString('en')}`,
  [FULFILMENT_FIELD_MESSAGES.weightMax]: 'يجب ألا يزيد على 1000 كغ',
  [FULFILMENT_FIELD_MESSAGES.sizeMax]: 'يجب ألا يزيد على 500 سم',
  [FULFILMENT_FIELD_MESSAGES.valueInMinorUnits]: 'يجب أن تكون القيمة بالوحدة الصغرى للعملة',
  [FULFILMENT_FIELD_MESSAGES.imageHttps]: 'استخدم عنوانًا يبدأ بـ https',
  [FULFILMENT_FIELD_MESSAGES.tooManyComponents]: 'تضم الحزمة 50 مكوّنًا كحد أقصى',
  [FULFILMENT_FIELD_MESSAGES.eachComponentOnce]: 'يُذكر كل مكوّن مرة واحدة',
  [FULFILMENT_FIELD_MESSAGES.atLeastOneSku]: 'أضف رمز SKU واحدًا على الأقل',
  [FULFILMENT_FIELD_MESSAGES.eachSkuOnce]: 'يُذكر كل رمز SKU مرة واحدة',
  [FULFILMENT_FIELD_MESSAGES.tooManyInboundLines]: '500 بند كحد أقصى في الشحنة الواحدة',
  [FULFILMENT_FIELD_MESSAGES.adjustmentChangesStock]: 'يجب أن تغيّر التسوية المخزون',
  [FULFILMENT_FIELD_MESSAGES.adjustmentReason]: 'اذكر سبب التسوية',
  [FULFILMENT_FIELD_MESSAGES.chooseMonthlyVolume]: 'اختر عدد الطلبات الشهري',
  // What the system writes into a product's stock movements: why an order's stock moved, and who moved it.
  [STOCK_MOVEMENT_MESSAGES.handedOver]: 'تم التسليم للتوصيل',
  [STOCK_MOVEMENT_MESSAGES.orderChanged]: 'عُدّل الطلب',
  [STOCK_MOVEMENT_MESSAGES.orderCancelled]: 'أُلغي الطلب',
  [STOCK_MOVEMENT_MESSAGES.warehouseSystem]: 'نظام المستودع',
  [STOCK_MOVEMENT_MESSAGES.merchant]: 'التاجر',
  [FULFILMENT_ORDER_MESSAGES.tooManyLines]: `${FULFILMENT_ORDER_MAX_LINES} بندًا كحد أقصى في الطلب الواحد`,

  // The dispatcher's refusals, in the words of the shipping rules screens. DISPATCHER_MESSAGES.ruleSetNotFound is
  // the same English as SHIPMENT_MESSAGES.ruleSetNotFound: one Arabic above serves both.
  [DISPATCHER_MESSAGES.ruleNotFound]: 'لم يتم العثور على القاعدة',
  [DISPATCHER_MESSAGES.conditionNotFound]: 'لم يتم العثور على الشرط',
  [DISPATCHER_MESSAGES.merchantNotFound]: 'لم يتم العثور على التاجر',
  [DISPATCHER_MESSAGES.operationsOnly]: 'يحتفظ فريق التشغيل بمجموعة القواعد هذه: لا يغيّرها إلا فريق التشغيل.',
  [DISPATCHER_MESSAGES.merchantsOwnRules]: 'قواعد التاجر الخاصة يغيّرها التاجر نفسه.',
  [DISPATCHER_MESSAGES.roleNotAllowed]: 'لا يسمح دورك بهذا.',
  [DISPATCHER_MESSAGES.staffForOtherMerchant]: 'لا يتخذ القرار لتاجر آخر إلا فريق التشغيل.',
  [DISPATCHER_MESSAGES.tooManyRules]: `الحد الأقصى لعدد القواعد في مجموعة القواعد هو ${DISPATCHER_LIMITS.rulesPerSet}.`,
  [DISPATCHER_MESSAGES.tooManyConditions]: `الحد الأقصى لعدد الشروط في القاعدة الواحدة هو ${DISPATCHER_LIMITS.conditionsPerRule}.`,
  [DISPATCHER_MESSAGES.tooManyRuleSets]: `الحد الأقصى لعدد مجموعات القواعد من كل نوع للتاجر الواحد هو ${DISPATCHER_LIMITS.ruleSetsPerAccount}.`,
  [DISPATCHER_MESSAGES.listEveryRuleOnce]: 'اذكر كل قاعدة من قواعد المجموعة مرة واحدة',
  [DISPATCHER_MESSAGES.pageTokenInvalid]: 'رمز الصفحة غير صالح.',

  // The shipping rules editor's field checks.
  [DISPATCHER_RULE_MESSAGES.chooseOperator]: 'اختر طريقة المقارنة',
  [DISPATCHER_RULE_MESSAGES.chooseAtLeastOneValue]: 'اختر قيمة واحدة على الأقل',
  [DISPATCHER_RULE_MESSAGES.tooManyValues]: `${DISPATCHER_LIMITS.valuesPerCondition} قيمة كحد أقصى`,
  [DISPATCHER_RULE_MESSAGES.zeroOrMore]: 'يجب ألا يقل عن 0',
  [DISPATCHER_RULE_MESSAGES.weightMax]: `يجب ألا يزيد على ${DISPATCHER_CONDITION_MAX.weightKg.toLocaleString('en')} كغ`,
  [DISPATCHER_RULE_MESSAGES.longestSideMax]: `يجب ألا يزيد على ${DISPATCHER_CONDITION_MAX.longestSideCm.toLocaleString('en')} سم`,
  [DISPATCHER_RULE_MESSAGES.enterWholeNumber]: 'أدخل عددًا صحيحًا',
  [DISPATCHER_RULE_MESSAGES.orderValueMax]: `يجب ألا يزيد على ${DISPATCHER_CONDITION_MAX.orderValueFils.toLocaleString('en')}`,
  [DISPATCHER_RULE_MESSAGES.parcelCountMax]: `يجب ألا يزيد على ${DISPATCHER_CONDITION_MAX.parcelCount.toLocaleString('en')}`,
  [DISPATCHER_RULE_MESSAGES.clockTime]: 'استخدم وقتًا مثل 09:30',
  [DISPATCHER_RULE_MESSAGES.emptyWindow]: 'يجب ألا تكون الفترة الزمنية فارغة',
  [DISPATCHER_RULE_MESSAGES.enterText]: 'أدخل نصًا',
  [DISPATCHER_RULE_MESSAGES.chooseConditionField]: 'اختر ما يختبره الشرط',
  [DISPATCHER_RULE_MESSAGES.sayWhyRefused]: 'اذكر سبب رفض الطلب',
  [DISPATCHER_RULE_MESSAGES.chooseAction]: 'اختر ما تفعله القاعدة',
  [DISPATCHER_RULE_MESSAGES.chooseCarrierService]: 'اختر إحدى خدمات شركة الشحن',
  [DISPATCHER_RULE_MESSAGES.nameTheRule]: 'أدخل اسمًا للقاعدة',
  [DISPATCHER_RULE_MESSAGES.tooManyConditions]: `${DISPATCHER_LIMITS.conditionsPerRule} شرطًا كحد أقصى في القاعدة الواحدة`,
  [DISPATCHER_RULE_MESSAGES.eachRuleOnce]: 'تُذكر كل قاعدة مرة واحدة',
  [DISPATCHER_RULE_MESSAGES.nameTheRuleSet]: 'أدخل اسمًا لمجموعة القواعد',
  [DISPATCHER_RULE_MESSAGES.chooseMerchant]: 'اختر التاجر',

  [PREFERENCE_MESSAGES.unknownLocation]: 'موقع غير معروف',
  [PREFERENCE_MESSAGES.alreadySet]: 'هذا التفضيل مضبوط بالفعل؛ حدّثه بدلًا من ذلك.',
  [PREFERENCE_MESSAGES.notSet]: 'هذا التفضيل غير مضبوط.',
  [PREFERENCE_MESSAGES.unknownPreference]: 'تفضيل غير معروف',
  [PRICING_MESSAGES.noPrice]: 'لا تتضمن قائمة أسعارك سعرًا لهذه الخدمة إلى هذه الإمارة.',
  [PLACE_MESSAGES.notFound]: 'لم يتم العثور على المكان',
  [PLACE_MESSAGES.typeTwoCharacters]: 'اكتب حرفين على الأقل',
  [PASSWORD_MESSAGES.currentPasswordWrong]: 'كلمة المرور الحالية غير صحيحة.',
  [PASSWORD_MESSAGES.tooLong]: `يجب ألا تزيد كلمة المرور على ${PASSWORD_MAX_LENGTH} حرفًا.`,

  [WEBHOOK_MESSAGES.endpointNotFound]: 'لم يتم العثور على نقطة استقبال خطافات الويب',
  [WEBHOOK_MESSAGES.tooManyEndpoints]: `الحد الأقصى لعدد نقاط استقبال خطافات الويب في الحساب هو ${WEBHOOK_MAX_ENDPOINTS}.`,
  [WEBHOOK_MESSAGES.endpointOff]: 'نقطة الاستقبال هذه متوقفة. شغّلها لترسل الأحداث إليها.',
  [NOTIFICATION_MESSAGES.linkUrl]: 'الرابط عنوان يبدأ بـ https:// أو مسار في لوحة التحكم يبدأ بـ / واحدة، مثل /orders',
  [WEBHOOK_MESSAGES.deliveryNotFound]: 'لم يتم العثور على عملية الإرسال',
  [WEBHOOK_MESSAGES.urlTooLong]: 'استخدم عنوانًا لا يزيد طوله على 2,000 حرف',
  [WEBHOOK_MESSAGES.atLeastOneEvent]: 'اختر حدثًا واحدًا على الأقل',
  [WEBHOOK_MESSAGES.descriptionTooLong]: 'استخدم 200 حرف على الأكثر',
  [WEBHOOK_MESSAGES.nothingToChange]: 'لا يوجد ما يتغيّر',

  [OAUTH_CLIENT_MESSAGES.notFound]: 'لا يوجد عميل API بهذا المعرّف في حسابك.',
  [OAUTH_CLIENT_MESSAGES.chooseScope]: 'اختر صلاحية من القائمة',
  [OAUTH_CLIENT_MESSAGES.atLeastOneScope]: 'اختر صلاحية واحدة على الأقل',
  [OAUTH_CLIENT_MESSAGES.redirectUri]: 'أدخل عنوانًا يبدأ بـ https://‏ (أو http://‏ لـ localhost فقط)، دون #',
  [OAUTH_CLIENT_MESSAGES.redirectUriTooLong]: 'الحد الأقصى لطول عنوان إعادة التوجيه 500 حرف',
  [OAUTH_CLIENT_MESSAGES.nameTooLong]: `الحد الأقصى لطول الاسم ${OAUTH_CLIENT_NAME_MAX} حرفًا`,
  [OAUTH_CLIENT_MESSAGES.tooManyRedirectUris]: `الحد الأقصى لعدد عناوين إعادة التوجيه ${OAUTH_REDIRECT_URIS_MAX}`,

  [FLAG_MESSAGES.ownIdentifierOnly]: 'لا تُحدَّد أعلام الميزات إلا لمعرّفك أنت.',
  [FLAG_MESSAGES.flagName]: 'يتكوّن اسم علم الميزة من أحرف لاتينية صغيرة وأرقام و- و_',
  [FLAG_MESSAGES.rollout]: 'من 0 إلى 100',

  [STAFF_MESSAGES.ownAdminRole]: 'لا يمكنك إزالة دور «مسؤول» عن نفسك.',
  [STAFF_MESSAGES.cursorNotFromList]: 'مؤشر الصفحة هذا لم يصدر عن هذه القائمة',
  [STAFF_MESSAGES.orderSubmissionBlocked]: 'تقديم الطلبات محظور',
  [STAFF_MESSAGES.fourHourOff]: 'خدمة التوصيل خلال 4 ساعات غير مفعّلة لهذا الحساب',
  [STAFF_MESSAGES.notFulfilmentAccount]: 'ليس حساب تخزين وتجهيز',
  [STAFF_MESSAGES.shopOrdersBlocked]: 'لا يمكن تقديم طلبات المتاجر ما دام الحظر قائمًا',
  // The console's field checks; role names as written.
  [STAFF_MESSAGES.staffRoleOneOf]: `دور فريق العمل أحد الأدوار التالية: \u2068${STAFF_ROLES.join(', ')}\u2069`,
  [STAFF_MESSAGES.atLeastOneStaffRole]: 'اختر دورًا واحدًا على الأقل من أدوار فريق العمل',
  [STAFF_MESSAGES.customerCodeTooLong]: 'الحد الأقصى لطول رمز العميل 64 حرفًا',
  [STAFF_MESSAGES.customerCodeCharacters]: 'يتكوّن رمز العميل من أحرف وأرقام ونقطة وشرطة وشرطة سفلية',
  [STAFF_MESSAGES.externalIdTooLong]: 'الحد الأقصى لطول المعرّف الخارجي 64 حرفًا',
  [STAFF_MESSAGES.externalIdCharacters]: 'يتكوّن المعرّف الخارجي من أحرف وأرقام ونقطة وشرطة وشرطة سفلية',
  [STAFF_MESSAGES.warehouseCodeTooLong]: 'الحد الأقصى لطول رمز المستودع 64 حرفًا',
  [STAFF_MESSAGES.warehouseCodeCharacters]: 'يتكوّن رمز المستودع من أحرف وأرقام ونقطة وشرطة وشرطة سفلية',
  [STAFF_MESSAGES.reasonTooLong]: 'الحد الأقصى لطول السبب 500 حرف',
  [STAFF_MESSAGES.enterBillingIdentifier]: 'أدخل معرّف الفوترة',
  [STAFF_MESSAGES.billingIdentifierTooLong]: 'الحد الأقصى لطول معرّف الفوترة 64 حرفًا',
  [STAFF_MESSAGES.billingIdentifierCharacters]: 'يتكوّن معرّف الفوترة من أحرف وأرقام ونقطة وشرطة وشرطة سفلية',
  [STAFF_MESSAGES.chooseOwner]: 'اختر المالك',
  [STAFF_MESSAGES.chooseAccount]: 'اختر الحساب',
  [STAFF_MESSAGES.noteTooLong]: 'الحد الأقصى لطول الملاحظة 500 حرف',
};

/** Contract sentences built from a value (the schemas' length limits): a pattern and its Arabic. */
export const CONTRACT_ARABIC_PATTERNS: readonly (readonly [RegExp, (value: string) => string])[] = [
  [/^Must be at most (\d+) characters\.$/, (max) => `يجب ألا يزيد النص على ${max} حرفًا.`],
  // The shipments forms write it without the period.
  [/^Must be at most (\d+) characters$/, (max) => `يجب ألا يزيد النص على ${max} حرفًا`],
  // The shipping rules, the operations console's release note and the tracking page.
  [/^At most (\d+) characters$/, (max) => `${max} حرفًا كحد أقصى`],
];

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
