import {
  ACCOUNT_ROLE_DESCRIPTIONS,
  ACCOUNT_ROLE_LABELS,
  BULK_MESSAGES,
  BULK_ROW_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  FULFILMENT_MESSAGES,
  MARKETING_CLAIMS,
  MESSAGES,
  PAYMENT_MESSAGES,
  PLATFORM_NOT_SET_UP_MESSAGES,
  QUIQDASH_MESSAGES,
  RETURN_MESSAGES,
  SCHEDULE_MESSAGES,
  STAFF_MESSAGES,
  TEXT_MESSAGES,
  VAT_NOTE,
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
  [BULK_ROW_MESSAGES.phone]: 'يجب أن يكون الهاتف رقم جوال إماراتيًا: ‎050…‎ أو ‎+971…',
  [BULK_ROW_MESSAGES.date]: 'استخدم تاريخًا مثل 23-11-2026 (يوم-شهر-سنة) أو 23/11/2026 أو 2026-11-23',

  [SCHEDULE_MESSAGES.tooLate]: 'يمكن جدولة الطلبات حتى 30 يومًا مقدمًا',

  [TEXT_MESSAGES.unsafe]: 'احذف رموز التحكم أو الأحرف التالفة من هذا الحقل.',
  [TEXT_MESSAGES.tooLong]: 'النص أطول من الحد المسموح لهذا الحقل.',

  [PAYMENT_MESSAGES.alreadyPaid]: 'هذه الفاتورة مدفوعة بالفعل.',
  [PAYMENT_MESSAGES.cardPaymentsClosed]: 'الدفع بالبطاقة غير متاح حاليًا. يرجى الدفع بتحويل بنكي.',
  [PAYMENT_MESSAGES.providerUnavailable]: 'لم يستجب مزوّد الدفع. يرجى المحاولة بعد دقيقة.',
  [PAYMENT_MESSAGES.badSignature]: 'توقيع الإشعار غير صالح.',
  [PAYMENT_MESSAGES.processing]: 'أُرسلت الدفعة إلى مُصدر بطاقتك. ستظهر الفاتورة مدفوعة فور تأكيدها.',

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

  /*
   * Sentences the contract's schemas write inline (no exported constant to key them by):
   * zod's messages on the sign-up, team, language and cut-off forms.
   */
  'Phone number may contain digits only': 'يجب أن يحتوي رقم الهاتف على أرقام فقط',
  'Phone number is too long': 'رقم الهاتف طويل جدًا',
  'Phone number must start with +971': 'يجب أن يبدأ رقم الهاتف بـ ‎+971',
  'Phone number is not a valid UAE number': 'رقم الهاتف ليس رقمًا إماراتيًا صالحًا',
  'Choose a role.': 'اختر دورًا.',
  'Choose English (en) or Arabic (ar)': 'اختر الإنجليزية (en) أو العربية (ar)',
  'Use the 24-hour form HH:mm': 'استخدم صيغة 24 ساعة HH:mm',

  [WOO_CONNECT_MESSAGES.refused]:
    'رفض متجرك المفاتيح التي منحها لـ Sameday للتو، فلم يتم ربطه. تأكد من تفعيل WooCommerce REST API ومن أن أي إضافة أمان أو مزوّد استضافة لا يحجبها، ثم حاول مرة أخرى.',

  [PLATFORM_NOT_SET_UP_MESSAGES.shopify]:
    'ربط متاجر Shopify غير مُعدّ على هذا الخادم بعد. اطلب من دعم Sameday تفعيله؛ ويمكنك حتى ذلك الحين إضافة طلباتك يدويًا أو بالرفع المجمّع.',
  [PLATFORM_NOT_SET_UP_MESSAGES.woocommerce]:
    'ربط متاجر WooCommerce غير مُعدّ على هذا الخادم بعد. اطلب من دعم Sameday تفعيله؛ ويمكنك حتى ذلك الحين إضافة طلباتك يدويًا أو بالرفع المجمّع.',
};

/** Contract sentences built from a value (the schemas' length limits): a pattern and its Arabic. */
export const CONTRACT_ARABIC_PATTERNS: readonly (readonly [RegExp, (value: string) => string])[] = [
  [/^Must be at most (\d+) characters\.$/, (max) => `يجب ألا يزيد النص على ${max} حرفًا.`],
];
