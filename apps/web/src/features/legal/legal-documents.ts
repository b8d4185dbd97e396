import { INVOICE_DUE_DAYS, VAT_NOTE, VAT_PERCENT } from '@sameday/contract';
import { translateContractText } from '../../shared/i18n/i18n';
import type { Locale } from '../../shared/i18n/locale';

/** The public documents the sign-up terms link to. */
export type LegalDocument = { title: string; updated: string; sections: { heading: string; body: string[] }[] };

export const LEGAL_DOCUMENTS: Record<string, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    updated: '1 November 2026',
    sections: [
      {
        heading: 'The service',
        body: [
          'Sameday collects parcels from your pickup address and delivers them to your recipients in the UAE: within 4 hours in Dubai, the same day across Dubai and Abu Dhabi, and the next day across the Emirates.',
          'Orders placed before the cut-off time of a service are delivered on that service day; later orders roll to the next service day, as the dashboard shows before you place them.',
        ],
      },
      {
        heading: 'Your account',
        body: [
          'You keep your sign-in details private and tell us at once if someone else used them. You are responsible for the orders placed from your account and by the members of your team.',
        ],
      },
      {
        heading: 'Parcels',
        body: [
          'Parcels must be packed for transport, labelled with the Sameday label, and must not contain goods forbidden by UAE law or by our prohibited items list.',
          'Someone must be at the pickup location during the collection window you were given.',
        ],
      },
      {
        heading: 'Cash on delivery and payment',
        body: [
          `Cash collected on delivery is paid out to you through COD statements. Delivery fees are invoiced monthly according to the fees schedule that applies to your account; invoices are due ${INVOICE_DUE_DAYS} days after issue. An account with overdue invoices may be blocked from placing new orders until they are paid.`,
        ],
      },
    ],
  },
  'fees-schedule': {
    title: 'Fees schedule (Business)',
    updated: '1 November 2026',
    sections: [
      {
        heading: 'Delivery fees',
        body: [
          `Fees are charged per delivered order according to your account’s rate card, shown under Account → Pricing rates. Prices are in AED and exclude VAT, which is added at ${VAT_PERCENT}% on each invoice line.`,
          'Failed deliveries re-attempted at your request and returns to origin are charged as a delivery.',
        ],
      },
      {
        heading: 'Cash on delivery',
        body: ['A COD handling fee applies to each order collected in cash, as your rate card shows.'],
      },
    ],
  },
  'individual-fees-schedule': {
    title: 'Fees schedule (Personal)',
    updated: '1 November 2026',
    sections: [
      {
        heading: 'Delivery fees',
        body: [
          `Each shipment is priced before you place it, at the price the form shows. Prices are in AED. ${VAT_NOTE}`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: '1 November 2026',
    sections: [
      {
        heading: 'What we keep',
        body: [
          'Your name, email, phone and company details; the addresses and recipients of your shipments; and records of how shipments moved, so that we can deliver them and answer questions about them.',
        ],
      },
      {
        heading: 'How we use it',
        body: [
          'To run the delivery service, to invoice you, to keep your account secure and to improve the service. Recipients’ details are used only to deliver their parcels.',
          'We never sell your data. Couriers see only what a delivery needs.',
        ],
      },
    ],
  },
};

/**
 * The same documents in Arabic. Legal text is long and read on its own page, so it lives
 * here, in the legal page's chunk, rather than in a message catalog that /login loads.
 */
const ARABIC_DOCUMENTS: Record<string, LegalDocument> = {
  terms: {
    title: 'شروط الخدمة',
    updated: '1 نوفمبر 2026',
    sections: [
      {
        heading: 'الخدمة',
        body: [
          'تستلم Sameday الطرود من عنوان الاستلام الخاص بك وتوصلها إلى المستلمين داخل الإمارات: خلال 4 ساعات في دبي، وفي اليوم نفسه داخل دبي وأبوظبي، وفي اليوم التالي في جميع أنحاء الإمارات.',
          'الطلبات المقدّمة قبل موعد الإغلاق الخاص بالخدمة تُسلَّم في يوم الخدمة نفسه، وتنتقل الطلبات اللاحقة إلى يوم الخدمة التالي، كما تعرض لوحة التحكم قبل تقديمها.',
        ],
      },
      {
        heading: 'حسابك',
        body: [
          'تحافظ على سرية بيانات تسجيل الدخول وتبلغنا فورًا إذا استخدمها شخص آخر. أنت مسؤول عن الطلبات المقدّمة من حسابك ومن أعضاء فريقك.',
        ],
      },
      {
        heading: 'الطرود',
        body: [
          'يجب تغليف الطرود بما يناسب النقل ووضع ملصق Sameday عليها، ويجب ألا تحتوي على بضائع يحظرها القانون الإماراتي أو قائمة المواد المحظورة لدينا.',
          'يجب أن يكون أحد الأشخاص موجودًا في موقع الاستلام خلال نافذة الاستلام المحددة لك.',
        ],
      },
      {
        heading: 'الدفع عند الاستلام والمدفوعات',
        body: [
          `تُحوَّل إليك المبالغ المحصّلة نقدًا عند التسليم عبر كشوف الدفع عند الاستلام (COD). تصدر فواتير رسوم التوصيل شهريًا وفق جدول الرسوم المطبّق على حسابك، وتستحق الفواتير بعد ${INVOICE_DUE_DAYS} يومًا من إصدارها. قد يُمنع الحساب الذي لديه فواتير متأخرة من تقديم طلبات جديدة حتى سدادها.`,
        ],
      },
    ],
  },
  'fees-schedule': {
    title: 'جدول الرسوم (للأعمال)',
    updated: '1 نوفمبر 2026',
    sections: [
      {
        heading: 'رسوم التوصيل',
        body: [
          `تُحتسب الرسوم على كل طلب مُسلَّم وفق بطاقة الأسعار الخاصة بحسابك، المعروضة في الحساب ← أسعار التسعير. الأسعار بالدرهم (AED) ولا تشمل ضريبة القيمة المضافة، التي تُضاف بنسبة ${VAT_PERCENT}% على كل بند في الفاتورة.`,
          'تُحتسب محاولات التسليم الفاشلة التي يُعاد تنفيذها بطلب منك والمرتجعات إلى المرسل كعملية توصيل.',
        ],
      },
      {
        heading: 'الدفع عند الاستلام',
        body: ['تُطبَّق رسوم معالجة الدفع عند الاستلام على كل طلب يُحصَّل نقدًا، كما تُظهر بطاقة الأسعار الخاصة بك.'],
      },
    ],
  },
  'individual-fees-schedule': {
    title: 'جدول الرسوم (للأفراد)',
    updated: '1 نوفمبر 2026',
    sections: [
      {
        heading: 'رسوم التوصيل',
        body: [
          `تُسعَّر كل شحنة قبل تقديمها، بالسعر الذي يعرضه النموذج. الأسعار بالدرهم (AED). ${translateContractText(VAT_NOTE)}`,
        ],
      },
    ],
  },
  privacy: {
    title: 'سياسة الخصوصية',
    updated: '1 نوفمبر 2026',
    sections: [
      {
        heading: 'البيانات التي نحتفظ بها',
        body: [
          'اسمك وبريدك الإلكتروني وهاتفك وبيانات شركتك، وعناوين شحناتك ومستلميها، وسجلات تنقّل الشحنات، حتى نتمكن من توصيلها والإجابة عن الأسئلة المتعلقة بها.',
        ],
      },
      {
        heading: 'كيف نستخدمها',
        body: [
          'لتشغيل خدمة التوصيل، وإصدار الفواتير لك، والحفاظ على أمان حسابك، وتحسين الخدمة. تُستخدم بيانات المستلمين فقط لتوصيل طرودهم.',
          'لا نبيع بياناتك أبدًا. لا يرى المندوبون إلا ما يحتاجه التوصيل.',
        ],
      },
    ],
  },
};

/** The documents in the page's language. */
export function legalDocuments(locale: Locale): Record<string, LegalDocument> {
  return locale === 'ar' ? ARABIC_DOCUMENTS : LEGAL_DOCUMENTS;
}
